import { type TBetType, totalStake } from './bet-types';
import { fraction as exact, fromOdds, fromPence, partPrice, partReturnPence } from './fraction';
import { formatPence, type TPence } from './money';
import type { TOdds } from './odds';
import { ordinal } from './ordinal';
import { describePlaceTerms, type TPlaceTerms } from './place-terms';

export { BET_TYPES, type TBetType, totalStake } from './bet-types';

export const ENTRY_RESULTS = ['Won', 'Placed', 'Lost', 'NonRunner'] as const;
export type TEntryResult = (typeof ENTRY_RESULTS)[number];

/** Open, then Won, Placed (an each-way bet whose horse placed without winning), Lost or Void. */
export const BET_STATUSES = ['Open', 'Won', 'Placed', 'Lost', 'Void'] as const;
export type TBetStatus = (typeof BET_STATUSES)[number];

/** A dead heat: how many horses tied, and the position the tie is for (1 = first). */
export type TDeadHeat = { horses: number; position: number };

/** What happened to a runner, as the admin records it. */
export type TOutcome = {
  result: TEntryResult;
  deadHeat?: TDeadHeat | null;
  /** Rule 4 deduction in pence in the pound (0-90), taken off winnings, never the stake. */
  rule4Pence?: number;
};

/** What happened to one part (win or place) of a bet. */
export const PART_OUTCOMES = ['won', 'placed', 'lost', 'unplaced', 'tie-beyond-places'] as const;

/** One part of a settled bet: its stake, return, the share of its stake paid, and what happened. */
export type TSettlementPart = {
  part: 'win' | 'place';
  stakePence: number;
  returnPence: number;
  /** The share of the part's stake paid after any dead heat. */
  paidShare: [number, number];
  outcome: (typeof PART_OUTCOMES)[number];
};

/**
 * "How this was settled", as data (stored as JSONB, sent to the web, which renders it without parsing text). Money in
 * pence; fractions as [numerator, denominator]. Its contract is ZSettlementDetail.
 */
export type TSettlementDetail = {
  betType: TBetType;
  odds: [number, number];
  totalStakePence: number;
  returnPence: number;
  /** True for a non-runner: the stake comes back. */
  isVoid: boolean;
  /** Each-way terms used for the place part (null for a win bet). */
  placeTerms: TPlaceTerms | null;
  deadHeat: TDeadHeat | null;
  rule4Pence: number;
  parts: TSettlementPart[];
  /**
   * Issue 36: a best-odds-guaranteed or SP bet, the prices behind `odds` (the price it settled at): the price taken
   * (null for an SP bet) and the starting price (null when none was returned).
   */
  price?: TSettlementPrice;
  /** A bet typed in by hand, settled by the member as this (its return is theirs, or what the price pays). */
  memberResult?: 'Won' | 'Placed' | 'Lost' | 'Void';
};

export type TSettlementPrice = {
  type: 'bog' | 'sp';
  taken: [number, number] | null;
  sp: [number, number] | null;
};

/**
 * The outcome of a recorded result. Results recorded before tie positions were kept (`deadHeatPosition` null) were
 * ties for first when the horse won and for the last paid place when it placed, and are read that way.
 * Server settlement, device settlement and the track record all read results through this.
 */
export const outcomeOf = (
  recorded: {
    result: TEntryResult;
    deadHeat: number | null;
    deadHeatPosition?: number | null;
    rule4Pence: number;
  },
  terms: TPlaceTerms,
): TOutcome => {
  const isPaying = recorded.result === 'Won' || recorded.result === 'Placed';
  const horses = recorded.deadHeat ?? 1;
  const position = recorded.deadHeatPosition ?? (recorded.result === 'Won' ? 1 : terms.places);
  return {
    result: recorded.result,
    deadHeat: isPaying && horses > 1 ? { horses, position } : null,
    rule4Pence: recorded.rule4Pence,
  };
};

/**
 * The share of a stake a dead heat leaves paid, as [numerator, denominator]. For the win part: a tie for first
 * between n horses pays 1/n. For the place part: the tied horses share the paid places left from the tied position,
 * so the share is min(1, places remaining from that position / horses tied). This is the rule BETDAQ's and DAZN
 * Bet's dead-heat help pages state, and what 1player/betlib implements (DeadHeatSelection).
 *   3 tie for 1st, 2 places paid: win 1/3, place 2/3.   3 tie for 2nd, 3 places: place 2/3.
 *   2 tie for 2nd, 3 places: place 1 (both 2nd and 3rd are paid).   2 tie for 3rd, 3 places: place 1/2.
 */
