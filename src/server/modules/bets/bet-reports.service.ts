import { betsCsv, readBetsCsv, type TImportedBet } from '~/domain/bet-csv';
import {
  betBreakdowns,
  betTotals,
  isInWindow,
  priceBeaten,
  profitLossSeries,
  type TBreakdownRow,
  type TDateWindow,
} from '~/domain/bet-figures';
import type { TBetBreakdown, TBreakdownRowView, TImportCsvOutcome } from '~/domain/bet-figures.contract';
import { betTrackingFor, remainingTrackedBets } from '~/domain/bet-tracking';
import type { TBet, TBetStatus, TBetSummary } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import type { TTier } from '~/domain/tiers';
import { todaysStakesAndProfit } from '~/domain/todays-bets';
import type { TTodaysBets } from '~/domain/todays-bets.contract';
import { startOfUkDay, ukDate } from '~/domain/uk-time';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { TChangeFeed } from '../../plugins/change-feed';
import { toCsvRecord, toReportBets } from './bet-report-rows';
import { createBetReportsRepository } from './bet-reports.repository';
import { BETS_TOPIC } from './bet-settlement';
import { editableUntilOf, toBetView } from './bet-views';
import { createBetsRepository, type TBetInsert, type TBetRow } from './bets.repository';
import { createMultipleBetsRepository, type TBetLegRow } from './multiple-bets.repository';
import { createUserReadCache } from './user-read-cache';

const ALL_TIME: TDateWindow = { from: null, to: null };

/** An imported line as a bet typed in by hand (kind 'manual'); a multiple keeps its type and lines, not its legs. */
const toManualBet = (userId: number, bet: TImportedBet, now: Date): TBetInsert => ({
  userId,
  kind: 'manual',
  type: bet.type,
  oddsText: bet.priceType === 'sp' ? 'SP' : (bet.odds?.text ?? '-'),
  oddsNum: bet.odds?.num ?? 0,
  oddsDen: bet.odds?.den ?? 1,
  stakePence: bet.stakePence,
  totalStakePence: bet.totalStakePence,
  potentialReturnPence: bet.returnPence ?? 0,
  actualReturnPence: bet.returnPence,
  status: bet.status,
  settledAt: bet.settledAt,
  createdAt: bet.placedAt ?? now,
  bookmaker: bet.bookmaker,
  priceType: bet.priceType,
  tipOddsText: bet.tipOdds?.text ?? null,
  tipOddsNum: bet.tipOdds?.num ?? null,
  tipOddsDen: bet.tipOdds?.den ?? null,
  multipleType: bet.multipleType,
  lineCount: bet.lineCount,
  manualCourse: bet.course,
  manualRaceDate: bet.raceDate,
  manualRaceTime: bet.raceTime,
  manualStartsAt: bet.startsAt,
  manualHorse: bet.horse,
  voidReason: bet.voidReason,
  voidedAt: bet.status === 'Void' ? bet.settledAt : null,
});

const SETTLED_STATUSES: readonly TBetStatus[] = ['Won', 'Placed', 'Lost', 'Void'];

