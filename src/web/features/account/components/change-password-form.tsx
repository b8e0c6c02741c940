import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '~/web/components/ui/button';
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { toast } from '~/web/components/ui/use-toast';
import { ApiError } from '~/web/lib/api-client';
import { serverFieldIssues, writeErrorMessage } from '~/web/lib/api-errors';
import { changePasswordSchema, type TChangePasswordForm } from '../account-forms';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** OWASP ASVS 6.2.2/6.2.3: a new password needs the current one; other devices are signed out. */
export const ChangePasswordForm = ({ account }: { account: { email: string; username: string | null } }) => {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<TChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema(account)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = ({ currentPassword, newPassword }: TChangePasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          toast({
            title: 'Password changed',
            description: 'Every other device has been signed out. This one stays signed in.',
          });
        },
        onError: (error) => {
          for (const { field, message } of serverFieldIssues(error)) {
            const name = FIELDS.find((candidate) => candidate === field);
            if (name) setError(name, { message });
          }
        },
      },
    );

  const fieldIssues = serverFieldIssues(change.error);
  const alert =
    change.error && fieldIssues.length === 0
      ? change.error instanceof ApiError && change.error.status === 429
        ? 'Too many attempts. Please wait a few minutes and try again.'
        : writeErrorMessage(change.error)
      : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4">
      {/* NOTE: a hidden username field lets password managers pair the new password with the account. */}
      <input type="hidden" autoComplete="username" value={account.username ?? account.email} readOnly />
      <PasswordField
        id="current-password"
        label="Current password"
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label="New password"
        hint="At least 8 characters. Not a common password, and not your e-mail or username."
        error={errors.newPassword?.message}
        autoComplete="new-password"
        {...register('newPassword')}
      />
      <PasswordField
        id="confirm-password"
        label="New password again"
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      <ServerErrorAlert message={alert} />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {change.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
};
