import { z } from 'zod';
import { ZSettlerBetType } from './calculators/bet-types';
import { ZPlaceTerms, ZTipResult } from './contract';
import { BET_STATUSES } from './settlement';
import { ZBetType, ZSettlementDetail } from './settlement.contract';

/*
 * The bets kept on this device, apart from the account's bet payloads (bets.contract.ts re-exports them): My Bets and
 * the betslip validate what they read from storage with ZLocalBet, and need no other bet schema to do it (each zod
 * schema costs the phone time to build as its module is evaluated).
 */

export const ZBetStatus = z.enum(BET_STATUSES);
export type TBetStatus = z.infer<typeof ZBetStatus>;

/** One leg of a multiple kept on the device: its runner and the price on the slip. */
const ZLocalLeg = z.object({
  raceEntryId: z.number().int(),
  raceId: z.number().int().optional(),
  horse: z.string(),
  racecourse: z.string(),
  raceTime: z.string(),
  raceDate: z.string(),
  odds: z.string(),
  placeTerms: ZPlaceTerms.optional(),
  /** Filled in on the device once its race has a result. */
  result: ZTipResult.optional(),
});

/**
 * A multiple kept on the device (issue 36). NOTE: the line has ZMultipleLine's shape (bets.contract.ts), written out
 * here because bets.contract.ts imports this file.
 */
const ZLocalMultiple = z.object({
  type: ZSettlerBetType.exclude(['singles']),
  eachWay: z.boolean(),
  legs: z.array(ZLocalLeg).min(2).max(8),
  lines: z
    .array(
      z.object({
        legs: z.array(z.number().int()).max(8),
        part: z.enum(['win', 'place']),
        stakePence: z.number().int(),
        returnPence: z.number().int(),
      }),
    )
    .max(494)
    .nullable()
    .optional(),
});
export type TLocalMultiple = z.infer<typeof ZLocalMultiple>;

/** Spec 1 section 3 "Locally saved bet": a bet kept on the device (guests, Free, or a failed server save). */
export const ZLocalBet = z.object({
  id: z.string(),
  raceEntryId: z.number().int(),
  /** The race's page; bets kept before races had pages do not have it. */
  raceId: z.number().int().optional(),
  horseName: z.string(),
  racecourse: z.string(),
  raceTime: z.string(),
  raceDate: z.string(),
  betType: ZBetType,
  odds: z.string(),
  stake: z.number(),
  potentialReturn: z.number(),
  status: ZBetStatus,
  createdAt: z.string(),
  /** Filled in on the device once the result is known. */
  actualReturn: z.number().nullable().optional(),
  /** How it was settled on the device: data, or the words older versions kept (shown as they are). */
  settlement: z
    .union([ZSettlementDetail, z.string().max(2000)])
    .nullable()
    .optional(),
  /** True while a server save failed and a retry is due. */
  pendingSync: z.boolean().optional(),
  placeTerms: ZPlaceTerms.optional(),
  /** Issue 36: the bookmaker the bettor named. */
  bookmaker: z.string().max(60).optional(),
  /** Issue 36: best odds guaranteed or SP (absent: the price taken). */
  priceType: z.enum(['taken', 'bog', 'sp']).optional(),
  /**
   * A multiple: `stake` is per line, `betType` Each Way or Win, `potentialReturn` its return if all win, and the
   * single's fields (raceEntryId, horseName...) describe its first leg, which older versions show.
   */
  multiple: ZLocalMultiple.optional(),
});
export type TLocalBet = z.infer<typeof ZLocalBet>;
