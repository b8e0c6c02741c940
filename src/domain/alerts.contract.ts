import { z } from 'zod';

/** The alerts a member can switch, each by push and by e-mail (issue 37 item 3). */
export const ALERT_KINDS = ['tipsOut', 'nonRunner', 'betSettled', 'morningDigest'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

/** The account screen's labels for each alert. */
export const ALERT_LABELS: Record<TAlertKind, string> = {
  tipsOut: 'Tips are out',
  nonRunner: 'Non-runner',
  betSettled: 'Bet settled',
  morningDigest: 'Morning digest',
};

export const ZAlertChannels = z.object({ push: z.boolean(), email: z.boolean() }).strict();
export type TAlertChannels = z.infer<typeof ZAlertChannels>;

/** GET and PUT /api/alerts: every alert's two switches (a PUT names them all). */
export const ZAlertPreferences = z
  .object({
    tipsOut: ZAlertChannels,
    nonRunner: ZAlertChannels,
    betSettled: ZAlertChannels,
    morningDigest: ZAlertChannels,
  })
  .strict();
export type TAlertPreferences = z.infer<typeof ZAlertPreferences>;

/**
 * Until a member chooses (decision 0035): push on for the three event alerts (push reaches only a device the member
 * subscribed on, itself an opt-in); every e-mail alert and the digest off (non-transactional e-mail needs consent).
 */
export const DEFAULT_ALERT_PREFERENCES: TAlertPreferences = {
  tipsOut: { push: true, email: false },
  nonRunner: { push: true, email: false },
  betSettled: { push: true, email: false },
  morningDigest: { push: false, email: false },
};

/**
 * What an unsubscribe link turns off: an alert's e-mail, or the monthly statement e-mail (every non-transactional
 * e-mail has the link).
 */
export const UNSUBSCRIBE_KINDS = [...ALERT_KINDS, 'monthlyStatement'] as const;
export type TUnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** POST/GET /api/alerts/unsubscribe?token=: the signed token from the e-mail's List-Unsubscribe link. */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(400) });

export const ZUnsubscribeResult = z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), message: z.string() });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
