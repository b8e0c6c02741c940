import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
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

const FIELDS = ['email', 'username', 'password', 'dateOfBirth', 'acceptTerms'] as const;

/** After the sign-up: the same "check your e-mail" whatever the server did (it never says whether the e-mail is new). */
const CheckYourEmail = ({ email, message, isDemo }: { email: string; message: string; isDemo: boolean }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="check-email-heading"
      className="space-y-3 rounded-lg bg-brand-50 p-4 text-ink text-sm"
    >
      <h2
        id="check-email-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-brand text-lg outline-none"
      >
        <MailCheck aria-hidden="true" className="size-5 shrink-0" />
        Check your e-mail
      </h2>
      <p role="status">{message}</p>
      <p>
        Address: <strong className="break-words">{email}</strong>
      </p>
      <p>
        Nothing there after a few minutes? Look in your spam folder, or sign up again to have it sent once
        more.
      </p>
      {isDemo ? (
        <p>
          Demo mode sends no e-mail: sign in to the admin panel (admin / admin) and open the link from the
          e-mail outbox.
        </p>
      ) : null}
    </section>
  );
};

export const SignUpForm = ({ isDemo = false }: { isDemo?: boolean }) => {
  const signup = useSignup();
  // The invite code from the link the visitor came by (this page's `?ref=`, or kept from an earlier page).
  const referralCode = useReferralCode();
  // The address as sent (trimmed, lower-cased), for the "check your e-mail" state.
  const [sentTo, setSentTo] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<TSignUpFormInput, unknown, TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { email: '', username: '', password: '', dateOfBirth: '', acceptTerms: false },
  });
  const { errors } = formState;

  const onSubmit = (values: TSignUpForm) => {
    setSentTo(values.email);
    signup.mutate(toSignupBody(values, referralCode), {
      onSuccess: () => forgetReferralCode(),
      onError: (error) => {
        for (const { field, message } of serverFieldIssues(error)) {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) setError(name, { message });
        }
      },
    });
  };

  if (signup.isSuccess)
    return <CheckYourEmail email={sentTo} message={signup.data.message} isDemo={isDemo} />;

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
      <TextField
        id="sign-up-date-of-birth"
        label="Date of birth"
        hint="You must be 18 or over to use RacePro."
        error={errors.dateOfBirth?.message}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        {...register('dateOfBirth')}
      />
      <CheckboxField
        id="sign-up-accept-terms"
        label={
          <>
            I am 18 or over and accept the{' '}
            <Link to="/terms" className={LINK_CLASSES}>
              Terms
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className={LINK_CLASSES}>
              Privacy notice
            </Link>
          </>
        }
        error={errors.acceptTerms?.message}
        required
        {...register('acceptTerms')}
      />
      <ServerErrorAlert message={signup.error ? authErrorMessage(signup.error) : null} />
      <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
        {signup.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {signup.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
};
