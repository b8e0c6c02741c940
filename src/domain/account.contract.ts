import { z } from 'zod';

/** DELETE /api/account: the current password, nothing else. */
export const ZCloseAccountBody = z
  .object({
    password: z.string().max(200, 'Password is too long').min(1, 'Enter your current password'),
  })
  .strict();
export type TCloseAccountBody = z.infer<typeof ZCloseAccountBody>;

export const ADMIN_CANNOT_CLOSE =
  'An administrator account cannot be closed here. Ask another administrator to remove it.';

const ZIso = z.string();
const ZIsoOrNull = z.string().nullable();
const ZPounds = z.number();

/**
 * GET /api/account/export: everything RacePro keeps about the signed-in member (UK GDPR Articles 15 and 20), as one
 * JSON download. Money in pounds, times as ISO 8601 instants. Never a password hash, a session token or a secret.
 */
export const ZAccountExport = z.object({
  exportedAt: ZIso,
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    username: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    oddsFormat: z.enum(['fractional', 'decimal']),
    bankroll: ZPounds,
    referralCode: z.string().nullable(),
    joinedThroughAnInvite: z.boolean(),
    createdAt: ZIso,
    updatedAt: ZIso,
  }),
  plan: z
    .object({
      tier: z.string(),
      startDate: ZIsoOrNull,
      endDate: ZIsoOrNull,
      lastPaymentDate: ZIsoOrNull,
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      providerRef: z.string(),
      plan: z.string(),
      amount: ZPounds,
      currency: z.string(),
      status: z.string(),
      failureMessage: z.string().nullable(),
      periodStart: ZIsoOrNull,
      periodEnd: ZIsoOrNull,
      fulfilledAt: ZIsoOrNull,
      refundReason: z.string().nullable(),
      refundedAt: ZIsoOrNull,
      consentedAt: ZIsoOrNull,
      createdAt: ZIso,
    }),
  ),
  bets: z.array(
    z.object({
      id: z.number().int(),
      raceDate: z.string(),
      raceTime: z.string(),
      racecourse: z.string(),
      horse: z.string(),
      type: z.string(),
      odds: z.string(),
      stake: ZPounds,
      totalStake: ZPounds,
      potentialReturn: ZPounds,
      actualReturn: ZPounds.nullable(),
      status: z.string(),
      settledAt: ZIsoOrNull,
      createdAt: ZIso,
    }),
  ),
  limits: z
    .object({
      perBetLimit: ZPounds.nullable(),
      dailyLimit: ZPounds.nullable(),
      pendingPerBetLimit: ZPounds.nullable(),
      pendingPerBetFrom: ZIsoOrNull,
      pendingDailyLimit: ZPounds.nullable(),
      pendingDailyFrom: ZIsoOrNull,
      perWeekLimit: ZPounds.nullable(),
      pendingPerWeekLimit: ZPounds.nullable(),
      pendingPerWeekFrom: ZIsoOrNull,
      perMonthLimit: ZPounds.nullable(),
      pendingPerMonthLimit: ZPounds.nullable(),
      pendingPerMonthFrom: ZIsoOrNull,
      timeOutUntil: ZIsoOrNull,
      selfExcludedUntil: ZIsoOrNull,
      updatedAt: ZIso,
    })
    .nullable(),
  learningProgress: z.array(z.object({ lessonId: z.string(), bestScore: z.number().int(), updatedAt: ZIso })),
  /** The members who joined through this member's invite link: when, and nothing that names them. */
  referrals: z.object({ joined: z.array(z.object({ joinedAt: ZIso })) }),
  sessions: z.array(z.object({ startedAt: ZIso, expiresAt: ZIso })),
  emails: z.array(z.object({ kind: z.string(), subject: z.string(), createdAt: ZIso, sentAt: ZIsoOrNull })),
  twoFactor: z.object({ enabled: z.boolean(), enabledAt: ZIsoOrNull }).nullable(),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;

/** The export's file name: racepro-data-YYYY-MM-DD.json (the UK day it was made). */
export const exportFileName = (ukDate: string) => `racepro-data-${ukDate}.json`;
