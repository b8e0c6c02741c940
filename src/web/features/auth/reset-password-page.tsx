import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useResetPassword } from './api/reset-password';
import {
  authErrorMessage,
  serverFieldIssues,
  type TResetPasswordForm,
  ZResetPasswordForm,
} from './auth-forms';
import { AuthCard } from './components/auth-card';

const AskAgain = () => (
  <p className="text-sm">
    <Link to="/forgot-password" className={LINK_CLASSES}>
      Ask for a new reset link
    </Link>
  </p>
);

/** The e-mailed link's page: a new password, typed twice, set with the link's token. */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = ({ password }: TResetPasswordForm) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          for (const { field, message } of serverFieldIssues(error))
            if (field === 'password') setError('password', { message });
        },
      },
    );

  const issues = serverFieldIssues(reset.error);
  const passwordRefused = issues.some((issue) => issue.field === 'password');
  const linkRefused = Boolean(reset.error) && !passwordRefused;

  if (reset.isSuccess) {
    return (
      <AuthCard
        title="Password changed"
        intro="You have been signed out everywhere."
        documentTitle="Password changed | RacePro"
      >
        <div role="status" className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-ink text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <p className="font-medium">Your password has been changed. Sign in with your new password.</p>
        </div>
        <Link to="/sign-in" className={buttonClasses('primary', 'lg')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      intro="Choose a new password for your RacePro account."
      documentTitle="Set a new password | RacePro"
    >
      {token === '' ? (
        <>
          <ServerErrorAlert message="This reset link is incomplete. Open the link from the e-mail again, or ask for a new one." />
          <AskAgain />
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <PasswordField
            id="reset-password"
            label="New password"
            hint="At least 8 characters. Not a common password, and not your e-mail or username."
            error={errors.password?.message}
            autoComplete="new-password"
            {...register('password')}
          />
          <PasswordField
            id="reset-confirm-password"
            label="Confirm new password"
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <ServerErrorAlert message={linkRefused ? authErrorMessage(reset.error) : null} />
          {linkRefused ? <AskAgain /> : null}
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            {reset.isPending ? 'Setting password...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
};
