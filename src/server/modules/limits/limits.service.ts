import type { TLimits, TPutLimitsBody } from '~/domain/bets.contract';
import {
  extendUntil,
  requestLimit,
  selfExclusionEnd,
  settleLimit,
  stakeRefusal,
  type TLimitState,
  timeOutEnd,
} from '~/domain/limits';
import { penceToPounds, poundsToPence, type TPence } from '~/domain/money';
import { nextUkMidnight, startOfUkDay } from '~/domain/uk-time';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createClosedExclusionsRepository } from './closed-exclusions.repository';
import { createLimitsRepository, type TLimitsRow } from './limits.repository';

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

const limitState = (row: TLimitsRow | null, which: 'perBet' | 'daily'): TLimitState => {
  if (!row) return { current: null, pending: null };
  return which === 'perBet'
    ? {
        current: row.perBetPence,
        pending:
          row.hasPendingPerBet && row.pendingPerBetAt
            ? { value: row.pendingPerBetPence, effectiveAt: row.pendingPerBetAt }
            : null,
      }
    : {
        current: row.dailyPence,
        pending:
          row.hasPendingDaily && row.pendingDailyAt
            ? { value: row.pendingDailyPence, effectiveAt: row.pendingDailyAt }
            : null,
      };
};

/** The limits in force at `now` (a matured raise replaces the old limit). */
const loadLimits = async (db: TDbOrTx, userId: number, now: Date) => {
  const row = await createLimitsRepository(db).findLimits(userId);
  return {
    row,
    perBet: settleLimit(limitState(row, 'perBet'), now),
    daily: settleLimit(limitState(row, 'daily'), now),
  };
};

/**
 * Why a stake may not be recorded for this user now (limits, time-out, self-exclusion), or null. `row` is the user's
 * settings, read by the placement as it locked the user's row; the day's stakes are read after that lock (and only
 * when a daily limit applies), so the daily sum cannot race another placement.
 */
export const stakeRefusalFor = async (
  tx: TDbOrTx,
  userId: number,
  row: TLimitsRow | null,
  totalStakePence: TPence,
  now: Date,
): Promise<string | null> => {
  const daily = settleLimit(limitState(row, 'daily'), now).current;
  return stakeRefusal({
    totalStakePence,
    perBet: settleLimit(limitState(row, 'perBet'), now).current,
    daily,
    stakedTodayPence:
      daily === null ? 0 : await createLimitsRepository(tx).stakedSince(userId, startOfUkDay(now)),
    dailyResetsAt: nextUkMidnight(now),
    timeOutUntil: row?.timeOutUntil ?? null,
    selfExcludedUntil: row?.selfExcludedUntil ?? null,
    now,
  });
};

/** Safer-gambling settings (DESIGN.md "Safer gambling") and the bankroll behind the balance. */
export const createLimitsService = ({ db }: { db: TDb }) => {
  const repo = createLimitsRepository(db);
  return {
    async limits(userId: number, now: Date): Promise<TLimits> {
      const { row, perBet, daily } = await loadLimits(db, userId, now);
      const staked = await repo.stakedSince(userId, startOfUkDay(now));
      const pending = (state: TLimitState) =>
        state.pending
          ? {
              amount: state.pending.value === null ? null : penceToPounds(state.pending.value),
              effectiveAt: state.pending.effectiveAt.toISOString(),
            }
          : null;
      const active = (until: Date | null | undefined) => (until && until > now ? until.toISOString() : null);
      return {
        perBetLimit: perBet.current === null ? null : penceToPounds(perBet.current),
        dailyLimit: daily.current === null ? null : penceToPounds(daily.current),
        pendingPerBetLimit: pending(perBet),
        pendingDailyLimit: pending(daily),
        stakedToday: penceToPounds(staked),
        remainingToday: daily.current === null ? null : penceToPounds(Math.max(0, daily.current - staked)),
        dailyResetsAt: nextUkMidnight(now).toISOString(),
        timeOutUntil: active(row?.timeOutUntil),
        selfExcludedUntil: active(row?.selfExcludedUntil),
      };
    },

    async updateLimits(userId: number, body: TPutLimitsBody, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createLimitsRepository(tx);
        await txRepo.lockUser(userId);
        const { row, perBet, daily } = await loadLimits(tx, userId, now);
        const toPence = (value: number | null) => (value === null ? null : poundsToPence(value));
        const nextPerBet =
          body.perBetLimit === undefined ? perBet : requestLimit(perBet, toPence(body.perBetLimit), now);
        const nextDaily =
          body.dailyLimit === undefined ? daily : requestLimit(daily, toPence(body.dailyLimit), now);
        const timeOutUntil = body.timeOut
          ? extendUntil(row?.timeOutUntil ?? null, timeOutEnd(body.timeOut, now))
          : (row?.timeOutUntil ?? null);
        const selfExcludedUntil = body.selfExcludeMonths
          ? extendUntil(row?.selfExcludedUntil ?? null, selfExclusionEnd(body.selfExcludeMonths, now))
          : (row?.selfExcludedUntil ?? null);
        await txRepo.upsertLimits({
          userId,
          perBetPence: nextPerBet.current,
          hasPendingPerBet: nextPerBet.pending !== null,
          pendingPerBetPence: nextPerBet.pending?.value ?? null,
          pendingPerBetAt: nextPerBet.pending?.effectiveAt ?? null,
          dailyPence: nextDaily.current,
          hasPendingDaily: nextDaily.pending !== null,
          pendingDailyPence: nextDaily.pending?.value ?? null,
          pendingDailyAt: nextDaily.pending?.effectiveAt ?? null,
          timeOutUntil,
          selfExcludedUntil,
        });
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
