import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ONE_TIME_CODE_HINT } from '~/domain/two-factor.contract';
import { Button } from '~/web/components/ui/button';
import { Input, ONE_TIME_CODE_INPUT } from '~/web/components/ui/input';
import { PasswordInput } from '~/web/components/ui/password-input';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { isCodeRequested, isOneTimeCodeIssue } from '~/web/lib/api-errors';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useLogin } from '../api/login';
import {
  authErrorMessage,
  serverFieldIssues,
  type TSignInForm,
  type TSignInFormInput,
  toLoginBody,
  ZSignInForm,
} from '../auth-forms';
import { DemoAccountsPanel, type TDemoAccounts } from './demo-accounts-panel';
import { FormField } from './form-field';

type TSignInFormProps = {
  /** The accounts the server seeded in demo mode; null outside it. */
  demoAccounts: TDemoAccounts | null;
  onSignedIn: () => void;
};

export const SignInForm = ({ demoAccounts, onSignedIn }: TSignInFormProps) => {
  const login = useLogin();
  const submitRef = useRef<HTMLButtonElement>(null);
  // An administrator with two-factor sign-in on is asked for the one-time code after the password.
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<
    TSignInFormInput,
    unknown,
    TSignInForm
  >({
    resolver: zodResolver(ZSignInForm),
    defaultValues: { identifier: '', password: '', code: '' },
  });
  const { errors } = formState;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const onSubmit = (values: TSignInForm) => {
    login.mutate(toLoginBody(values), {
      onSuccess: onSignedIn,
      onError: (error) => {
        for (const { field, message } of serverFieldIssues(error)) {
          if (field === 'email' || field === 'username') setError('identifier', { message });
          else if (field === 'password') setError('password', { message });
          else if (field === 'code' && !isCodeRequested(error)) setError('code', { message });
        }
        if (isOneTimeCodeIssue(error)) setNeedsCode(true);
      },
    });
  };

  const onUseDemo = (credentials: { identifier: string; password: string }) => {
    reset(credentials);
    setNeedsCode(false);
    login.reset();
    submitRef.current?.focus();
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField id="sign-in-identifier" label="E-mail or username" error={errors.identifier?.message}>
          {({ describedBy, isInvalid }) => (
            <Input
              id="sign-in-identifier"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('identifier')}
            />
          )}
        </FormField>
        <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
          {({ describedBy, isInvalid }) => (
            <PasswordInput
              id="sign-in-password"
              autoComplete="current-password"
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('password')}
            />
          )}
        </FormField>
        {needsCode ? (
          <FormField
            id="sign-in-code"
            label="Authentication code"
            hint={ONE_TIME_CODE_HINT}
            error={errors.code?.message}
          >
            {({ describedBy, isInvalid }) => (
              <Input
                id="sign-in-code"
                {...ONE_TIME_CODE_INPUT}
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                {...register('code')}
              />
            )}
          </FormField>
        ) : null}
        {/* A code problem is shown under the code field, not again above the button. */}
        <ServerErrorAlert
          message={login.error && !isOneTimeCodeIssue(login.error) ? authErrorMessage(login.error) : null}
        />
        <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="-mt-2 text-sm">
        <Link to="/forgot-password" className={LINK_CLASSES}>
          Forgot your password?
        </Link>
      </p>
      {demoAccounts ? <DemoAccountsPanel accounts={demoAccounts} onUse={onUseDemo} /> : null}
    </>
  );
};