export const deadHeatShare = (
  part: 'win' | 'place',
  deadHeat: TDeadHeat | null | undefined,
  places: number,
): [number, number] => {
  if (!deadHeat || deadHeat.horses <= 1) return [1, 1];
  const { horses, position } = deadHeat;
  if (part === 'win') return position === 1 ? [1, horses] : [0, 1];
  const paidPlaces = Math.max(0, Math.min(horses, places - position + 1));
  return [paidPlaces, horses];
};

export type TSettlement = {
  status: Exclude<TBetStatus, 'Open'>;
  /** Total staked: the stake, or twice the unit stake for each way. */
  totalStakePence: TPence;
  returnPence: TPence;
  parts: TSettlementPart[];
  /** "How this was settled", as data: `describeSettlement` puts it in words. */
  detail: TSettlementDetail;
};

/**
 * The return of one paying part: stake x share x (1 + odds x fraction x (100 - rule4)/100) by the shared `partPrice`,
 * paid by the one rounding rule, `partReturnPence` (fractions of a penny dropped), which the calculators use too.
 */
const partReturn = (
  stake: TPence,
  odds: Pick<TOdds, 'num' | 'den'>,
  placeFraction: [number, number],
  rule4: number,
  share: [number, number],
): TPence =>
  partReturnPence(
    fromPence(stake),
    partPrice(fromOdds(odds), exact(...placeFraction), rule4, exact(...share)),
  );

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
  const rule4 = outcome.result === 'NonRunner' ? 0 : (outcome.rule4Pence ?? 0);
  const deadHeat = outcome.result === 'NonRunner' ? null : (outcome.deadHeat ?? null);
  const base = {
    betType: type,
    odds: [odds.num, odds.den] as [number, number],
    totalStakePence: total,
    placeTerms: type === 'Win' ? null : { ...terms },
    deadHeat: deadHeat ? { ...deadHeat } : null,
    rule4Pence: rule4,
  };
  if (outcome.result === 'NonRunner') {
    const detail = { ...base, returnPence: total, isVoid: true, parts: [] };
    return { status: 'Void', totalStakePence: total, returnPence: total, parts: [], detail };
  }
  const won = outcome.result === 'Won';
  const placed = won || outcome.result === 'Placed';
  // In a win-only race (1-4 runners) the place part of an each-way bet is settled as a win.
  const winOnly = terms.places === 1;

  const winPart = (): TSettlementPart => {
    const paidShare = won ? deadHeatShare('win', deadHeat, 1) : ([0, 1] as [number, number]);
    const returnPence = paidShare[0] > 0 ? partReturn(stakePence, odds, [1, 1], rule4, paidShare) : 0;
    return { part: 'win', stakePence, returnPence, paidShare, outcome: won ? 'won' : 'lost' };
  };
  const placePart = (): TSettlementPart => {
    const pays = winOnly ? won : placed;
    const paidShare = pays
      ? deadHeatShare(winOnly ? 'win' : 'place', deadHeat, terms.places)
      : ([0, 1] as [number, number]);
    const fraction: [number, number] = winOnly ? [1, 1] : [terms.fractionNum, terms.fractionDen];
    const returnPence = paidShare[0] > 0 ? partReturn(stakePence, odds, fraction, rule4, paidShare) : 0;
    const partOutcome = returnPence > 0 ? 'placed' : pays ? 'tie-beyond-places' : 'unplaced';
    return { part: 'place', stakePence, returnPence, paidShare, outcome: partOutcome };
  };

  const parts = type === 'Win' ? [winPart()] : type === 'Place' ? [placePart()] : [winPart(), placePart()];
  const returnPence = parts.reduce((sum, p) => sum + p.returnPence, 0);
  const status: TSettlement['status'] =
    returnPence === 0 ? 'Lost' : won ? 'Won' : type === 'Each Way' ? 'Placed' : 'Won';
  const detail = { ...base, returnPence, isVoid: false, parts };
  return { status, totalStakePence: total, returnPence, parts, detail };
};

const fractionText = ([num, den]: [number, number]) => `${num}/${den}`;

