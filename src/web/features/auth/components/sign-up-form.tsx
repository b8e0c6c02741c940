import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '~/web/components/ui/button';
import { Input } from '~/web/components/ui/input';
import { PasswordInput } from '~/web/components/ui/password-input';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
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
import { FormField } from './form-field';

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
      <FormField id="sign-up-email" label="E-mail" error={errors.email?.message}>
        {({ describedBy, isInvalid }) => (
          <Input
            id="sign-up-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id="sign-up-username"
        label="Username"
        optional
        hint="3 to 32 letters, numbers, dots, dashes or underscores. You can sign in with it."
        error={errors.username?.message}
      >
        {({ describedBy, isInvalid }) => (
          <Input
            id="sign-up-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('username')}
          />
        )}
      </FormField>
      <FormField
        id="sign-up-password"
        label="Password"
        hint="At least 8 characters."
        error={errors.password?.message}
      >
        {({ describedBy, isInvalid }) => (
          <PasswordInput
            id="sign-up-password"
            autoComplete="new-password"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </FormField>
      <ServerErrorAlert message={signup.error ? authErrorMessage(signup.error) : null} />
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {signup.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
