import type { TLimits, TPutLimitsBody } from '~/domain/bets.contract';
import {
  extendUntil,
  LIMIT_PERIODS,
  remainingUnder,
  requestLimit,
  selfExclusionEnd,
  settleLimit,
  stakeRefusal,
  type TLimitPeriod,
  type TLimitState,
  type TPeriodLimit,
  timeOutEnd,
} from '~/domain/limits';
import { penceToPounds, poundsToPence, type TPence } from '~/domain/money';
import {
  nextUkMidnight,
  nextUkMonthStart,
  nextUkWeekStart,
  startOfUkDay,
  startOfUkMonth,
  startOfUkWeek,
} from '~/domain/uk-time';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createClosedExclusionsRepository } from './closed-exclusions.repository';
import { createLimitsRepository, type TLimitsInsert, type TLimitsRow } from './limits.repository';

const UK_LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
/** The refusal for an e-mail whose closed account's break or self-exclusion is still running. */
export const excludedEmailMessage = (until: Date) =>
  `This e-mail address has a break or self-exclusion from RacePro until ${UK_LONG_DATE.format(until)}. It cannot be used to sign in or open an account until then.`;

/**
 * Whether a break or self-exclusion kept from a closed account (decision 0022) still covers this e-mail at `now`:
 * its end, or null. Sign-in refuses such an e-mail (auth.routes); sign-up must refuse it too.
 */
export const isExcludedEmail = (db: TDbOrTx, email: string, now: Date): Promise<Date | null> =>
  createClosedExclusionsRepository(db).activeUntil(email, now);

/** The four stake limits: where each is kept in `betting_limits`, and its field in the API. */
const LIMIT_COLUMNS = {
  perBet: {
    field: 'perBetLimit',
    current: 'perBetPence',
    hasPending: 'hasPendingPerBet',
    pending: 'pendingPerBetPence',
    pendingAt: 'pendingPerBetAt',
  },
  daily: {
    field: 'dailyLimit',
    current: 'dailyPence',
    hasPending: 'hasPendingDaily',
    pending: 'pendingDailyPence',
    pendingAt: 'pendingDailyAt',
  },
  weekly: {
    field: 'perWeekLimit',
    current: 'weeklyPence',
    hasPending: 'hasPendingWeekly',
    pending: 'pendingWeeklyPence',
    pendingAt: 'pendingWeeklyAt',
  },
  monthly: {
    field: 'perMonthLimit',
    current: 'monthlyPence',
    hasPending: 'hasPendingMonthly',
    pending: 'pendingMonthlyPence',
    pendingAt: 'pendingMonthlyAt',
  },
} as const satisfies Record<
  'perBet' | TLimitPeriod,
  {
    field: keyof TPutLimitsBody & keyof TLimits;
    current: keyof TLimitsRow;
    hasPending: keyof TLimitsRow;
    pending: keyof TLimitsRow;
    pendingAt: keyof TLimitsRow;
  }
>;
type TLimitKind = keyof typeof LIMIT_COLUMNS;
const LIMIT_KINDS = Object.keys(LIMIT_COLUMNS) as TLimitKind[];

const limitState = (row: TLimitsRow | null, kind: TLimitKind): TLimitState => {
  if (!row) return { current: null, pending: null };
  const columns = LIMIT_COLUMNS[kind];
  const pendingAt = row[columns.pendingAt];
  return {
    current: row[columns.current],
    pending:
      row[columns.hasPending] && pendingAt ? { value: row[columns.pending], effectiveAt: pendingAt } : null,
  };
};

/** The limits in force at `now` (a matured raise replaces the old limit). */
const settledLimits = (row: TLimitsRow | null, now: Date) =>
  Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, settleLimit(limitState(row, kind), now)])) as Record<
    TLimitKind,
    TLimitState
  >;

/** Where each period starts and ends at `now`: the UK day, week (from Monday) and calendar month (from the 1st). */
const periodBounds = (now: Date): Record<TLimitPeriod, { start: Date; resetsAt: Date }> => ({
  daily: { start: startOfUkDay(now), resetsAt: nextUkMidnight(now) },
  weekly: { start: startOfUkWeek(now), resetsAt: nextUkWeekStart(now) },
  monthly: { start: startOfUkMonth(now), resetsAt: nextUkMonthStart(now) },
});

/**
 * Why a stake may not be recorded for this user now (limits, time-out, self-exclusion), or null. `row` is the user's
 * settings, read by the placement as it locked the user's row; the period stakes are read after that lock (and only
 * for the periods with a limit), so the sums cannot race another placement. `perBetStakePence`: a corrected bet's
 * whole new stake, which the per-bet limit reads while the periods count only the increase (`totalStakePence`).
 */
export const stakeRefusalFor = async (
  tx: TDbOrTx,
  userId: number,
  row: TLimitsRow | null,
  totalStakePence: TPence,
  now: Date,
  { perBetStakePence }: { perBetStakePence?: TPence } = {},
): Promise<string | null> => {
  const limits = settledLimits(row, now);
  const bounds = periodBounds(now);
  if (perBetStakePence !== undefined) {
    const unlimited = { limit: null, stakedPence: 0, resetsAt: now };
    const perBet = stakeRefusal({
      totalStakePence: perBetStakePence,
      perBet: limits.perBet.current,
      periods: { daily: unlimited, weekly: unlimited, monthly: unlimited },
      timeOutUntil: row?.timeOutUntil ?? null,
      selfExcludedUntil: row?.selfExcludedUntil ?? null,
      now,
    });
    if (perBet) return perBet;
  }
  const limited = LIMIT_PERIODS.filter((period) => limits[period].current !== null);
  const staked = await createLimitsRepository(tx).stakedInPeriods(
    userId,
    Object.fromEntries(limited.map((period) => [period, bounds[period].start])),
  );
  const periods = Object.fromEntries(
    LIMIT_PERIODS.map((period) => [
      period,
      { limit: limits[period].current, stakedPence: staked[period], resetsAt: bounds[period].resetsAt },
    ]),
  ) as Record<TLimitPeriod, TPeriodLimit>;
  return stakeRefusal({
    totalStakePence,
    perBet: limits.perBet.current,
    periods,
    timeOutUntil: row?.timeOutUntil ?? null,
    selfExcludedUntil: row?.selfExcludedUntil ?? null,
    now,
  });
};

