import { ADVISOR_ODDS_BANDS, oddsBandOf } from './advisor';
import { BREAKDOWN_DIMENSIONS, BREAKDOWN_TITLES, type TBreakdownDimension } from './bet-figures.contract';
import type { TBetKind, TBetPriceType } from './bets.contract';
import { BET_SHAPES, SETTLER_BET_TYPES, type TSettlerBetType } from './calculators/bet-types';
import { add, div, fraction, fromOdds, sub, sum, type TFraction, toNumber } from './fraction';
import type { TPence } from './money';
import { BET_TYPES, isWinner, type TBetStatus, type TBetType } from './settlement';
import { settledProfitLossPence } from './statement';

/**
 * The member's profit and loss over a window of UK dates (issue 36 item 5): the figures above My Bets, their
 * breakdowns and the chart. One function computes each figure; the API, the chat's "my bets" and My Bets show them.
 * What counts (decision 0033): a bet is in a window by its race date (a multiple's last leg, a manual bet's date);
 * stakes, returns, P/L, ROI and strike rate count settled bets that are not void (a void bet returns its stake and
 * adds nothing); a winner returned more than it staked (DESIGN.md section 4).
 */

type TOdds = { num: number; den: number };

/** What the figures read of a bet. */
export type TFiguresBet = {
  kind: TBetKind;
  status: TBetStatus;
  totalStakePence: TPence;
  actualReturnPence: TPence | null;
  /** The UK date that puts the bet in a window (YYYY-MM-DD). */
  raceDate: string;
  settledAt: Date | null;
  type: TBetType;
  multipleType: TSettlerBetType | null;
  bookmaker: string | null;
  /** The course of a single (or a manual bet); null for a multiple. */
  course: string | null;
  priceType: TBetPriceType;
  /** The price taken (null for an SP bet and a multiple). */
  priceTaken: TOdds | null;
  /** The runner's starting price once returned (null for a multiple or when none was recorded). */
  sp: TOdds | null;
  /** Placed on a tip (the tip's price was recorded beside it; a multiple when every leg was a tip). */
  isTipped: boolean;
};

export { BET_WINDOWS, betWindow, isInWindow, type TBetWindowKey, type TDateWindow } from './bet-windows';

/** A share as a percentage to 2 decimals (66.67 for 2 of 3); null without a denominator. */
const percent = (part: TFraction): number => Math.round(toNumber(part) * 10_000) / 100;

const isDecided = (bet: TFiguresBet): boolean => bet.status !== 'Open' && bet.status !== 'Void';
const isWinning = (bet: TFiguresBet): boolean =>
  isWinner({ returnPence: bet.actualReturnPence ?? 0, totalStakePence: bet.totalStakePence });

export type TBetTotals = {
  /** Settled bets that were not void. */
  bets: number;
  winners: number;
  stakedPence: TPence;
  returnsPence: TPence;
  profitLossPence: TPence;
  /** Profit over stakes, %; null until something was staked. */
  roi: number | null;
  /** Winners over bets, %; null until a bet has settled. */
  strikeRate: number | null;
};

/** Stakes, returns, P/L, ROI and strike rate of the settled, not void bets among `bets`. */
export const betTotals = (bets: readonly TFiguresBet[]): TBetTotals => {
  const decided = bets.filter(isDecided);
  const stakedPence = decided.reduce((total, bet) => total + bet.totalStakePence, 0);
  const returnsPence = decided.reduce((total, bet) => total + (bet.actualReturnPence ?? 0), 0);
  const winners = decided.filter(isWinning).length;
  return {
    bets: decided.length,
    winners,
    stakedPence,
    returnsPence,
    profitLossPence: returnsPence - stakedPence,
    roi: stakedPence > 0 ? percent(fraction(returnsPence - stakedPence, stakedPence)) : null,
    strikeRate: decided.length > 0 ? percent(fraction(winners, decided.length)) : null,
  };
};

export type TPriceBeaten = {
  /** The bets it is over: settled singles with a price taken and an SP. */
  bets: number;
  /** How many were taken at a bigger price than the SP. */
  beaten: number;
  /** beaten over bets, %. */
  share: number;
  /** The average % by which the taken price's decimal beat the SP's decimal (negative: worse than SP). */
  averageEdge: number;
};

const decimalOf = (odds: TOdds): TFraction => add(fromOdds(odds), fraction(1));

/**
 * The member's closing-line figure: over settled singles with a price taken and an SP (an SP bet, a multiple, a bet
 * with no SP and a void bet are left out), the share taken above SP and the average edge of the taken price's decimal
 * over the SP's ((taken / SP - 1) x 100); null when no bet qualifies.
 */
