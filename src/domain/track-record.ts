import { fraction, roundHalfAway } from './fraction';
import type { TPlaceTerms } from './place-terms';
import { isWinner, outcomeOf, settleBet, type TBetType } from './settlement';
import { MIN_SAMPLE_FOR_RATES, type TTipBetType, type TTipResult } from './tips';
import type { TTrackRecord } from './track-record.contract';

/** A resulted tip, as the track record needs it. */
export type TSettledTip = {
  date: string;
  time: string;
  betType: TTipBetType;
  oddsNum: number;
  oddsDen: number;
  spNum: number | null;
  spDen: number | null;
  result: TTipResult;
  deadHeat: number | null;
  /** The position the dead heat was for (null on results recorded before positions were kept). */
  deadHeatPosition?: number | null;
  rule4Pence: number;
  terms: TPlaceTerms;
  tipster: string;
  category: string;
};

/** Points are settled on an integer scale so the shared settlement maths stays exact. */
const UNITS_PER_POINT = 10_000;
const SETTLEABLE: ReadonlySet<TTipBetType> = new Set(['Win', 'Place', 'Each Way']);

const round2 = (value: number) => Math.round(value * 100) / 100;
/** part / whole as a percentage to one decimal place, rounded once from the exact ratio, half away from zero. */
const percentTo1dp = (part: number, whole: number) =>
  Number(roundHalfAway(fraction(part * 100, whole), 1)) / 10;

/** A level 1-point stake (each way: 1 point each way, 2 staked) settled at the given odds. */
export const settleTipPoints = (tip: TSettledTip, odds: { num: number; den: number }) => {
  const settlement = settleBet({
    type: tip.betType as TBetType,
    stakePence: UNITS_PER_POINT,
    odds,
    terms: tip.terms,
    outcome: outcomeOf(tip, tip.terms),
  });
  return {
    settlement,
    profit: (settlement.returnPence - settlement.totalStakePence) / UNITS_PER_POINT,
    staked: tip.result === 'NonRunner' ? 0 : settlement.totalStakePence / UNITS_PER_POINT,
  };
};

/** Profit in points of a level 1-point stake at the given odds. */
export const tipProfitPoints = (tip: TSettledTip, odds: { num: number; den: number }) => {
  const { profit, staked } = settleTipPoints(tip, odds);
  return { profit, staked };
};

/**
 * Both strike rates, level-stakes profit at advised odds and at SP, ROI, longest losing run and maximum drawdown,
 * over the given tips. A tip is a winner ("returned a profit", `strikeRate`) when it returns more than its stake (a
 * placed each-way or place tip can be one), a loser when it returns less; one that returns exactly its stake is
 * neither. "Won the race" (`wonStrikeRate`) counts only tips whose horse won, whatever they returned. "Placed"
 * counts each-way tips whose horse placed without winning, whatever they returned. Forecast and tricast tips are left
 * out: their returns depend on other runners. Rates are null while fewer than MIN_SAMPLE_FOR_RATES tips have run.
 * Rates and ROI are worked from the exact counts and points and rounded once, half away from zero, to the one decimal
 * place every screen shows (a figure rounded to two places first could show 4.6% for 1 in 22, which is 4.545...%).
 */
export const computeTrackRecord = (window: string, tips: readonly TSettledTip[]): TTrackRecord => {
  const ordered = tips
    .filter((t) => SETTLEABLE.has(t.betType))
    .slice()
    .sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)));
  let winners = 0;
  let wonRace = 0;
  let level = 0;
  let losers = 0;
  let placed = 0;
  let voided = 0;
  // Points in settlement units (integers), so ROI is worked from exact sums.
  let profitUnits = 0;
  let stakedUnits = 0;
  let spProfit = 0;
  let spSample = 0;
  let run = 0;
  let longestRun = 0;
  let peak = 0;
  let drawdown = 0;

  for (const tip of ordered) {
    if (tip.result === 'NonRunner') {
      voided += 1;
      continue;
    }
    const { settlement } = settleTipPoints(tip, { num: tip.oddsNum, den: tip.oddsDen });
    if (isWinner(settlement)) winners += 1;
    else if (settlement.returnPence === settlement.totalStakePence) level += 1;
    else losers += 1;
    if (tip.result === 'Won') wonRace += 1;
    if (tip.betType === 'Each Way' && tip.result === 'Placed') placed += 1;
    run = settlement.returnPence < settlement.totalStakePence ? run + 1 : 0;
    longestRun = Math.max(longestRun, run);

    profitUnits += settlement.returnPence - settlement.totalStakePence;
    stakedUnits += settlement.totalStakePence;
    const profit = profitUnits / UNITS_PER_POINT;
    peak = Math.max(peak, profit);
    drawdown = Math.max(drawdown, peak - profit);
    if (tip.spNum !== null && tip.spDen !== null) {
      spProfit += tipProfitPoints(tip, { num: tip.spNum, den: tip.spDen }).profit;
      spSample += 1;
    }
  }

  const ran = winners + level + losers;
  const hasEnoughResults = ran >= MIN_SAMPLE_FOR_RATES;
  const rateOf = (count: number) => (hasEnoughResults ? percentTo1dp(count, ran) : null);
  return {
    window,
    settled: ran + voided,
    ran,
    winners,
    wonRace,
    level,
    losers,
    placed,
    void: voided,
    strikeRate: rateOf(winners),
    wonStrikeRate: rateOf(wonRace),
    profitPoints: round2(profitUnits / UNITS_PER_POINT),
    stakedPoints: round2(stakedUnits / UNITS_PER_POINT),
    profitPointsSp: spSample > 0 ? round2(spProfit) : null,
    spSample,
    roi: hasEnoughResults && stakedUnits > 0 ? percentTo1dp(profitUnits, stakedUnits) : null,
    longestLosingRun: longestRun,
    maxDrawdownPoints: round2(drawdown),
    hasEnoughResults,
  };
};

/** Cumulative level-stakes profit after each day with results, oldest first. */
export const profitSeries = (tips: readonly TSettledTip[]): Array<{ date: string; profitPoints: number }> => {
  const byDate = new Map<string, number>();
  for (const tip of tips) {
    if (!SETTLEABLE.has(tip.betType)) continue;
    byDate.set(
      tip.date,
      (byDate.get(tip.date) ?? 0) + tipProfitPoints(tip, { num: tip.oddsNum, den: tip.oddsDen }).profit,
    );
  }
  let running = 0;
  return [...byDate.keys()].sort().map((date) => {
    running += byDate.get(date) ?? 0;
    return { date, profitPoints: round2(running) };
  });
};
