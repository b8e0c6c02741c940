import {
  STARTER_BET_LIMIT,
  type TBet,
  type TBetStatus,
  type TBetSummary,
  type TLimits,
  type TPlaceBetBody,
  type TPutLimitsBody,
} from '~/domain/bets.contract';
import {
  extendUntil,
  requestLimit,
  selfExclusionEnd,
  settleLimit,
  stakeRefusal,
  type TLimitState,
  timeOutEnd,
} from '~/domain/limits';
import { formatPence, penceToPounds, poundsToPence } from '~/domain/money';
import { parseFractionalOdds, sameOdds } from '~/domain/odds';
import { describePlaceTerms } from '~/domain/place-terms';
import {
  isWinner,
  outcomeOf,
  potentialReturn,
  settleBet,
  settlementLines,
  totalStake,
} from '~/domain/settlement';
import { hasTierAccess, lockedContentMessage, type TTier } from '~/domain/tiers';
import { nextUkMidnight, ukDate, ukInstant } from '~/domain/uk-time';
import type { TDb, TDbOrTx, TTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { placeTermsOf } from '../tips/tip-views';
import { createBetsRepository, type TBetRow, type TLimitsRow } from './bets.repository';
import { createUserReadCache } from './user-read-cache';

type TBettor = { id: number; tier: TTier };

export const toBetView = (row: TBetRow): TBet => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  type: row.type,
  odds: row.oddsText,
  stake: penceToPounds(row.stakePence),
  totalStake: penceToPounds(row.totalStakePence),
  potentialReturn: penceToPounds(row.potentialReturnPence),
  actualReturn: row.actualReturnPence === null ? null : penceToPounds(row.actualReturnPence),
  settlement: row.settlement,
  clientRef: row.clientRef,
  entry: {
    id: row.entryId,
    horse: row.horse,
    raceDate: row.raceDate,
    raceTime: row.raceTime,
    track: row.racecourse,
    result: row.result,
    placeTerms: describePlaceTerms(placeTermsOf(row)),
  },
});

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

const startOfUkDay = (now: Date) => ukInstant(ukDate(now), '00:00');

/**
 * Settles (or re-settles, after a correction) every bet on an entry from its recorded result. Idempotent.
 * `keepSettledAt`: a re-settlement under corrected rules keeps when each bet was first settled.
 */
export const settleEntryBets = async (
  tx: TDbOrTx,
  entryId: number,
  now: Date,
  { keepSettledAt = false }: { keepSettledAt?: boolean } = {},
): Promise<number> => {
  const repo = createBetsRepository(tx);
  const outcome = await repo.findEntryOutcome(entryId);
  if (!outcome) return 0;
  let changed = 0;
  const terms = placeTermsOf(outcome);
  for (const bet of await repo.listForEntry(entryId)) {
    const next = outcome.result
      ? settleBet({
          type: bet.type,
          stakePence: bet.stakePence,
          odds: { num: bet.oddsNum, den: bet.oddsDen },
          terms,
          outcome: outcomeOf({ ...outcome, result: outcome.result }, terms),
        })
      : null;
    const status: TBetStatus = next?.status ?? 'Open';
    const actual = next?.returnPence ?? null;
    const detail = next?.detail ?? null;
    if (
      bet.status === status &&
      bet.actualReturnPence === actual &&
      JSON.stringify(bet.settlement) === JSON.stringify(detail)
    )
      continue;
    await repo.updateSettlement(bet.id, {
      status,
      actualReturnPence: actual,
      settlement: detail,
      settledAt: next ? (keepSettledAt ? (bet.settledAt ?? now) : now) : null,
    });
    changed += 1;
  }
  return changed;
};

/** Change-feed topic: payload a user id (that user's bets changed) or '*' (a settlement: anyone's may have). */
export const BETS_TOPIC = 'bets';

