import { z } from 'zod';
import { formatPence, type TPence } from './money';
import type { TOdds } from './odds';
import { describePlaceTerms, type TPlaceTerms } from './place-terms';

export const BET_TYPES = ['Win', 'Place', 'Each Way'] as const;
export const ZBetType = z.enum(BET_TYPES);
export type TBetType = z.infer<typeof ZBetType>;

export const ENTRY_RESULTS = ['Won', 'Placed', 'Lost', 'NonRunner'] as const;
export const ZEntryResult = z.enum(ENTRY_RESULTS);
export type TEntryResult = z.infer<typeof ZEntryResult>;

export type TBetStatus = 'Open' | 'Won' | 'Lost' | 'Void';

/** What happened to a runner, as the admin records it. */
export type TOutcome = {
  result: TEntryResult;
  /** Horses tied for first (1 = no dead heat). Divides the win part. */
  winDeadHeat?: number;
  /** Horses tied for the last paid place (1 = none). Divides the place part. */
  placeDeadHeat?: number;
  /** Rule 4 deduction in pence in the pound (0-90), taken off winnings, never the stake. */
  rule4Pence?: number;
};

type TPart = { part: 'win' | 'place'; stakePence: TPence; returnPence: TPence; note: string };

/**
 * The outcome of a recorded result: a dead heat divides the win part when the horse won and the place part when it
 * placed. Server settlement, device settlement and the track record all read results through this.
 */
export const outcomeOf = (recorded: {
  result: TEntryResult;
  deadHeat: number | null;
  rule4Pence: number;
}): TOutcome => ({
  result: recorded.result,
  winDeadHeat: recorded.result === 'Won' ? (recorded.deadHeat ?? 1) : 1,
  placeDeadHeat: recorded.result === 'Placed' ? (recorded.deadHeat ?? 1) : 1,
  rule4Pence: recorded.rule4Pence,
});

export type TSettlement = {
  status: Exclude<TBetStatus, 'Open'>;
  /** Total staked: the stake, or twice the unit stake for each way. */
  totalStakePence: TPence;
  returnPence: TPence;
  parts: TPart[];
  /** "How this was settled", in plain words. */
  explanation: string;
};

/** Total outlay: an each-way bet is two bets of the unit stake. */
export const totalStake = (type: TBetType, stakePence: TPence): TPence =>
  type === 'Each Way' ? stakePence * 2 : stakePence;

/**
 * The return of one winning part, exactly, rounded down to the penny:
 *   (stake + winnings x (100 - rule4)/100) / deadHeat, winnings = stake x num/den x fraction.
 */
const partReturn = (
  stake: TPence,
  odds: Pick<TOdds, 'num' | 'den'>,
  fraction: [number, number],
  rule4: number,
  deadHeat: number,
): TPence => {
  const [fN, fD] = fraction;
  const numerator = stake * (odds.den * fD * 100 + odds.num * fN * (100 - rule4));
  const denominator = odds.den * fD * 100 * deadHeat;
  return Math.floor(numerator / denominator);
};

export type TSettleInput = {
  type: TBetType;
  /** The stake; for each way, the stake on each part. */
  stakePence: TPence;
  odds: Pick<TOdds, 'num' | 'den'>;
  terms: TPlaceTerms;
  outcome: TOutcome;
};

export const settleBet = ({ type, stakePence, odds, terms, outcome }: TSettleInput): TSettlement => {
  const total = totalStake(type, stakePence);
  if (outcome.result === 'NonRunner') {
    return {
      status: 'Void',
      totalStakePence: total,
      returnPence: total,
      parts: [],
      explanation: `Non-runner: the bet is void and the ${formatPence(total)} stake is returned.`,
    };
  }
  const rule4 = outcome.rule4Pence ?? 0;
  const winDh = Math.max(1, outcome.winDeadHeat ?? 1);
  const placeDh = Math.max(1, outcome.placeDeadHeat ?? 1);
  const won = outcome.result === 'Won';
  const placed = won || outcome.result === 'Placed';
  const winOnly = terms.places === 1;
  const placeFraction: [number, number] = [terms.fractionNum, terms.fractionDen];
  const parts: TPart[] = [];

  const winPart = (): TPart => {
    const returnPence = won ? partReturn(stakePence, odds, [1, 1], rule4, winDh) : 0;
    return { part: 'win', stakePence, returnPence, note: won ? `won at ${odds.num}/${odds.den}` : 'lost' };
  };
  const placePart = (): TPart => {
    // In a win-only race (1-4 runners) the place part of an each-way bet is settled as a win.
    const pays = winOnly ? won : placed;
    const deadHeat = won && !winOnly ? 1 : winOnly ? winDh : placeDh;
    const returnPence = pays ? partReturn(stakePence, odds, placeFraction, rule4, deadHeat) : 0;
    const at = winOnly ? 'win only' : `${terms.fractionNum}/${terms.fractionDen} odds`;
    return { part: 'place', stakePence, returnPence, note: pays ? `placed (${at})` : 'unplaced' };
  };

  if (type === 'Win') parts.push(winPart());
  else if (type === 'Place') parts.push(placePart());
  else parts.push(winPart(), placePart());

  const returnPence = parts.reduce((sum, p) => sum + p.returnPence, 0);
  const notes: string[] = [`${type} bet at ${odds.num}/${odds.den}, ${formatPence(total)} staked`];
  if (type !== 'Win') notes.push(`place terms ${describePlaceTerms(terms)}`);
  if (winDh > 1 && won)
    notes.push(`dead heat for first between ${winDh}: the win stake is divided by ${winDh}`);
  if (placeDh > 1 && outcome.result === 'Placed' && type !== 'Win')
    notes.push(`dead heat for the last place between ${placeDh}: the place stake is divided by ${placeDh}`);
  if (rule4 > 0 && returnPence > 0)
    notes.push(`Rule 4 deduction of ${rule4}p in the pound taken off winnings`);
  for (const p of parts) notes.push(`${p.part} part ${p.note}: returns ${formatPence(p.returnPence)}`);

  return {
    status: returnPence > 0 ? 'Won' : 'Lost',
    totalStakePence: total,
    returnPence,
    parts,
    explanation: `${notes.join('; ')}.`,
  };
};

/** The most a bet can return (it wins, no dead heat or deduction): the betslip's "potential return". */
export const potentialReturn = (
  type: TBetType,
  stakePence: TPence,
  odds: Pick<TOdds, 'num' | 'den'>,
  terms: TPlaceTerms,
): TPence => settleBet({ type, stakePence, odds, terms, outcome: { result: 'Won' } }).returnPence;