const toPounds = (pence: TPence | null) => (pence === null ? null : penceToPounds(pence));

/** Safer-gambling settings (DESIGN.md "Safer gambling") and the bankroll behind the balance. */
export const createLimitsService = ({ db }: { db: TDb }) => {
  const repo = createLimitsRepository(db);
  return {
    async limits(userId: number, now: Date): Promise<TLimits> {
      const row = await repo.findLimits(userId);
      const limits = settledLimits(row, now);
      const bounds = periodBounds(now);
      const staked = await repo.stakedInPeriods(userId, {
        daily: bounds.daily.start,
        weekly: bounds.weekly.start,
        monthly: bounds.monthly.start,
      });
      const pending = (state: TLimitState) =>
        state.pending
          ? {
              amount: toPounds(state.pending.value),
              effectiveAt: state.pending.effectiveAt.toISOString(),
            }
          : null;
      const remaining = (period: TLimitPeriod) =>
        toPounds(remainingUnder(limits[period].current, staked[period]));
      const active = (until: Date | null | undefined) => (until && until > now ? until.toISOString() : null);
      return {
        perBetLimit: toPounds(limits.perBet.current),
        dailyLimit: toPounds(limits.daily.current),
        perWeekLimit: toPounds(limits.weekly.current),
        perMonthLimit: toPounds(limits.monthly.current),
        pendingPerBetLimit: pending(limits.perBet),
        pendingDailyLimit: pending(limits.daily),
        pendingPerWeekLimit: pending(limits.weekly),
        pendingPerMonthLimit: pending(limits.monthly),
        stakedToday: penceToPounds(staked.daily),
        remainingToday: remaining('daily'),
        dailyResetsAt: bounds.daily.resetsAt.toISOString(),
        stakedThisWeek: penceToPounds(staked.weekly),
        remainingThisWeek: remaining('weekly'),
        weekResetsAt: bounds.weekly.resetsAt.toISOString(),
        stakedThisMonth: penceToPounds(staked.monthly),
        remainingThisMonth: remaining('monthly'),
        monthResetsAt: bounds.monthly.resetsAt.toISOString(),
        timeOutUntil: active(row?.timeOutUntil),
        selfExcludedUntil: active(row?.selfExcludedUntil),
      };
    },

    async updateLimits(userId: number, body: TPutLimitsBody, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createLimitsRepository(tx);
        await txRepo.lockUser(userId);
        const row = await txRepo.findLimits(userId);
        const limits = settledLimits(row, now);
        const toPence = (value: number | null) => (value === null ? null : poundsToPence(value));
        const stored: Partial<TLimitsInsert> = {};
        for (const kind of LIMIT_KINDS) {
          const columns = LIMIT_COLUMNS[kind];
          const requested = body[columns.field];
          const next =
            requested === undefined ? limits[kind] : requestLimit(limits[kind], toPence(requested), now);
          Object.assign(stored, {
            [columns.current]: next.current,
            [columns.hasPending]: next.pending !== null,
            [columns.pending]: next.pending?.value ?? null,
            [columns.pendingAt]: next.pending?.effectiveAt ?? null,
          });
        }
        const timeOutUntil = body.timeOut
          ? extendUntil(row?.timeOutUntil ?? null, timeOutEnd(body.timeOut, now))
          : (row?.timeOutUntil ?? null);
        const selfExcludedUntil = body.selfExcludeMonths
          ? extendUntil(row?.selfExcludedUntil ?? null, selfExclusionEnd(body.selfExcludeMonths, now))
          : (row?.selfExcludedUntil ?? null);
        await txRepo.upsertLimits({ ...stored, userId, timeOutUntil, selfExcludedUntil });
      });
    },

    /** Bankroll, settled profit, open stakes and what is left (DESIGN.md section 6: pence). */
    async balance(userId: number) {
      const { settledProfitPence, openStakesPence } = await repo.betTotals(userId);
      const bankrollPence = await repo.findBankroll(userId);
      return {
        bankrollPence,
        settledProfitPence,
        openStakesPence,
        balancePence: bankrollPence + settledProfitPence - openStakesPence,
      };
    },

    setBankroll: (userId: number, pounds: number) => repo.setBankroll(userId, poundsToPence(pounds)),

    /** The end of a break or self-exclusion kept for this e-mail from a closed account, or null (see above). */
    isExcludedEmail: (email: string, now: Date) => isExcludedEmail(db, email, now),

    /**
     * For a sign-in or a sign-up with this e-mail: 403 with a kind message while an exclusion kept from a closed
     * account covers it. Call it only once the password is right, so it tells a stranger nothing.
     */
    async refuseExcludedEmail(email: string, now: Date): Promise<void> {
      const until = await isExcludedEmail(db, email, now);
      if (until) throw new AppError('FORBIDDEN', excludedEmailMessage(until));
    },
  };
};

export type TLimitsService = ReturnType<typeof createLimitsService>;
