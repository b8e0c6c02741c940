import { z } from 'zod';

/** Ten one-time recovery codes are made when two-factor sign-in is turned on (and when they are renewed). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code typed at sign-in: six digits from the authenticator app, or a recovery code ("abcde-fghij"). Spaces are
 * allowed (apps show "123 456"); at most 20 characters.
 */
export const ZTwoFactorCode = z
  .string()
  .max(20, 'The code is at most 20 characters')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'Enter the code from your authenticator app'));

/** A six-digit app code (turning on, turning off and renewing recovery codes take only an app code). */
export const ZAppCode = z
  .string()
  .max(20, 'The code is at most 20 characters')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** GET /api/admin/two-factor */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 while two-factor sign-in is off. */
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /api/admin/two-factor/setup: a new secret waiting for its first code. */
export const ZTwoFactorSetup = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauthUrl: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** The account's current password, asked again before a change to how it signs in (at most 200 characters). */
export const ZCurrentPassword = z
  .string()
  .max(200, 'Password is too long')
  .min(1, 'Enter your current password');

/**
 * POST /api/admin/two-factor/enable, /disable and /recovery-codes: an app code and the current password (a stolen
 * session alone can neither add nor remove the second factor, nor read new recovery codes).
 */
export const ZTwoFactorChangeBody = z.object({ code: ZAppCode, password: ZCurrentPassword }).strict();
export type TTwoFactorChangeBody = z.infer<typeof ZTwoFactorChangeBody>;

/** Shown once: only their hashes are kept. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The answer to a sign-in that needs the second step (401, code TWO_FACTOR_REQUIRED). */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const INVALID_CODE_MESSAGE = 'That code is not right. Check the time on your phone and try again.';
/** The hint under the one-time code field at both sign-ins. */
export const ONE_TIME_CODE_HINT =
  'The 6-digit code from your authenticator app, or one of your recovery codes.';
