import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useRequestPasswordReset } from './api/forgot-password';
import {
  authErrorMessage,
  serverFieldIssues,
  type TForgotPasswordForm,
  type TForgotPasswordFormInput,
  ZForgotPasswordForm,
} from './auth-forms';
import { AuthCard } from './components/auth-card';

/** "Forgot your password?": asks for the account's e-mail, then says the same whatever the answer. */
export const ForgotPasswordPage = () => {
  const request = useRequestPasswordReset();
  const isDemo = useSiteInfo().data?.demo === true;
  const { register, handleSubmit, setError, formState } = useForm<
    TForgotPasswordFormInput,
    unknown,
    TForgotPasswordForm
  >({ resolver: zodResolver(ZForgotPasswordForm), defaultValues: { email: '' } });
  const { errors } = formState;

  const onSubmit = (values: TForgotPasswordForm) =>
    request.mutate(values, {
      onError: (error) => {
        for (const { field, message } of serverFieldIssues(error))
          if (field === 'email') setError('email', { message });
      },
    });

  const fieldIssues = serverFieldIssues(request.error);
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
      documentTitle="Forgot password | RacePro"
    >
      {request.isSuccess ? (
        <div role="status" className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-ink text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <div className="space-y-2">
            <p className="font-medium">{request.data.message}</p>
            <p className="text-muted">
              The link works once, for 30 minutes. No e-mail? Check your spam folder, or ask again in a few
              minutes.
            </p>
            {isDemo ? (
              <p>
                <strong>Demo site:</strong> e-mails may not leave the server. The reset e-mail, with its link,
                is in the{' '}
                <Link to="/admin" className={LINK_CLASSES}>
                  admin panel
                </Link>
                's E-mail outbox (Subscribers tab).
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <TextField
            id="forgot-email"
            label="E-mail"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
          />
          <ServerErrorAlert
            message={request.error && fieldIssues.length === 0 ? authErrorMessage(request.error) : null}
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? (
              <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
            ) : null}
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="text-sm">
        <Link to="/sign-in" className={LINK_CLASSES}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
};
