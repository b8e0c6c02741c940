import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ONE_TIME_CODE_HINT } from '~/domain/two-factor.contract';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/web/components/ui/card';
import { FormField } from '~/web/components/ui/form-field';
import { Input, ONE_TIME_CODE_INPUT } from '~/web/components/ui/input';
import { toast } from '~/web/components/ui/use-toast';
import { ApiError } from '~/web/lib/api-client';
import { isCodeRequested, isOneTimeCodeIssue, serverFieldIssues } from '~/web/lib/api-errors';
import { useAdminLogin } from '../api/admin-login';

const ZAdminLoginForm = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
  code: z.string().max(20, 'The code is at most 20 characters').optional(),
});
type TAdminLoginForm = z.infer<typeof ZAdminLoginForm>;

/** Spec 2 section 8: the login toasts. */
const showLoginFailure = (error: unknown) => {
  if (!(error instanceof ApiError)) {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to connect to the server.' });
  } else if (error.status === 401) {
    toast({ variant: 'destructive', title: 'Login failed', description: 'Invalid username or password' });
  } else if (error.status === 429) {
    toast({ variant: 'destructive', title: 'Too many attempts', description: error.userMessage });
  } else {
    const description =
      error.status >= 500 ? 'The server had a problem. Please try again.' : error.userMessage;
    toast({ variant: 'destructive', title: 'Error', description });
  }
};

export const AdminLoginCard = () => {
  const login = useAdminLogin();
  // Once two-factor sign-in is on, the server asks for the one-time code after the password.
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<TAdminLoginForm>({
    resolver: zodResolver(ZAdminLoginForm),
    defaultValues: { username: '', password: '', code: '' },
  });
  const { errors } = formState;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const onSubmit = ({ code, ...credentials }: TAdminLoginForm) =>
    login.mutate(code?.trim() ? { ...credentials, code: code.trim() } : credentials, {
      onSuccess: () => toast({ title: 'Login successful', description: 'Welcome to the admin panel.' }),
      onError: (error) => {
        if (!isOneTimeCodeIssue(error)) return showLoginFailure(error);
        setNeedsCode(true);
        // The first answer asks for the code (the hint says what to enter); a wrong code is shown in red.
        const issue = serverFieldIssues(error).find((i) => i.field === 'code');
        if (issue && !isCodeRequested(error)) setError('code', { message: issue.message });
      },
    });

  return (
    <Card className="mx-auto max-w-md">
      <CardHeader>
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-bold text-2xl text-brand">Admin Panel</h1>
        <CardDescription>
          Sign in with your administrator account to publish tips and record results.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <FormField id="admin-username" label="Username" error={errors.username?.message}>
            {({ describedBy, isInvalid }) => (
              <Input
                id="admin-username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                {...register('username')}
              />
            )}
          </FormField>
          <FormField id="admin-password" label="Password" error={errors.password?.message}>
            {({ describedBy, isInvalid }) => (
              <Input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                {...register('password')}
              />
            )}
          </FormField>
          {needsCode ? (
            <FormField
              id="admin-code"
              label="Authentication code"
              hint={ONE_TIME_CODE_HINT}
              error={errors.code?.message}
            >
              {({ describedBy, isInvalid }) => (
                <Input
                  id="admin-code"
                  {...ONE_TIME_CODE_INPUT}
                  aria-invalid={isInvalid || undefined}
                  aria-describedby={describedBy}
                  {...register('code')}
                />
              )}
            </FormField>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            Login
          </Button>
        </form>
      </CardContent>
    </Card>
  );
};
