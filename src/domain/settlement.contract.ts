import { z } from 'zod';
import { BET_TYPES, ENTRY_RESULTS, PART_OUTCOMES, type TSettlementDetail } from './settlement';

export const ZBetType = z.enum(BET_TYPES);
export const ZEntryResult = z.enum(ENTRY_RESULTS);

/**
 * "How this was settled", as data (stored as JSONB, sent to the web, which renders it without parsing text). Money in
 * pence; fractions as [numerator, denominator].
 */
export const ZSettlementPart = z.object({
  part: z.enum(['win', 'place']),
  stakePence: z.number().int(),
  returnPence: z.number().int(),
  /** The share of the part's stake paid after any dead heat. */
  paidShare: z.tuple([z.number().int(), z.number().int()]),
  outcome: z.enum(PART_OUTCOMES),
});

export const ZSettlementDetail = z.object({
  betType: ZBetType,
  odds: z.tuple([z.number().int(), z.number().int()]),
  totalStakePence: z.number().int(),
  returnPence: z.number().int(),
  /** True for a non-runner: the stake comes back. */
  isVoid: z.boolean(),
  /** Each-way terms used for the place part (null for a win bet). */
  placeTerms: z
    .object({ places: z.number().int(), fractionNum: z.number().int(), fractionDen: z.number().int() })
    .nullable(),
  deadHeat: z.object({ horses: z.number().int(), position: z.number().int() }).nullable(),
  rule4Pence: z.number().int(),
  parts: z.array(ZSettlementPart).max(2),
  /** A best-odds-guaranteed or SP bet: the price taken (null for SP) and the SP (null when none was returned). */
  price: z
    .object({
      type: z.enum(['bog', 'sp']),
      taken: z.tuple([z.number().int(), z.number().int()]).nullable(),
      sp: z.tuple([z.number().int(), z.number().int()]).nullable(),
    })
    .optional(),
  /** A bet typed in by hand, settled by the member as this. */
  memberResult: z.enum(['Won', 'Placed', 'Lost', 'Void']).optional(),
});

// The contract must describe exactly the settlement's own type.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SETTLEMENT_DETAIL_MATCHES: TSame<z.infer<typeof ZSettlementDetail>, TSettlementDetail> = true;
