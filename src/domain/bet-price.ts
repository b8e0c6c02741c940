import type { TBetType } from './bet-types';
import type { TBetPriceType } from './bets.contract';
import type { TOdds } from './odds';
import type { TPlaceTerms } from './place-terms';
import { outcomeOf, settleBet, type TEntryResult, type TSettlementPrice } from './settlement';

type TPrice = Pick<TOdds, 'num' | 'den'>;

export type TPriceToSettle =
  /** Settle at `odds`; `price` (BOG and SP bets) says which prices were weighed. */
  | { odds: TPrice; price: TSettlementPrice | null }
  /** An SP bet that won or placed before the SP was recorded: it stays open until the SP is in. */
  | null;

/** Whether a single of `betType` pays anything on `result`: a winner, or a placed horse backed each way or to place. */
const isPayingResult = (result: string | null, betType: string): boolean =>
  result === 'Won' || (result === 'Placed' && betType !== 'Win');

const pair = (odds: TPrice): [number, number] => [odds.num, odds.den];

/**
 * The price a single settles at (decision 0031). 'taken': the price taken. 'bog' (best odds guaranteed): the better
 * of the price taken and the SP, or the price taken while no SP is returned. 'sp': the SP; without one, a losing bet
 * (or a non-runner) settles anyway (no price changes a loss or a returned stake), and a paying one waits for it.
 * Best odds guaranteed pays the SP when it is bigger than the price taken, and the price taken otherwise: as our
 * lesson on bookmakers states it (src/content/learn/betting/bookmaker-management.ts, "Best odds guaranteed and
 * each-way terms"), from the bookmakers' published BOG terms.
 */
export const priceToSettle = (
  priceType: TBetPriceType,
  taken: TPrice,
  sp: TPrice | null,
  isPaying: boolean,
): TPriceToSettle => {
  if (priceType === 'taken') return { odds: taken, price: null };
  if (priceType === 'bog') {
    const spBeats = sp !== null && sp.num * taken.den > taken.num * sp.den;
    return {
      odds: spBeats && sp ? sp : taken,
      price: { type: 'bog', taken: pair(taken), sp: sp ? pair(sp) : null },
    };
  }
  if (sp) return { odds: sp, price: { type: 'sp', taken: null, sp: pair(sp) } };
  if (isPaying) return null;
  // No price is needed to settle a loss or a non-runner; 0/1 stands for "no price" (`price.sp` null says so).
  return { odds: { num: 0, den: 1 }, price: { type: 'sp', taken: null, sp: null } };
};

/**
 * A single settled at the price its price type picks (`priceToSettle`), with the prices weighed kept in its detail;
 * null while it waits: no result yet, or an SP bet that paid before its SP was recorded. The server and bets kept on a
 * device both settle a single here.
 */
export const settleSingleAtItsPrice = ({
  priceType,
  taken,
  sp,
  type,
  stakePence,
  terms,
  recorded,
}: {
  priceType: TBetPriceType;
  taken: TPrice;
  sp: TPrice | null;
  type: TBetType;
  stakePence: number;
  terms: TPlaceTerms;
  recorded: {
    result: TEntryResult | null;
    deadHeat: number | null;
    deadHeatPosition?: number | null;
    rule4Pence: number;
  };
}) => {
  const { result } = recorded;
  if (!result) return null;
  const price = priceToSettle(priceType, taken, sp, isPayingResult(result, type));
  if (!price) return null;
  const settled = settleBet({
    type,
    stakePence,
    odds: price.odds,
    terms,
    outcome: outcomeOf({ ...recorded, result }, terms),
  });
  return price.price ? { ...settled, detail: { ...settled.detail, price: price.price } } : settled;
};
