import { z } from 'zod';

/** What the product e-mails (DESIGN.md section 3, email_outbox). */
export const MAIL_KINDS = [
  'receipt',
  'renewal_reminder',
  'password_reset',
  'refund',
  /** Sign-up: the link that confirms a new account's e-mail address (a live link, like a reset). */
  'email_verification',
  /** Sign-up with an e-mail that already has an account: the owner is told (no new account). */
  'signup_existing_account',
  /** Sign-up with a username someone else has: the new person is asked to choose another (no new account). */
  'signup_username_taken',
  /** A member who asked for it: last month's safer-gambling statement, on the 1st of each month. */
  'monthly_statement',
  /** Alerts a member switched on by e-mail (issue 37): tips are out, a non-runner, a bet settled. */
  'alert_tips_out',
  'alert_non_runner',
  'alert_bet_settled',
  /** A member who asked for it: at 09:00 UK time, the day's tips their plan sees and their open bets. */
  'morning_digest',
] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

/** GET /api/admin/outbox?limit= (1-100, default 50): the most recent mails first. */
export const ZOutboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

/**
 * Where a mail stands: `pending` (waiting for its first or next attempt), `sending` (handed to the mail server and
 * not yet confirmed; stays so if the sender stopped mid-send, and is never sent again), `sent`, or `failed` (gave up
 * after the last attempt).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const ZOutboxEntry = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  /** The text sent; null for password resets and e-mail confirmations outside demo mode (the body holds a live link). */
  body: z.string().nullable(),
  /** Headers sent with the mail beyond the usual (List-Unsubscribe and List-Unsubscribe-Post on non-transactional mail). */
  headers: z.record(z.string(), z.string()),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;

export const ZOutboxList = z.object({
  /** `smtp`: mails are sent (SMTP_URL is set); `outbox`: they are only kept here. */
  delivery: z.enum(['smtp', 'outbox']),
  entries: z.array(ZOutboxEntry),
});
export type TOutboxList = z.infer<typeof ZOutboxList>;