export const priceBeaten = (bets: readonly TFiguresBet[]): TPriceBeaten | null => {
  const edges = bets.flatMap((bet) =>
    isDecided(bet) && bet.kind !== 'multiple' && bet.priceType !== 'sp' && bet.priceTaken && bet.sp
      ? [sub(div(decimalOf(bet.priceTaken), decimalOf(bet.sp)), fraction(1))]
      : [],
  );
  if (edges.length === 0) return null;
  const beaten = edges.filter((edge) => edge.num > 0n).length;
  return {
    bets: edges.length,
    beaten,
    share: percent(fraction(beaten, edges.length)),
    averageEdge: percent(div(sum(edges), fraction(edges.length))),
  };
};

export type TSeriesPoint = { date: string; profitLossPence: TPence };

/**
 * The cumulative P/L for the chart, in race-date order (then the order settled): it starts at 0 on the first bet's date
 * so a single settled bet draws a line (0, then its P/L); empty when nothing settled.
 */
export const profitLossSeries = (bets: readonly TFiguresBet[]): TSeriesPoint[] => {
  const decided = bets
    .filter(isDecided)
    .slice()
    .sort(
      (a, b) =>
        a.raceDate.localeCompare(b.raceDate) || (a.settledAt?.getTime() ?? 0) - (b.settledAt?.getTime() ?? 0),
    );
  const first = decided[0];
  if (!first) return [];
  let running = 0;
  return [
    { date: first.raceDate, profitLossPence: 0 },
    ...decided.map((bet) => {
      running += settledProfitLossPence(bet);
      return { date: bet.raceDate, profitLossPence: running };
    }),
  ];
};

export const NO_BOOKMAKER = 'Not recorded';
export const MULTIPLES_GROUP = 'Multiples';
export const NO_PRICE_GROUP = 'No price recorded';

export { BREAKDOWN_DIMENSIONS, BREAKDOWN_TITLES, type TBreakdownDimension };
export type TBreakdownRow = TBetTotals & { key: string; label: string };
export type TBreakdowns = Record<TBreakdownDimension, TBreakdownRow[]>;

type TGroup = { key: string; label: string; order: number };

const betTypeGroup = (bet: TFiguresBet): TGroup =>
  bet.multipleType
    ? {
        key: bet.multipleType,
        label: BET_SHAPES[bet.multipleType].label,
        order: BET_TYPES.length + SETTLER_BET_TYPES.indexOf(bet.multipleType),
      }
    : { key: bet.type, label: bet.type, order: BET_TYPES.indexOf(bet.type) };

/** Named groups in alphabetical order (case aside), the catch-all last. */
const namedGroup = (name: string | null, other: string): TGroup => {
  const trimmed = name?.trim() ?? '';
  return trimmed
    ? { key: trimmed.toLowerCase(), label: trimmed, order: 0 }
    : { key: other.toLowerCase(), label: other, order: 1 };
};

const oddsBandGroup = (bet: TFiguresBet): TGroup => {
  if (bet.kind === 'multiple' || bet.multipleType)
    return { key: 'multiples', label: MULTIPLES_GROUP, order: 98 };
  // An SP bet's price is its SP.
  const price = bet.priceTaken ?? bet.sp;
  if (!price) return { key: 'no-price', label: NO_PRICE_GROUP, order: 99 };
  const band = oddsBandOf(price);
  return { key: band.key, label: band.label, order: ADVISOR_ODDS_BANDS.indexOf(band) };
};

const GROUPS: Record<TBreakdownDimension, (bet: TFiguresBet) => TGroup> = {
  betType: betTypeGroup,
  bookmaker: (bet) => namedGroup(bet.bookmaker, NO_BOOKMAKER),
  course: (bet) =>
    bet.kind === 'multiple' ? namedGroup(null, MULTIPLES_GROUP) : namedGroup(bet.course, 'Not recorded'),
  oddsBand: oddsBandGroup,
  selection: (bet) =>
    bet.isTipped
      ? { key: 'tipped', label: 'Tipped', order: 0 }
      : { key: 'own', label: 'Your own selections', order: 1 },
};

/**
 * The totals of the settled, not void bets by bet type, bookmaker, course, odds band and tipped or own: each bet is in
 * exactly one row of each dimension, so every dimension's rows add up to `betTotals` of the same bets.
 */
export const betBreakdowns = (bets: readonly TFiguresBet[]): TBreakdowns => {
  const decided = bets.filter(isDecided);
  const breakdown = (dimension: TBreakdownDimension): TBreakdownRow[] => {
    const groups = new Map<string, { group: TGroup; bets: TFiguresBet[] }>();
    for (const bet of decided) {
      const group = GROUPS[dimension](bet);
      const entry = groups.get(group.key) ?? { group, bets: [] };
      entry.bets.push(bet);
      groups.set(group.key, entry);
    }
    return [...groups.values()]
      .sort(
        (a, b) =>
          a.group.order - b.group.order ||
          a.group.label.toLowerCase().localeCompare(b.group.label.toLowerCase()),
      )
      .map(({ group, bets: members }) => ({ key: group.key, label: group.label, ...betTotals(members) }));
  };
  return Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((dimension) => [dimension, breakdown(dimension)]),
  ) as TBreakdowns;
};
