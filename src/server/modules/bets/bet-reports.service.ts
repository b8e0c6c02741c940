import { remainingTrackedBets } from '~/domain/bet-tracking';
import type { TBet, TBetStatus, TBetSummary } from '~/domain/bets.contract';
import { BET_SHAPES } from '~/domain/calculators/bet-types';
import { penceToPounds } from '~/domain/money';
import { isWinner, settlementLines } from '~/domain/settlement';
import type { TTier } from '~/domain/tiers';
import { todaysStakesAndProfit } from '~/domain/todays-bets';
import type { TTodaysBets } from '~/domain/todays-bets.contract';
import { startOfUkDay, ukDate } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import type { TChangeFeed } from '../../plugins/change-feed';
import { BETS_TOPIC } from './bet-settlement';
import { editableUntilOf, toBetView } from './bet-views';
import { createBetsRepository, type TBetRow } from './bets.repository';
import { createMultipleBetsRepository, type TBetLegRow } from './multiple-bets.repository';
import { createUserReadCache } from './user-read-cache';

const SETTLED_STATUSES: readonly TBetStatus[] = ['Won', 'Placed', 'Lost', 'Void'];

/** What a bettor reads about their bets: the pages of My Bets (cached per user), the summary and the CSV export. */
export const createBetReportsService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const repo = createBetsRepository(db);
  const multiples = createMultipleBetsRepository(db);
  /** A page's multiples' legs (one query for the whole page). */
  const legsOf = (rows: readonly TBetRow[]): Promise<Map<number, TBetLegRow[]>> =>
    multiples.legsByBet(rows.filter((row) => row.kind === 'multiple').map((row) => row.id));
  const reads = createUserReadCache<{ json: string; total: number; staleAt: number | null }>({
    isEnabled: changes.isReliable,
  });
  changes.subscribe(BETS_TOPIC, (payload) =>
    payload === '*' ? reads.invalidateAll() : reads.invalidateUser(Number(payload)),
  );

  return {
    /**
     * A page of the user's bets as rendered JSON (cached per user until their bets change, or until the first of
     * their `editableUntil` passes: the page says until when each open bet can be corrected).
     */
    async listJson(
      userId: number,
      statuses: readonly TBetStatus[] | null,
      page: number,
      pageSize: number,
      now: Date,
    ) {
      const key = `${statuses ? [...statuses].sort().join('+') : 'all'}:${page}:${pageSize}`;
      const render = async () => {
        const { rows, total } = await repo.list(userId, statuses, page, pageSize);
        const legs = await legsOf(rows);
        const offs = rows.flatMap((row) => editableUntilOf(row, now, legs.get(row.id))?.getTime() ?? []);
        return {
          json: JSON.stringify(rows.map((row) => toBetView(row, now, legs.get(row.id)))),
          total,
          staleAt: offs.length > 0 ? Math.min(...offs) : null,
        };
      };
      const cached = await reads.get(userId, key, render);
      if (cached.staleAt === null || now.getTime() < cached.staleAt) return cached;
      reads.invalidateUser(userId);
      return reads.get(userId, key, render);
    },

    /** The user's newest settled bets (void included), at most `max`, as the API shows them (the AI advisor's read). */
    async settled(userId: number, max: number): Promise<TBet[]> {
      const { rows } = await repo.list(userId, SETTLED_STATUSES, 1, max);
      const legs = await legsOf(rows);
      // A settled bet can no longer be corrected whatever the time, so any instant renders it the same.
      return rows.map((row) => toBetView(row, new Date(0), legs.get(row.id)));
    },

    /** The entries among `entryIds` the user has tracked a bet on (tip cards mark them "Tracked"). */
    tracked: (userId: number, entryIds: readonly number[]) => repo.trackedEntries(userId, entryIds),

    async summary(user: { id: number; tier: TTier }): Promise<TBetSummary> {
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
        remainingTracked: remainingTrackedBets(user.tier, all.length),
      };
    },

    /** The reality check's figures: the user's bets placed on the UK day of `now`, their stakes and profit or loss. */
    async today(userId: number, now: Date): Promise<TTodaysBets> {
      const rows = await repo.listMoneySince(userId, startOfUkDay(now));
      const totals = todaysStakesAndProfit(rows, now);
      return {
        date: ukDate(now),
        bets: totals.bets,
        staked: penceToPounds(totals.stakedPence),
        profitLoss: penceToPounds(totals.profitPence),
      };
    },

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
      const all = await repo.listAllForUser(userId);
      const legs = await multiples.legsByBet(all.filter((b) => b.kind === 'multiple').map((b) => b.id));
      // A multiple: its legs' horses and its type ("Lucky 15 each way"); its races are its legs'.
      const legHorses = (id: number) => (legs.get(id) ?? []).map((leg) => leg.horse).join(' / ');
      const lines = all.map((b) =>
        [
          b.createdAt.toISOString(),
          b.raceDate,
          b.raceTime,
          b.racecourse,
          b.multipleType ? legHorses(b.id) : b.horse,
          b.multipleType
            ? `${BET_SHAPES[b.multipleType].label}${b.type === 'Each Way' ? ' each way' : ''}`
            : b.type,
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
  };
};

export type TBetReportsService = ReturnType<typeof createBetReportsService>;
