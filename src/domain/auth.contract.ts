import { z } from 'zod';
import { calendarDateParts } from './age';
import { ZOddsFormat, ZTier } from './contract';
import { ZReferralCode } from './referrals.contract';
import { ZTwoFactorCode } from './two-factor.contract';

export const ZEmail = z
  .string()
  .max(254, 'Enter a valid e-mail address')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254));
export const ZUsername = z
  .string()
  .max(40, 'Username must be at most 32 characters')
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores only');
export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/**
 * What makes a password guessable beyond its length (NIST SP 800-63B 5.1.1.2): only spaces, one or two characters
 * repeated, or the account's own e-mail address, its name part, the username or the product's name. The server
 * also refuses the most common passwords from a shipped list (too large for the browser).
 */
export const passwordProblem = (
  password: string,
  account: { email?: string | null; username?: string | null },
): string | null => {
  const lowered = password.toLowerCase();
  if (password.trim() === '') return 'Password must not be only spaces';
  if (new Set(lowered).size <= 2)
    return 'Password is too easy to guess: avoid repeating one or two characters';
  const email = account.email?.trim().toLowerCase() ?? '';
  const names = [email, email.split('@')[0] ?? '', account.username?.trim().toLowerCase() ?? ''].filter(
    (name) => name.length >= 3,
  );
  if (names.includes(lowered.trim())) return 'Password must not be your e-mail address or username';
  if (lowered.includes('racepro')) return 'Password must not contain the name of this site';
  return null;
};

/** A date of birth, YYYY-MM-DD (the form's date input sends that): a real date from 1900 on. */
export const ZDateOfBirth = z
  .string({ error: 'Enter your date of birth' })
  .max(10, 'Enter your date of birth as day, month and year')
  .refine((text) => {
    const parts = calendarDateParts(text);
    return parts !== null && parts[0] >= 1900;
  }, 'Enter your date of birth as day, month and year');

export const ACCEPT_TERMS_MESSAGE =
  'Confirm that you are 18 or over and accept the Terms and the Privacy notice';

export const ZSignupBody = z
  .object({
    email: ZEmail,
    password: ZPassword,
    username: ZUsername.optional(),
    /** Checked against the UK date today on the server (18 or over). */
    dateOfBirth: ZDateOfBirth,
    /** The "I am 18 or over and accept the Terms and the Privacy notice" box: only `true` will do. */
    acceptTerms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
    /** The invite code from the link the visitor came by (`?ref=`); one that names nobody is ignored. */
    ref: ZReferralCode.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = passwordProblem(body.password, body);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type TSignupBody = z.infer<typeof ZSignupBody>;

/**
 * POST /api/auth/signup answers 202 with this message whatever happened (new account, e-mail or username already
 * taken): the e-mail we send says which, so nobody learns from the answer which e-mails have accounts.
 */
export const SIGNUP_MESSAGE =
  'Check your e-mail: we have sent a message to that address with what to do next. The link in it works for 24 hours.';
export const ZSignupResponse = z.object({ message: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

/** How long a "confirm your e-mail address" link works. */
export const EMAIL_VERIFICATION_HOURS = 24;
/** An unknown, used or expired confirmation token (one message for all three). */
export const VERIFY_LINK_INVALID =
  'This confirmation link has expired or was already used. Sign in to ask for a new one, or to check whether your e-mail address is already confirmed.';
/** POST /api/auth/verify-email: the token from the e-mailed link; signs the account in. */
export const ZVerifyEmailBody = z
  .object({ token: z.string().max(200, VERIFY_LINK_INVALID).trim().min(1, VERIFY_LINK_INVALID) })
  .strict();
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;
/** POST /api/auth/verify-email/resend answers this (202). */
export const VERIFY_RESENT_MESSAGE =
  'We have sent a new confirmation link to your e-mail address. It works for 24 hours.';
/** What an account that has not confirmed its e-mail address is told when it tries to buy or track bets in the account. */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Confirm your e-mail address first: open the link we e-mailed you when you signed up (or ask for a new one on the Confirm e-mail page).';

/** Login by e-mail or username: the client sends whichever the user typed in `email` or `username`. */
export const ZLoginBody = z
  .object({
    email: z.string().max(254).trim().min(1).optional(),
    username: z.string().max(254).trim().min(1).optional(),
    password: z.string().min(1, 'Password is required').max(200),
    /** An administrator's one-time code, once two-factor sign-in is on. */
    code: ZTwoFactorCode.optional(),
  })
  .refine((body) => Boolean(body.email ?? body.username), {
    message: 'Enter your e-mail or username',
    path: ['email'],
  });
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** POST /api/auth/password (OWASP ASVS 6.2.2/6.2.3): the current password, then the new one. */
export const ZChangePasswordBody = z.object({
  currentPassword: z
    .string()
    .max(200, 'Password must be at most 200 characters')
    .min(1, 'Enter your current password'),
  newPassword: ZPassword,
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** POST /api/auth/forgot-password: the same answer whether or not an account has that e-mail. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent a link to reset the password.';
export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;
export const ZForgotPasswordResponse = z.object({ message: z.string() });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** An unknown, used or expired reset token (one message for all three). */
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password (sign-up's rules). */
export const ZResetPasswordBody = z.object({
  token: z.string().max(200, RESET_LINK_INVALID).trim().min(1, RESET_LINK_INVALID),
  password: ZPassword,
});
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** PUT /api/auth/preferences: the site-wide odds display, remembered per user. */
export const ZPreferencesBody = z.object({ oddsFormat: ZOddsFormat });
export type TPreferencesBody = z.infer<typeof ZPreferencesBody>;

export const ZRole = z.enum(['user', 'admin']);
export type TRole = z.infer<typeof ZRole>;

export const ZPublicUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  role: ZRole,
  /** How this user has chosen to see odds (DESIGN.md section 4). */
  oddsFormat: ZOddsFormat,
  /** False until the owner opens the link we e-mailed at sign-up (buying and account bets wait for it). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** Spec 1 section 3 "Subscription state", as the server reports it (dates as ISO strings). */
export const ZSubscriptionState = z.object({
  tier: ZTier,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  userId: z.number().int(),
  isActive: z.boolean(),
});
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

/** A time-out or self-exclusion in force (issue 32): selections for races not yet run are hidden until `until`. */
export const ZActiveBreak = z.object({ kind: z.enum(['time-out', 'self-exclusion']), until: z.string() });
export type TActiveBreakView = z.infer<typeof ZActiveBreak>;

export const ZMeResponse = z.object({
  user: ZPublicUser,
  subscription: ZSubscriptionState,
  /** The break in force now, or null. Optional only so older clients' fixtures still parse; the server always sends it. */
  activeBreak: ZActiveBreak.nullable().optional(),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;

/** Every refusal: a message for people, a stable code for programs, and the fields at fault. */
export const ZErrorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The demo accounts seeded while DEMO=1 (DESIGN.md section 6). The sign-in screen lists them in demo mode. */
export const DEMO_PASSWORD = 'demo-pass';
export const DEMO_ACCOUNTS = [
  { email: 'free@example.com', tier: 'Free' },
  { email: 'starter@example.com', tier: 'Starter' },
  { email: 'monthly@example.com', tier: 'Monthly' },
  { email: 'lifetime@example.com', tier: 'Lifetime' },
] as const;
