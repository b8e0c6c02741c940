import type { TPlaceTerms } from './place-terms';
import { outcomeOf, settleBet, type TBetType } from './settlement';
import { MIN_SAMPLE_FOR_RATES, type TTipBetType, type TTipResult, type TTrackRecord } from './tips.contract';

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
  rule4Pence: number;
  terms: TPlaceTerms;
  tipster: string;
  category: string;
};

/** Points are settled on an integer scale so the shared settlement maths stays exact. */
const UNITS_PER_POINT = 10_000;
const SETTLEABLE: ReadonlySet<TTipBetType> = new Set(['Win', 'Place', 'Each Way']);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Profit in points of a level 1-point stake (each way: 1 point each way, 2 staked) at the given odds. */
export const tipProfitPoints = (
  tip: TSettledTip,
  odds: { num: number; den: number },
): { profit: number; staked: number } => {
  const type = tip.betType as TBetType;
  const settlement = settleBet({
    type,
    stakePence: UNITS_PER_POINT,
    odds,
    terms: tip.terms,
    outcome: outcomeOf(tip),
  });
  return {
    profit: (settlement.returnPence - settlement.totalStakePence) / UNITS_PER_POINT,
    staked: tip.result === 'NonRunner' ? 0 : settlement.totalStakePence / UNITS_PER_POINT,
  };
};

/**
 * Strike rate (winners / runners), level-stakes profit at advised odds and at SP, ROI, longest losing run and
 * maximum drawdown, over the given tips. Forecast and tricast tips are left out: their returns depend on other
 * runners. Rates are null while fewer than MIN_SAMPLE_FOR_RATES tips have run.
 */
export const computeTrackRecord = (window: string, tips: readonly TSettledTip[]): TTrackRecord => {
  const ordered = tips
    .filter((t) => SETTLEABLE.has(t.betType))
    .slice()
    .sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)));
  let won = 0;
  let placed = 0;
  let lost = 0;
  let voided = 0;
  let profit = 0;
  let staked = 0;
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
    if (tip.result === 'Won') won += 1;
    else if (tip.result === 'Placed') placed += 1;
    else lost += 1;
    run = tip.result === 'Won' ? 0 : run + 1;
    longestRun = Math.max(longestRun, run);

    const atAdvised = tipProfitPoints(tip, { num: tip.oddsNum, den: tip.oddsDen });
    profit += atAdvised.profit;
    staked += atAdvised.staked;
    peak = Math.max(peak, profit);
    drawdown = Math.max(drawdown, peak - profit);
    if (tip.spNum !== null && tip.spDen !== null) {
      spProfit += tipProfitPoints(tip, { num: tip.spNum, den: tip.spDen }).profit;
      spSample += 1;
    }
  }

  const ran = won + placed + lost;
  const hasEnoughResults = ran >= MIN_SAMPLE_FOR_RATES;
  return {
    window,
    settled: ran + voided,
    won,
    placed,
    lost,
    void: voided,
    strikeRate: hasEnoughResults ? round2((won / ran) * 100) : null,
    profitPoints: round2(profit),
    stakedPoints: round2(staked),
    profitPointsSp: spSample > 0 ? round2(spProfit) : null,
    spSample,
    roi: hasEnoughResults && staked > 0 ? round2((profit / staked) * 100) : null,
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
