import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { LINK_CLASSES } from '~/web/lib/cn';
import { forgetReferralCode, useReferralCode } from '~/web/lib/referral-code';
import { useSignup } from '../api/signup';
import {
  authErrorMessage,
  serverFieldIssues,
  type TSignUpForm,
  type TSignUpFormInput,
  toSignupBody,
  ZSignUpForm,
} from '../auth-forms';

const FIELDS = ['email', 'username', 'password'] as const;

export const SignUpForm = ({ onSignedUp }: { onSignedUp: () => void }) => {
  const signup = useSignup();
  // The invite code from the link the visitor came by (this page's `?ref=`, or kept from an earlier page).
  const referralCode = useReferralCode();
  const { register, handleSubmit, setError, formState } = useForm<TSignUpFormInput, unknown, TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = (values: TSignUpForm) => {
    signup.mutate(toSignupBody(values, referralCode), {
      onSuccess: () => {
        forgetReferralCode();
        onSignedUp();
      },
      onError: (error) => {
        for (const { field, message } of serverFieldIssues(error)) {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) setError(name, { message });
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        id="sign-up-email"
        label="E-mail"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
      />
      <TextField
        id="sign-up-username"
        label="Username"
        optional
        hint="3 to 32 letters, numbers, dots, dashes or underscores. You can sign in with it."
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...register('username')}
      />
      <PasswordField
        id="sign-up-password"
        label="Password"
        hint="At least 8 characters."
        error={errors.password?.message}
        autoComplete="new-password"
        {...register('password')}
      />
      <ServerErrorAlert message={signup.error ? authErrorMessage(signup.error) : null} />
      <p className="text-muted text-sm">
        By creating an account you agree to our{' '}
        <Link to="/terms" className={LINK_CLASSES}>
          Terms
        </Link>{' '}
        and have read our{' '}
        <Link to="/privacy" className={LINK_CLASSES}>
          Privacy notice
        </Link>
        .
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {signup.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