const MEMBER_RESULT_WORDS: Record<NonNullable<TSettlementDetail['memberResult']>, string> = {
  Won: 'won',
  Placed: 'placed',
  Lost: 'lost',
  Void: 'void',
};

/** Which price a best-odds-guaranteed or SP bet was settled at, and why. */
const settlementPriceLine = ({ type, taken, sp }: TSettlementPrice): string | null => {
  if (type === 'sp') return sp ? `Settled at the starting price, ${fractionText(sp)}.` : null;
  if (!taken) return null;
  if (!sp) return `Best odds guaranteed: no SP was returned, so your ${fractionText(taken)} stands.`;
  const spBeats = sp[0] * taken[1] > taken[0] * sp[1];
  return spBeats
    ? `Best odds guaranteed: SP ${fractionText(sp)} beat your ${fractionText(taken)}.`
    : `Best odds guaranteed: your ${fractionText(taken)} was at least the SP of ${fractionText(sp)}.`;
};

const PART_WORDS: Record<TSettlementPart['outcome'], string> = {
  won: 'won',
  placed: 'placed',
  lost: 'lost',
  unplaced: 'unplaced',
  'tie-beyond-places': 'placed in a dead heat beyond the paid places',
};

/** "How this was settled" in plain words, one sentence per line: the My Bets card and the CSV export use this. */
export const settlementLines = (detail: TSettlementDetail): string[] => {
  const [num, den] = detail.odds;
  const price = detail.price;
  // An SP bet settled without a starting price (it lost, or was a non-runner) has no price to name.
  const settledAt = price?.type === 'sp' && !price.sp ? 'SP' : `${num}/${den}`;
  if (detail.memberResult) {
    const outcome = MEMBER_RESULT_WORDS[detail.memberResult];
    return [
      `${detail.betType} bet at ${settledAt}, ${formatPence(detail.totalStakePence)} staked.`,
      `You settled it as ${outcome}: returns ${formatPence(detail.returnPence)}.`,
    ];
  }
  if (detail.isVoid)
    return [`Non-runner: the bet is void and the ${formatPence(detail.totalStakePence)} stake is returned.`];
  const lines = [`${detail.betType} bet at ${settledAt}, ${formatPence(detail.totalStakePence)} staked.`];
  const priceLine = price ? settlementPriceLine(price) : null;
  if (priceLine) lines.push(priceLine);
  const terms = detail.placeTerms;
  if (terms) lines.push(`Place terms: ${describePlaceTerms(terms)}.`);
  if (detail.deadHeat) {
    const reduced = detail.parts
      .filter((p) => p.returnPence > 0 && p.paidShare[0] !== p.paidShare[1])
      .map((p) => `the ${p.part} stake is paid at ${p.paidShare[0]}/${p.paidShare[1]}`);
    lines.push(
      `Dead heat for ${ordinal(detail.deadHeat.position)} between ${detail.deadHeat.horses}${reduced.length ? `: ${reduced.join(', ')}` : ''}.`,
    );
  }
  if (detail.rule4Pence > 0 && detail.returnPence > 0)
    lines.push(`Rule 4 deduction of ${detail.rule4Pence}p in the pound taken off winnings.`);
  for (const part of detail.parts) {
    const at =
      part.part === 'win'
        ? ` at ${num}/${den}`
        : terms && terms.places === 1
          ? ' (win only)'
          : terms
            ? ` (${terms.fractionNum}/${terms.fractionDen} odds)`
            : '';
    const word = PART_WORDS[part.outcome];
    const paidAt = part.outcome === 'won' || part.outcome === 'placed' ? at : '';
    lines.push(
      `${part.part === 'win' ? 'Win' : 'Place'} part ${word}${paidAt}: returns ${formatPence(part.returnPence)}.`,
    );
  }
  return lines;
};

/** Does a settled bet or tip count as a winner? When it returns more than its stake (DESIGN.md section 4). */
export const isWinner = (settlement: Pick<TSettlement, 'returnPence' | 'totalStakePence'>): boolean =>
  settlement.returnPence > settlement.totalStakePence;

/** The most a bet can return (it wins, no dead heat or deduction): the betslip's "potential return". */
export const potentialReturn = (
  type: TBetType,
  stakePence: TPence,
  odds: Pick<TOdds, 'num' | 'den'>,
  terms: TPlaceTerms,
): TPence => settleBet({ type, stakePence, odds, terms, outcome: { result: 'Won' } }).returnPence;
