import { MAX_STAKE_POUNDS, MIN_STAKE_POUNDS } from '~/domain/bets.contract';
import { formatPounds, poundsToPence, type TPence } from '~/domain/money';
import { parseFractionalOdds, type TOdds } from '~/domain/odds';
import { standardPlaceTerms, type TPlaceTerms } from '~/domain/place-terms';
import { potentialReturn } from '~/domain/settlement';
import { slipStakePence, type TBetslipItem } from '~/web/lib/betslip-store';

/** Until the entry's own terms are known: the standard terms of an 8-runner non-handicap (3 places at 1/5). */
export const DEFAULT_PLACE_TERMS: TPlaceTerms = standardPlaceTerms(8, false);

export const itemTerms = (item: Pick<TBetslipItem, 'terms'>): TPlaceTerms =>
  item.terms ?? DEFAULT_PLACE_TERMS;

export const itemOdds = (item: Pick<TBetslipItem, 'odds'>): TOdds | null => parseFractionalOdds(item.odds);

/** An SP bet has no price until the race is run: no potential return is shown or sent (issue 36). */
export const isStartingPrice = (item: Pick<TBetslipItem, 'priceType'>): boolean => item.priceType === 'sp';

/** The most the line can return (spec 1 section 5: stake + stake x num/den for a win), in whole pence; 0 at SP. */
export const itemReturnPence = (item: TBetslipItem): TPence => {
  if (isStartingPrice(item)) return 0;
  const odds = itemOdds(item);
  return odds ? potentialReturn(item.type, poundsToPence(item.stake), odds, itemTerms(item)) : 0;
};

export const slipTotals = (items: readonly TBetslipItem[]): { stakePence: TPence; returnPence: TPence } => ({
  stakePence: slipStakePence(items),
  returnPence: items.reduce((sum, item) => sum + itemReturnPence(item), 0),
});

/** Why a stake cannot be recorded, or null when it can. */
export const stakeProblem = (stake: number): string | null => {
  if (stake < MIN_STAKE_POUNDS) return `Enter a stake of at least ${formatPounds(MIN_STAKE_POUNDS)}`;
  if (stake > MAX_STAKE_POUNDS) return `The most you can stake is ${formatPounds(MAX_STAKE_POUNDS)}`;
  return null;
};

/**
 * Spec 1 section 5: Place Bets is disabled when the slip is empty, the total stake is not above 0, or placing is
 * in progress. A line whose stake the tracker cannot take (under £0.10), or without a price it can read (unless it is
 * an SP bet), also holds it back, with its message shown.
 */
export const canPlaceBets = (items: readonly TBetslipItem[], isPlacing: boolean): boolean =>
  !isPlacing &&
  items.length > 0 &&
  slipTotals(items).stakePence > 0 &&
  items.every(
    (item) => stakeProblem(item.stake) === null && (isStartingPrice(item) || itemOdds(item) !== null),
  );

/** Reads the stake field: '' is 0; anything that is not a number of zero or more is refused (null). */
export const parseStakeInput = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : null;
};
