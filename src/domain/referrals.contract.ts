import { z } from 'zod';

/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a code read aloud or copied
 * by hand still works.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** Is `text` shaped like an invite code (what the web keeps and sends)? */
export const isReferralCodeText = (text: string): boolean =>
  text.length <= 32 && REFERRAL_CODE_PATTERN.test(text.trim().toUpperCase());

/**
 * An invite code as a sign-up may carry it (`ref`), upper-cased. It is a courtesy to the member who invited, never
 * a reason to refuse the visitor: a malformed one (too long, other characters) is dropped, as is a well-formed one
 * that names nobody, and the sign-up goes ahead without it.
 */
export const ZReferralCode = z
  .string()
  .max(2_000, 'Invite code is not valid')
  .transform((text) => (isReferralCodeText(text) ? text.trim().toUpperCase() : undefined));

/** GET /api/referrals/me: the member's invite code, link, and how many people joined through it. */
export const ZReferralSummary = z.object({
  code: z.string(),
  link: z.string(),
  joined: z.number().int(),
});
export type TReferralSummary = z.infer<typeof ZReferralSummary>;
