import { z } from 'zod';
import { poundsBetween } from './contract';
import { formatPounds } from './money';

/** The bankroll, stake limits, breaks and balance payloads (DESIGN.md "Safer gambling"). */

export const MIN_STAKE_POUNDS = 0.1;
/** The largest stake we record (each way: on each part). With odds capped at 1000/1, every sum fits a bigint. */
export const MAX_STAKE_POUNDS = 100_000;
/** The largest bankroll we record. */
export const MAX_BANKROLL_POUNDS = 10_000_000;

/** GET /api/user/balance (DESIGN.md section 6): pence. */
export const ZBalance = z.object({
  bankrollPence: z.number().int(),
  settledProfitPence: z.number().int(),
  openStakesPence: z.number().int(),
  balancePence: z.number().int(),
});
export type TBalance = z.infer<typeof ZBalance>;

/** PUT /api/user/bankroll. */
export const ZBankrollBody = z.object({
  bankroll: poundsBetween(0, MAX_BANKROLL_POUNDS, {
    min: 'must be 0 or more',
    max: `must be at most ${formatPounds(MAX_BANKROLL_POUNDS)}`,
  }),
});

export const TIME_OUTS = ['24h', '7d', '30d'] as const;
export const ZTimeOut = z.enum(TIME_OUTS);

/** PUT /api/user/limits. Pounds or null (no limit). A raise waits 24 hours; a cut applies at once. */
const ZLimitPounds = poundsBetween(MIN_STAKE_POUNDS, MAX_STAKE_POUNDS, {
  min: `must be at least ${formatPounds(MIN_STAKE_POUNDS)}`,
  max: `must be at most ${formatPounds(MAX_STAKE_POUNDS)}`,
});
export const ZPutLimitsBody = z.object({
  perBetLimit: ZLimitPounds.nullable().optional(),
  dailyLimit: ZLimitPounds.nullable().optional(),
  /** The UK week from Monday 00:00 and the UK month from the 1st 00:00 (Europe/London). */
  perWeekLimit: ZLimitPounds.nullable().optional(),
  perMonthLimit: ZLimitPounds.nullable().optional(),
  timeOut: ZTimeOut.optional(),
  selfExcludeMonths: z.number().int().min(6, 'Self-exclusion is for 6 months or more').max(60).optional(),
});
export type TPutLimitsBody = z.infer<typeof ZPutLimitsBody>;

const ZPendingLimit = z.object({ amount: z.number().nullable(), effectiveAt: z.string() }).nullable();
export const ZLimits = z.object({
  perBetLimit: z.number().nullable(),
  dailyLimit: z.number().nullable(),
  perWeekLimit: z.number().nullable(),
  perMonthLimit: z.number().nullable(),
  /** A requested raise (or removal) that takes effect 24 hours after it was asked for. */
  pendingPerBetLimit: ZPendingLimit,
  pendingDailyLimit: ZPendingLimit,
  pendingPerWeekLimit: ZPendingLimit,
  pendingPerMonthLimit: ZPendingLimit,
  /** Staked today (UK day) and what is left under the daily limit. */
  stakedToday: z.number(),
  remainingToday: z.number().nullable(),
  dailyResetsAt: z.string(),
  /** Staked this UK week (from Monday 00:00) and what is left under the weekly limit; null without one. */
  stakedThisWeek: z.number(),
  remainingThisWeek: z.number().nullable(),
  weekResetsAt: z.string(),
  /** Staked this UK calendar month (from the 1st 00:00) and what is left under the monthly limit; null without one. */
  stakedThisMonth: z.number(),
  remainingThisMonth: z.number().nullable(),
  monthResetsAt: z.string(),
  timeOutUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
});
export type TLimits = z.infer<typeof ZLimits>;
