import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZLoginBody } from '~/domain/auth.contract';
import { ONE_TIME_CODE_HINT } from '~/domain/two-factor.contract';
import { Button } from '~/web/components/ui/button';
import { TextField } from '~/web/components/ui/field';
import { ONE_TIME_CODE_INPUT } from '~/web/components/ui/input';
import { PasswordField } from '~/web/components/ui/password-field';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { isCodeRequested, isOneTimeCodeIssue, serverFieldIssues } from '~/web/lib/api-errors';

/** Who signs in (an e-mail or a username), the password, and the authenticator code once the server asks for it. */
export const signInFormSchema = (identifierRequired: string) =>
  z.object({
    identifier: z.string().trim().min(1, identifierRequired).max(254),
    password: ZLoginBody.shape.password,
    code: z.string().max(20, 'The code is at most 20 characters').optional(),
  });
export type TSignInFormInput = z.input<ReturnType<typeof signInFormSchema>>;
export type TSignInValues = z.output<ReturnType<typeof signInFormSchema>>;

/** The part of a TanStack mutation the form drives (what `useMutation` returns fits). */
export type TSignInMutation<TBody> = {
  mutate: (body: TBody, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
};

/** Lets the page fill the form (a demo account) and move focus to its button, ready to sign in. */
export type TSignInFormHandle = { fill: (credentials: { identifier: string; password: string }) => void };

type TSignInFormProps<TBody> = {
  /** Prefixes the field ids: `<idPrefix>-identifier`, `-password`, `-code`. */
  idPrefix: string;
  identifierLabel: string;
  /** The message under an empty identifier field. */
  identifierRequired: string;
  submitLabel: string;
  /** The button's text while the call is out; the submit label when not given. */
  pendingLabel?: string;
  /** A show/hide button on the password field. */
  canRevealPassword?: boolean;
  mutation: TSignInMutation<TBody>;
  toBody: (values: TSignInValues) => TBody;
  onSignedIn: () => void;
  /** A refusal the fields do not show (wrong password, rate limit, no connection); the code step is handled here. */
  onFailure?: (error: Error) => void;
  /** The words for such a refusal in an alert above the button; no alert without it. */
  failureMessage?: (error: Error) => string;
  ref?: Ref<TSignInFormHandle>;
};

/**
 * The one sign-in form, for members (/sign-in) and administrators (/admin): who, password, and the two-factor step.
 * When the server answers that an authenticator code is needed (an administrator with two-factor sign-in on), the
 * "Authentication code" field appears and takes the focus; a wrong code is shown under it. The server's per-field
 * messages go under their fields; each caller says how other refusals are shown.
 */
export const SignInForm = <TBody,>({
  idPrefix,
  identifierLabel,
  identifierRequired,
  submitLabel,
  pendingLabel = submitLabel,
  canRevealPassword = false,
  mutation,
  toBody,
  onSignedIn,
  onFailure,
  failureMessage,
  ref,
}: TSignInFormProps<TBody>) => {
  const submitRef = useRef<HTMLButtonElement>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const schema = useMemo(() => signInFormSchema(identifierRequired), [identifierRequired]);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<
    TSignInFormInput,
    unknown,
    TSignInValues
  >({ resolver: zodResolver(schema), defaultValues: { identifier: '', password: '', code: '' } });
  const { errors } = formState;
  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  useImperativeHandle(ref, () => ({
    fill: (credentials) => {
      reset(credentials);
      setNeedsCode(false);
      mutation.reset();
      submitRef.current?.focus();
    },
  }));

  const onSubmit = (values: TSignInValues) =>
    mutation.mutate(toBody(values), {
      onSuccess: onSignedIn,
      onError: (error) => {
        for (const { field, message } of serverFieldIssues(error)) {
          if (field === 'email' || field === 'username') setError('identifier', { message });
          else if (field === 'password') setError('password', { message });
          // The first answer asks for the code (its hint says what to enter); a wrong code is shown in red.
          else if (field === 'code' && !isCodeRequested(error)) setError('code', { message });
        }
        if (isOneTimeCodeIssue(error)) setNeedsCode(true);
        else onFailure?.(error);
      },
    });

  const passwordProps = {
    id: `${idPrefix}-password`,
    label: 'Password',
    error: errors.password?.message,
    autoComplete: 'current-password',
    ...register('password'),
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        id={`${idPrefix}-identifier`}
        label={identifierLabel}
        error={errors.identifier?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...register('identifier')}
      />
      {canRevealPassword ? (
        <PasswordField {...passwordProps} />
      ) : (
        <TextField type="password" {...passwordProps} />
      )}
      {needsCode ? (
        <TextField
          id={`${idPrefix}-code`}
          label="Authentication code"
          hint={ONE_TIME_CODE_HINT}
          error={errors.code?.message}
          {...ONE_TIME_CODE_INPUT}
          {...register('code')}
        />
      ) : null}
      {/* A code problem is shown under the code field, not again above the button. */}
      {failureMessage ? (
        <ServerErrorAlert
          message={
            mutation.error && !isOneTimeCodeIssue(mutation.error) ? failureMessage(mutation.error) : null
          }
        />
      ) : null}
      <Button ref={submitRef} type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
};
