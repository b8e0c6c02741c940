import { z } from 'zod';
import { calendarDateParts, isAdultOn, UNDER_AGE_MESSAGE } from '~/domain/age';
import {
  ACCEPT_TERMS_MESSAGE,
  passwordProblem,
  type TLoginBody,
  type TSignupBody,
  ZDateOfBirth,
  ZEmail,
  ZPassword,
  ZUsername,
} from '~/domain/auth.contract';
import { ukDate } from '~/domain/uk-time';
import type { TSignInValues } from '~/web/components/sign-in-form';
import { ApiError } from '~/web/lib/api-client';

/** Sign in takes one "E-mail or username" field; the contract's `email` or `username` is chosen on submit. */
export const toLoginBody = ({ identifier, password, code }: TSignInValues): TLoginBody => {
  const secondStep = code?.trim() ? { code: code.trim() } : {};
  return identifier.includes('@')
    ? { email: identifier, password, ...secondStep }
    : { username: identifier, password, ...secondStep };
};

/**
 * The signup contract, with an empty username field meaning "no username", the date input's YYYY-MM-DD (checked
 * against the UK date today here too; the server decides) and the 18+ and terms box.
 */
export const ZSignUpForm = z
  .object({
    email: ZEmail,
    username: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(ZUsername.optional()),
    password: ZPassword,
    dateOfBirth: z.string().trim().min(1, 'Enter your date of birth').pipe(ZDateOfBirth),
    acceptTerms: z.boolean().refine((accepted) => accepted, ACCEPT_TERMS_MESSAGE),
  })
  .superRefine((values, ctx) => {
    const problem = passwordProblem(values.password, values);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (calendarDateParts(values.dateOfBirth) && !isAdultOn(values.dateOfBirth, ukDate()))
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: UNDER_AGE_MESSAGE });
  });
export type TSignUpFormInput = z.input<typeof ZSignUpForm>;
export type TSignUpForm = z.output<typeof ZSignUpForm>;

/** The sign-up body, with the invite code the visitor arrived with (`ref`) when there is one. */
export const toSignupBody = (
  { email, username, password, dateOfBirth }: TSignUpForm,
  referralCode: string | null = null,
): TSignupBody => ({
  email,
  ...(username ? { username } : {}),
  password,
  dateOfBirth,
  acceptTerms: true,
  ...(referralCode ? { ref: referralCode } : {}),
});

/** "Forgot your password?": the account's e-mail. */
export const ZForgotPasswordForm = z.object({ email: ZEmail });
export type TForgotPasswordFormInput = z.input<typeof ZForgotPasswordForm>;
export type TForgotPasswordForm = z.output<typeof ZForgotPasswordForm>;

/** The new password (sign-up's rules), typed twice. */
export const ZResetPasswordForm = z
  .object({
    password: ZPassword,
    confirmPassword: z.string().max(200, 'Password must be at most 200 characters'),
  })
  .superRefine((values, ctx) => {
    const problem = passwordProblem(values.password, {});
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (values.confirmPassword !== values.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two passwords do not match' });
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** What to show above the submit button when the server refuses or cannot be reached. */
export const authErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return error.userMessage;
  }
  if (error instanceof z.ZodError) return 'Something went wrong on our side. Please try again in a moment.';
  return 'We could not reach RacePro. Check your connection and try again.';
};

/** The server's per-field messages (`issues`), when it sent any. */
export { serverFieldIssues } from '~/web/lib/api-errors';

/** Only same-site paths: `/bets` yes; `//evil.example`, `/\evil.example` and full URLs no. */
export const safeNextPath = (next: string | null): string => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/sign-in') || next.startsWith('/sign-up')) return '/';
  return next;
};