export const createBetsService = (deps: { db: TDb; changes: TChangeFeed }) => {
  const { db, changes } = deps;
  const repo = createBetsRepository(db);
  const reads = createUserReadCache<{ json: string; total: number }>({ isEnabled: changes.isReliable });
  changes.subscribe(BETS_TOPIC, (payload) =>
    payload === '*' ? reads.invalidateAll() : reads.invalidateUser(Number(payload)),
  );
  const userChanged = (userId: number) => changes.publish(BETS_TOPIC, String(userId));

  const loadLimits = async (source: ReturnType<typeof createBetsRepository>, userId: number, now: Date) => {
    const row = await source.findLimits(userId);
    return {
      row,
      perBet: settleLimit(limitState(row, 'perBet'), now),
      daily: settleLimit(limitState(row, 'daily'), now),
    };
  };

  /** Every rule a placement must pass, inside the user's locked transaction. */
  const placeIn = async (
    tx: TTx,
    user: TBettor,
    body: TPlaceBetBody,
    now: Date,
  ): Promise<{ bet: TBet; created: boolean }> => {
    const txRepo = createBetsRepository(tx);
    await txRepo.lockUser(user.id);
    if (body.clientRef) {
      const existing = await txRepo.findByClientRef(user.id, body.clientRef);
      if (existing) return { bet: toBetView(existing), created: false };
    }
    if (user.tier === 'Free') {
      throw new AppError(
        'FORBIDDEN',
        'Free accounts keep bets on this device. Upgrade to Starter to track bets in your account.',
      );
    }
    if (user.tier === 'Starter' && (await txRepo.countForUser(user.id)) >= STARTER_BET_LIMIT) {
      throw new AppError(
        'FORBIDDEN',
        `${lockedContentMessage('bet tracking beyond 25 bets', 'Monthly')} Starter tracks up to ${STARTER_BET_LIMIT} bets in your account.`,
      );
    }
    const tipsOnEntry = (await txRepo.findEntryForBet(body.raceEntryId, now)).filter((t) =>
      hasTierAccess(user.tier, t.accessLevel),
    );
    const entry = tipsOnEntry[0];
    // NOTE: an entry whose tips the caller may not see answers exactly like an unknown one.
    if (!entry)
      throw new AppError('BAD_REQUEST', 'There is no selection with that id to bet on', {
        field: 'raceEntryId',
      });
    if (entry.result !== null)
      throw new AppError('BAD_REQUEST', 'That race has a result, so it can no longer be bet on', {
        field: 'raceEntryId',
      });
    if (entry.startsAt.getTime() <= now.getTime())
      throw new AppError('BAD_REQUEST', 'That race has started, so it can no longer be bet on', {
        field: 'raceEntryId',
      });
    const odds = parseFractionalOdds(body.odds);
    const tip = odds
      ? tipsOnEntry.find((t) => sameOdds({ num: t.oddsNum, den: t.oddsDen }, odds))
      : undefined;
    if (!odds || !tip)
      throw new AppError('BAD_REQUEST', `The odds are now ${entry.oddsText}`, { field: 'odds' });

    const stakePence = poundsToPence(body.stake);
    const terms = placeTermsOf(entry);
    const expected = potentialReturn(body.type, stakePence, odds, terms);
    if (poundsToPence(body.potentialReturn) !== expected) {
      throw new AppError('BAD_REQUEST', `The potential return of this bet is ${formatPence(expected)}`, {
        field: 'potentialReturn',
      });
    }
    const totalStakePence = totalStake(body.type, stakePence);
    const limits = await loadLimits(txRepo, user.id, now);
    const refusal = stakeRefusal({
      totalStakePence,
      perBet: limits.perBet.current,
      daily: limits.daily.current,
      stakedTodayPence: await txRepo.stakedSince(user.id, startOfUkDay(now)),
      dailyResetsAt: nextUkMidnight(now),
      timeOutUntil: limits.row?.timeOutUntil ?? null,
      selfExcludedUntil: limits.row?.selfExcludedUntil ?? null,
      now,
    });
    if (refusal) throw new AppError('FORBIDDEN', refusal);

    const id = await txRepo.insert({
      userId: user.id,
      entryId: body.raceEntryId,
      type: body.type,
      oddsText: tip.oddsText,
      oddsNum: odds.num,
      oddsDen: odds.den,
      stakePence,
      totalStakePence,
      potentialReturnPence: expected,
      clientRef: body.clientRef ?? null,
      createdAt: now,
    });
    return { bet: toBetView((await txRepo.findById(id))!), created: true };
  };

  return {
    async place(user: TBettor, body: TPlaceBetBody, now: Date) {
      const placed = await db.transaction((tx) => placeIn(tx as TTx, user, body, now));
      if (placed.created) await userChanged(user.id);
      return placed;
    },

    /** Called after a result commits: any user's bets may have settled. */
    settledEverywhere: () => changes.publish(BETS_TOPIC, '*'),

    /** Device bets offered on sign-in: each is placed under the same rules; refusals say why and stay on the device. */
    async importBets(
      user: TBettor,
      items: Array<Omit<TPlaceBetBody, 'potentialReturn'> & { clientRef: string }>,
      now: Date,
    ) {
      const imported: string[] = [];
      const refused: Array<{ clientRef: string; reason: string }> = [];
      for (const item of items) {
        const odds = parseFractionalOdds(item.odds);
        try {
          const found = odds ? await repo.findEntryForBet(item.raceEntryId, now) : [];
          const terms = found[0] ? placeTermsOf(found[0]) : null;
          const expected =
            odds && terms ? potentialReturn(item.type, poundsToPence(item.stake), odds, terms) : 0;
          await db.transaction((tx) =>
            placeIn(tx as TTx, user, { ...item, potentialReturn: penceToPounds(expected) }, now),
          );
          imported.push(item.clientRef);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push({ clientRef: item.clientRef, reason: error.fieldMessage });
        }
      }
      if (imported.length > 0) await userChanged(user.id);
      return { imported, refused };
    },

    /** A page of the user's bets as rendered JSON (cached per user until their bets change). */
    listJson(userId: number, statuses: readonly TBetStatus[] | null, page: number, pageSize: number) {
      const key = `${statuses ? [...statuses].sort().join('+') : 'all'}:${page}:${pageSize}`;
      return reads.get(userId, key, async () => {
        const { rows, total } = await repo.list(userId, statuses, page, pageSize);
        return { json: JSON.stringify(rows.map(toBetView)), total };
      });
    },

    async summary(user: TBettor): Promise<TBetSummary> {
      const all = await repo.listAllForUser(user.id);
      const open = all.filter((b) => b.status === 'Open');
      const decided = all.filter((b) => b.status !== 'Open' && b.status !== 'Void');
      const staked = decided.reduce((sum, b) => sum + b.totalStakePence, 0);
      const returns = decided.reduce((sum, b) => sum + (b.actualReturnPence ?? 0), 0);
      const winners = decided.filter((b) =>
        isWinner({ returnPence: b.actualReturnPence ?? 0, totalStakePence: b.totalStakePence }),
      ).length;
      let running = 0;
      const series = decided
        .slice()
        .sort((a, b) => (a.settledAt?.getTime() ?? 0) - (b.settledAt?.getTime() ?? 0))
        .map((b) => {
          running += (b.actualReturnPence ?? 0) - b.totalStakePence;
          return { date: (b.settledAt ?? b.createdAt).toISOString(), profitLoss: penceToPounds(running) };
        });
      return {
        openCount: open.length,
        openStake: penceToPounds(open.reduce((sum, b) => sum + b.totalStakePence, 0)),
        settledCount: all.length - open.length,
        totalStaked: penceToPounds(staked),
        totalReturns: penceToPounds(returns),
        profitLoss: penceToPounds(returns - staked),
        roi: staked > 0 ? Math.round(((returns - staked) / staked) * 10_000) / 100 : null,
        strikeRate: decided.length > 0 ? Math.round((winners / decided.length) * 10_000) / 100 : null,
        winners,
        series,
        remainingTracked: user.tier === 'Starter' ? Math.max(0, STARTER_BET_LIMIT - all.length) : null,
      };
    },

    async balance(userId: number) {
      const all = await repo.listAllForUser(userId);
      const bankrollPence = await repo.findBankroll(userId);
      const settledProfitPence = all
        .filter((b) => b.status !== 'Open')
        .reduce((sum, b) => sum + (b.actualReturnPence ?? 0) - b.totalStakePence, 0);
      const openStakesPence = all
        .filter((b) => b.status === 'Open')
        .reduce((sum, b) => sum + b.totalStakePence, 0);
      return {
        bankrollPence,
        settledProfitPence,
        openStakesPence,
        balancePence: bankrollPence + settledProfitPence - openStakesPence,
      };
    },

    setBankroll: (userId: number, pounds: number) => repo.setBankroll(userId, poundsToPence(pounds)),

    async exportCsv(userId: number): Promise<string> {
      const quote = (value: string | number | null) => {
        const text = value === null ? '' : String(value);
        // NOTE: a leading =, +, - or @ would run as a formula in a spreadsheet: prefix it.
        const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
        return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
      };
      const money = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));
      const header = [
        'Placed',
        'Race date',
        'Race time',
        'Course',
        'Horse',
        'Type',
        'Odds',
        'Stake',
        'Total stake',
        'Potential return',
        'Status',
        'Return',
        'Profit/loss',
        'Settled',
        'How it was settled',
      ];
      const lines = (await repo.listAllForUser(userId)).map((b) =>
        [
          b.createdAt.toISOString(),
          b.raceDate,
          b.raceTime,
          b.racecourse,
          b.horse,
          b.type,
          b.oddsText,
          money(b.stakePence),
          money(b.totalStakePence),
          money(b.potentialReturnPence),
          b.status,
          money(b.actualReturnPence),
          b.status === 'Open' ? '' : money((b.actualReturnPence ?? 0) - b.totalStakePence),
          b.settledAt?.toISOString() ?? '',
          b.settlement ? settlementLines(b.settlement).join(' ') : '',
        ]
          .map(quote)
          .join(','),
      );
      return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
    },

    /**
     * Outcomes of the entries whose tip the caller may see now (a released tip of their tier or below). Any other id
     * is left out exactly like an unknown one: ids are guessable, and a locked tip's result would reveal it.
     */
    async outcomes(ids: readonly number[], tier: TTier, now: Date) {
      const rows = ids.length ? await repo.listOutcomes(ids, now) : [];
      const visible = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (hasTierAccess(tier, row.accessLevel)) visible.set(row.id, row);
      return [...visible.values()].map((r) => ({
        id: r.id,
        result: r.result,
        deadHeat: r.deadHeat,
        deadHeatPosition: r.deadHeatPosition,
        rule4Pence: r.rule4Pence,
        terms: placeTermsOf(r),
      }));
    },

    async limits(userId: number, now: Date): Promise<TLimits> {
      const { row, perBet, daily } = await loadLimits(repo, userId, now);
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
        const txRepo = createBetsRepository(tx);
        await txRepo.lockUser(userId);
        const { row, perBet, daily } = await loadLimits(txRepo, userId, now);
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
  };
};

export type TBetsService = ReturnType<typeof createBetsService>;
