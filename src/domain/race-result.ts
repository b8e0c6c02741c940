/**
 * A race's full result as UK results print it: every runner's finishing position or the reason it did not finish,
 * the distance it was beaten, its starting price and the favourite. The position codes are those of the Racing Post
 * and The Racing API's results (`position`): https://api.theracingapi.com/documentation#tag/Results and
 * https://www.racingpost.com/racecards/form-guide (abbreviations).
 */
import type { TOdds } from './odds';
import { ordinal } from './ordinal';

type TPrice = Pick<TOdds, 'num' | 'den'>;
/** Negative when `a` is the shorter price. */
const comparePrices = (a: TPrice, b: TPrice): number => a.num * b.den - b.num * a.den;

/** Why a runner that started did not finish, with the words a results page uses. */
export const NON_FINISH_CODES = {
  PU: 'Pulled up',
  F: 'Fell',
  UR: 'Unseated rider',
  BD: 'Brought down',
  RO: 'Ran out',
  SU: 'Slipped up',
  REF: 'Refused',
  RR: 'Refused to race',
  CO: 'Carried out',
  DSQ: 'Disqualified',
  LFT: 'Left at start',
} as const;
export type TNonFinishCode = keyof typeof NON_FINISH_CODES;

/** The most runners a UK race may have (the Grand National's 34 is the largest field; the racecard limit is 40). */
export const MAX_FIELD = 40;

/** A position as stored and sent: "1" to "40", or a non-finish code. */
export const isRacePosition = (value: string): boolean =>
  /^(?:[1-9]|[1-3]\d|40)$/.test(value) || Object.hasOwn(NON_FINISH_CODES, value);

/** The finishing position as a number, or null for a runner that did not finish. */
export const finishingPosition = (position: string | null): number | null =>
  position !== null && /^\d{1,2}$/.test(position) ? Number(position) : null;

/** "1st", "2nd", "3rd", "4th" ... "21st", "22nd"; a non-finish code in words ("Pulled up"). */
export const positionLabel = (position: string): string => {
  const place = finishingPosition(position);
  if (place === null) return NON_FINISH_CODES[position as TNonFinishCode] ?? position;
  return ordinal(place);
};

/**
 * The favourite (or joint favourites) of a race: the runner(s) with the shortest starting price among those that ran.
 * Returns their ids; empty when no starting price is known. Results print "F" (favourite) or "JF" (joint).
 */
export const favouritesOf = <T extends { id: number; sp: TPrice | null; ran: boolean }>(
  runners: readonly T[],
): number[] => {
  const priced = runners.filter((r): r is T & { sp: TPrice } => r.ran && r.sp !== null);
  if (priced.length === 0) return [];
  const shortest = priced.reduce((best, r) => (comparePrices(r.sp, best.sp) < 0 ? r : best));
  return priced.filter((r) => comparePrices(r.sp, shortest.sp) === 0).map((r) => r.id);
};