/** What a bettor reads about their bets: the pages of My Bets (cached per user), the summary and the CSV export. */
export const createBetReportsService = ({ db, changes }: { db: TDb; changes: TChangeFeed }) => {
  const repo = createBetsRepository(db);
  const multiples = createMultipleBetsRepository(db);
  /** A page's multiples' legs (one query for the whole page). */
  const legsOf = (rows: readonly TBetRow[]): Promise<Map<number, TBetLegRow[]>> =>
    multiples.legsByBet(rows.filter((row) => row.kind === 'multiple').map((row) => row.id));
  const reports = createBetReportsRepository(db);
  const loadReportBets = async (userId: number) => {
    const [rows, legs] = await Promise.all([reports.listForReports(userId), reports.listLegsForUser(userId)]);
    return toReportBets(rows, legs);
  };
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

    /** The figures above My Bets for a window of race dates (all time without one): bet-figures.ts computes each. */
    async summary(user: { id: number; tier: TTier }, window: TDateWindow = ALL_TIME): Promise<TBetSummary> {
      const all = await loadReportBets(user.id);
      const inWindow = all.filter((bet) => isInWindow(bet.raceDate, window)).map((bet) => bet.figures);
      const open = inWindow.filter((bet) => bet.status === 'Open');
      const totals = betTotals(inWindow);
      return {
        from: window.from,
        to: window.to,
        openCount: open.length,
        openStake: penceToPounds(open.reduce((sum, b) => sum + b.totalStakePence, 0)),
        settledCount: inWindow.length - open.length,
        totalStaked: penceToPounds(totals.stakedPence),
        totalReturns: penceToPounds(totals.returnsPence),
        profitLoss: penceToPounds(totals.profitLossPence),
        roi: totals.roi,
        strikeRate: totals.strikeRate,
        winners: totals.winners,
        countedBets: totals.bets,
        priceBeaten: priceBeaten(inWindow),
        series: profitLossSeries(inWindow).map((point) => ({
          date: point.date,
          profitLoss: penceToPounds(point.profitLossPence),
        })),
        // The Starter cap counts every bet in the account, whatever the window.
        remainingTracked: remainingTrackedBets(user.tier, all.length),
      };
    },

    /** The window's settled, not void bets by bet type, bookmaker, course, odds band and tipped or own. */
    async breakdown(userId: number, window: TDateWindow): Promise<TBetBreakdown> {
      const bets = (await loadReportBets(userId))
        .filter((bet) => isInWindow(bet.raceDate, window))
        .map((bet) => bet.figures);
      const breakdowns = betBreakdowns(bets);
      const rowView = (row: TBreakdownRow): TBreakdownRowView => ({
        key: row.key,
        label: row.label,
        bets: row.bets,
        winners: row.winners,
        staked: penceToPounds(row.stakedPence),
        returns: penceToPounds(row.returnsPence),
        profitLoss: penceToPounds(row.profitLossPence),
        roi: row.roi,
        strikeRate: row.strikeRate,
      });
      return {
        from: window.from,
        to: window.to,
        groups: {
          betType: breakdowns.betType.map(rowView),
          bookmaker: breakdowns.bookmaker.map(rowView),
          course: breakdowns.course.map(rowView),
          oddsBand: breakdowns.oddsBand.map(rowView),
          selection: breakdowns.selection.map(rowView),
        },
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

    /** Every bet with every field, oldest first (bet-csv.ts). */
    async exportCsv(userId: number): Promise<string> {
      return betsCsv((await loadReportBets(userId)).map(toCsvRecord));
    },

    /**
     * An exported file taken back as bets typed in by hand, settled as it says: checked whole first (per-row errors,
     * nothing stored on any), then the Starter cap for the whole file, in the user's locked transaction.
     */
    async importCsv(user: { id: number; tier: TTier }, text: string, now: Date): Promise<TImportCsvOutcome> {
      const tracking = betTrackingFor(user.tier);
      if (tracking.where === 'device')
        throw new AppError(
          'FORBIDDEN',
          'Free accounts keep bets on this device. Upgrade to Starter to track bets in your account.',
        );
      const reading = readBetsCsv(text, now);
      if (!reading.isValid) return { imported: 0, errors: reading.errors };
      await db.transaction(async (tx) => {
        const txRepo = createBetReportsRepository(tx);
        const tracked = await txRepo.lockAndCount(user.id);
        if (tracking.limit !== null && tracked + reading.bets.length > tracking.limit)
          throw new AppError(
            'FORBIDDEN',
            `Starter tracks up to ${tracking.limit} bets in your account: you have ${tracked} and this file holds ${reading.bets.length}, so nothing was imported. Monthly tracks without a limit.`,
          );
        await txRepo.insertMany(reading.bets.map((bet) => toManualBet(user.id, bet, now)));
      });
      await changes.publish(BETS_TOPIC, String(user.id));
      return { imported: reading.bets.length, errors: [] };
    },
  };
};

export type TBetReportsService = ReturnType<typeof createBetReportsService>;
