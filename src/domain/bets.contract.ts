import { z } from 'zod';
import { ZPriceBeaten } from './bet-figures.contract';
import { ZSettlerBetType } from './calculators/bet-types';
import { parseId, poundsBetween, ZId, ZPlaceTerms, ZTipResult } from './contract';
import { type TBetStatus, ZBetStatus } from './device-bets.contract';
import { MAX_STAKE_POUNDS, MIN_STAKE_POUNDS } from './limits.contract';
import { formatPounds } from './money';
import { isOddsInRange, ODDS_MESSAGE, ODDS_RANGE_MESSAGE, parseFractionalOdds } from './odds';
import { standardPlaceTerms } from './place-terms';
import { BET_STATUSES } from './settlement';
import { ZBetType, ZSettlementDetail } from './settlement.contract';

// The bankroll, limits and balance payloads live in limits.contract.ts (the limits screens need nothing else here).
export {
  MAX_BANKROLL_POUNDS,
  MAX_STAKE_POUNDS,
  MIN_STAKE_POUNDS,
  type TBalance,
  TIME_OUTS,
  type TLimits,
  type TPutLimitsBody,
  ZBalance,
  ZBankrollBody,
  ZLimits,
  ZPutLimitsBody,
  ZTimeOut,
} from './limits.contract';

export const DEFAULT_TIP_STAKE_POUNDS = 5;
/** Spec 1 section 9: at most 10% of bankroll per bet. */
export const BANKROLL_WARNING_FRACTION = 0.1;

export { BET_STATUSES, type TBetStatus, ZBetStatus };

const ZStake = poundsBetween(MIN_STAKE_POUNDS, MAX_STAKE_POUNDS, {
  min: `must be at least ${formatPounds(MIN_STAKE_POUNDS)}`,
  max: `must be at most ${formatPounds(MAX_STAKE_POUNDS)}`,
});
/** A client's UUID for a placement. */
const ZClientRef = z.string().max(36, 'must be a UUID').uuid('must be a UUID');
const ZOddsText = z
  .string()
  .max(12, 'Odds must be a fraction such as 5/2')
  .trim()
  .min(1, 'Odds are required');
/** What an SP bet sends as its odds: it has no price until the starting price is returned. */
export const SP_ODDS = 'SP';
export const isSpOdds = (odds: string): boolean => odds.trim().toUpperCase() === SP_ODDS;
/** The price the member took: fractional odds from 1/100 to 1000/1 (the web converts decimal odds before sending). */
const ZTakenOdds = ZOddsText.superRefine((value, ctx) => {
  const odds = parseFractionalOdds(value);
  if (!odds) ctx.addIssue({ code: 'custom', message: ODDS_MESSAGE });
  else if (!isOddsInRange(odds)) ctx.addIssue({ code: 'custom', message: ODDS_RANGE_MESSAGE });
});
/** The price taken, or "SP" for a bet at the starting price. */
const ZBetOdds = ZOddsText.superRefine((value, ctx) => {
  if (isSpOdds(value)) return;
  const odds = parseFractionalOdds(value);
  if (!odds) ctx.addIssue({ code: 'custom', message: `${ODDS_MESSAGE}, or SP` });
  else if (!isOddsInRange(odds)) ctx.addIssue({ code: 'custom', message: ODDS_RANGE_MESSAGE });
});
/** The bookmaker the member bet with (free text or one of the UK list); blank means none. */
const ZBookmaker = z.string().max(60, 'Bookmaker must be at most 60 characters').trim();

/**
 * The most any bet may return, in pounds (£1bn): a promised return, a member's stated return, an imported one and a
 * multiple's return if all win (bets.potential_return_pence; a Goliath at 1000/1 passes PostgreSQL's bigint).
 */
export const MAX_RETURN_POUNDS = 1_000_000_000;

/**
 * POST /api/bets (spec 1 section 7: raceEntryId, type, odds, stake, potentialReturn). Money in pounds, at most
 * 2 decimals. `clientRef` (a UUID the device makes) makes a retried placement idempotent.
 */
/** Issue 36: a single on a runner we hold, a multiple over legs, or a single typed in by hand (member-settled). */
export const BET_KINDS = ['single', 'multiple', 'manual'] as const;
export const ZBetKind = z.enum(BET_KINDS);
export type TBetKind = z.infer<typeof ZBetKind>;
/** The price a bet settles at: the price taken, best odds guaranteed (the better of it and the SP), or the SP. */
export const BET_PRICE_TYPES = ['taken', 'bog', 'sp'] as const;
export const ZBetPriceType = z.enum(BET_PRICE_TYPES);
export type TBetPriceType = z.infer<typeof ZBetPriceType>;

const SP_ODDS_MESSAGE = 'Odds of SP go with the SP price type, and an SP bet has odds of SP';
/** An SP bet, and only an SP bet, sends odds of "SP". */
const spOddsAgree = (body: { odds: string; priceType?: TBetPriceType | undefined }) =>
  isSpOdds(body.odds) === (body.priceType === 'sp');

/**
 * POST /api/bets (spec 1 section 7: raceEntryId, type, odds, stake, potentialReturn; issue 36: the price the member
 * took, their bookmaker and the price type). Money in pounds, at most 2 decimals. `potentialReturn` is checked
 * against the price taken (0 for an SP bet). `clientRef` (a UUID the device makes) makes a retried placement
 * idempotent.
 */
export const ZPlaceBetBody = z
  .object({
    raceEntryId: ZId,
    type: ZBetType,
    odds: ZBetOdds,
    stake: ZStake,
    potentialReturn: poundsBetween(0, MAX_RETURN_POUNDS, {
      min: 'must be 0 or more',
      max: 'is larger than any bet can return',
    }),
    /** Default 'taken'. */
    priceType: ZBetPriceType.optional(),
    bookmaker: ZBookmaker.optional(),
    clientRef: ZClientRef.optional(),
  })
  .refine(spOddsAgree, { message: SP_ODDS_MESSAGE, path: ['odds'] });
export type TPlaceBetBody = z.infer<typeof ZPlaceBetBody>;

/** Hours and minutes on the UK clock, 00:00 to 23:59. */
const ZClockTime = z
  .string()
  .max(5, 'Enter the time as HH:MM')
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter the time as HH:MM');
const ZIsoDate = z
  .string()
  .max(10, 'Enter the date as YYYY-MM-DD')
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'Enter the date as YYYY-MM-DD');
const ZName = (what: string) =>
  z
    .string()
    .max(60, `${what} must be at most 60 characters`)
    .trim()
    .min(1, `Enter the ${what.toLowerCase()}`)
    // Printable text only: no control characters in a name shown on cards and exported to CSV.
    .regex(/^[^\p{Cc}]+$/u, `${what} must be printable text`);
/** How far from today a bet typed in by hand may be dated. */
export const MANUAL_BET_DAYS = 366;

/**
 * The each-way terms a bet typed in by hand is priced at (we do not know its race): the standard terms of a
 * non-handicap of 8 or more runners, 3 places at 1/5. A member whose bet paid other terms says what it returned.
 */
export const MANUAL_PLACE_TERMS = standardPlaceTerms(8, false);

/**
 * POST /api/bets/manual: a single on a race not on our card (kind 'manual'), settled by the member. The race's date
 * and time are on the UK clock.
 */
export const ZManualBetBody = z.object({
  course: ZName('Course'),
  raceDate: ZIsoDate,
  raceTime: ZClockTime,
  horse: ZName('Horse'),
  odds: ZTakenOdds,
  type: ZBetType,
  stake: ZStake,
  bookmaker: ZBookmaker.optional(),
  clientRef: ZClientRef.optional(),
});
export type TManualBetBody = z.infer<typeof ZManualBetBody>;

/** What a member records for a bet typed in by hand. */
export const MEMBER_RESULTS = ['Won', 'Placed', 'Lost', 'Void'] as const;
export type TMemberResult = (typeof MEMBER_RESULTS)[number];
const ZReturnPounds = poundsBetween(0, MAX_RETURN_POUNDS, {
  min: 'must be 0 or more',
  max: 'is larger than any bet can return',
});

/**
 * POST /api/bets/:id/result: the member settles a bet typed in by hand, after its off. Won returns what the price
 * pays unless `return` (pounds, stake included) says otherwise; Placed needs `return`; Lost returns nothing; Void
 * returns the stake.
 */
export const ZBetResultBody = z
  .object({ result: z.enum(MEMBER_RESULTS), return: ZReturnPounds.optional() })
  .refine((body) => body.result !== 'Placed' || body.return !== undefined, {
    message: 'Enter what the placed bet returned',
    path: ['return'],
  });
export type TBetResultBody = z.infer<typeof ZBetResultBody>;

/** PATCH /api/bets/:id: an open bet corrected before its off. A blank bookmaker clears it. */
export const ZEditBetBody = z
  .object({ stake: ZStake.optional(), odds: ZTakenOdds.optional(), bookmaker: ZBookmaker.optional() })
  .refine((body) => body.stake !== undefined || body.odds !== undefined || body.bookmaker !== undefined, {
    message: 'Change the stake, price or bookmaker first',
    path: ['stake'],
  });
export type TEditBetBody = z.infer<typeof ZEditBetBody>;

/** POST /api/bets/:id/void: the member voids a bet, saying why. */
export const ZVoidBetBody = z.object({
  reason: z
    .string()
    .max(200, 'Reason must be at most 200 characters')
    .trim()
    .min(1, 'Say why you are voiding this bet'),
});
export type TVoidBetBody = z.infer<typeof ZVoidBetBody>;

/** What a bet shows of a runner: a single's selection, or one leg of a multiple. */
const ZBetRunner = z.object({
  /** The runner (null for a bet typed in by hand on a race not on our card). */
  id: z.number().int().nullable(),
  /** The race (GET /api/races/:id, the /races/:id page); null for a bet typed in by hand. */
  raceId: z.number().int().nullable(),
  horse: z.string(),
  raceDate: z.string(),
  raceTime: z.string(),
  track: z.string(),
  result: ZTipResult.nullable(),
  placeTerms: z.string(),
  /** The runner's starting price once returned ("9/2"), for BOG and SP bets and the price-beaten figure. */
  sp: z.string().nullable(),
});

/** One leg of a multiple: its runner at the price taken, beside the tip's price when it was a tip. */
export const ZBetLeg = ZBetRunner.extend({ odds: z.string(), tipOdds: z.string().nullable() });
export type TBetLeg = z.infer<typeof ZBetLeg>;

/** One line of a settled multiple ("How this was settled"), money in pence. */
export const ZMultipleLine = z.object({
  /** Indexes into the legs. */
  legs: z.array(z.number().int()).max(8),
  part: z.enum(['win', 'place']),
  stakePence: z.number().int(),
  returnPence: z.number().int(),
});

/** A bet as the server returns it (spec 1 "Server bet as displayed" plus the settlement explanation). */
export const ZBet = z.object({
  kind: ZBetKind,
  id: z.number().int(),
  status: ZBetStatus,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  type: ZBetType,
  odds: z.string(),
  /** The stake entered; an each-way bet stakes it on both parts (totalStake is twice it). */
  stake: z.number(),
  totalStake: z.number(),
  potentialReturn: z.number(),
  actualReturn: z.number().nullable(),
  /** "How this was settled", once settled, as data (`settlementLines` puts it in words). */
  settlement: ZSettlementDetail.nullable(),
  clientRef: z.string().nullable(),
  /** The bookmaker the member named, if any. */
  bookmaker: z.string().nullable(),
  priceType: ZBetPriceType,
  /** The tip's price when the bet was placed on a tip (null: the member's own selection). */
  tipOdds: z.string().nullable(),
  /** Why the member voided it. */
  voidReason: z.string().nullable(),
  /** Until when its stake, price and bookmaker can be corrected (the off); null once that has passed or it settled. */
  editableUntil: z.string().nullable(),
  /** A single's runner (or the one typed in by hand); null for a multiple (`multiple.legs`). */
  entry: ZBetRunner.nullable(),
  multiple: z
    .object({
      /** The settler's bet type: "double" ... "goliath". */
      type: ZSettlerBetType,
      eachWay: z.boolean(),
      lineCount: z.number().int(),
      legs: z.array(ZBetLeg).max(8),
      /** Every line once settled. */
      lines: z.array(ZMultipleLine).max(494).nullable(),
    })
    .nullable(),
});
export type TBet = z.infer<typeof ZBet>;
export const ZBetList = z.array(ZBet);

/** GET /api/bets?status=Open or ?status=Won&status=Lost (repeated parameter), paginated. */
export const ZBetsQuery = z.object({
  status: z.union([ZBetStatus, z.array(ZBetStatus).max(BET_STATUSES.length)]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * GET /api/bets/summary?from&to: the figures above My Bets for a window of race dates (bet-figures.ts; all time
 * without dates), computed from the user's bets whose race date is in it.
 */
export const ZBetSummary = z.object({
  /** The window (UK dates, both included); null: open at that end. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  openCount: z.number().int(),
  openStake: z.number(),
  settledCount: z.number().int(),
  totalStaked: z.number(),
  totalReturns: z.number(),
  profitLoss: z.number(),
  /** null until something has been staked. */
  roi: z.number().nullable(),
  /**
   * Winners (settled bets that returned more than their total stake, DESIGN.md section 4) over settled bets, void
   * bets left out; null until one has settled.
   */
  strikeRate: z.number().nullable(),
  winners: z.number().int(),
  /** The settled bets that are not void: what the stakes, returns, P/L, ROI and strike rate count. */
  countedBets: z.number().int(),
  /** The member's closing-line figure: taken prices against the SP (null until a bet qualifies). */
  priceBeaten: ZPriceBeaten.nullable(),
  /** Cumulative profit for the chart: 0 on the first race date, then after each settled bet in race-date order. */
  series: z.array(z.object({ date: z.string(), profitLoss: z.number() })),
  /** How many bets the account may still track (Starter: 25 in all), or null for unlimited. */
  remainingTracked: z.number().int().nullable(),
});
export type TBetSummary = z.infer<typeof ZBetSummary>;

export { type TLocalBet, ZLocalBet } from './device-bets.contract';

/** POST /api/bets/import: device bets offered to the account on sign-in. */
export const ZImportBetsBody = z.object({
  bets: z
    .array(
      z
        .object({
          clientRef: ZClientRef,
          raceEntryId: ZId,
          type: ZBetType,
          odds: ZBetOdds,
          stake: ZStake,
          priceType: ZBetPriceType.optional(),
          bookmaker: ZBookmaker.optional(),
        })
        .refine(spOddsAgree, { message: SP_ODDS_MESSAGE, path: ['odds'] }),
    )
    .max(200),
});
export const ZImportBetsResult = z.object({
  imported: z.array(z.string()),
  /** Device bets the account could not take (with why), which stay on the device. */
  refused: z.array(z.object({ clientRef: z.string(), reason: z.string() })),
});
export type TImportBetsResult = z.infer<typeof ZImportBetsResult>;

const ENTRY_IDS_MESSAGE = 'must be up to 100 comma-separated entry ids';
/** GET /api/entries/results?ids=1,2 (up to 100 ids, each within int4, duplicates dropped). */
export const ZEntryIdsQuery = z.object({
  ids: z
    .string()
    .max(1_100, ENTRY_IDS_MESSAGE)
    .transform((value, ctx) => {
      const parts = value.split(',');
      const ids = parts.map(parseId);
      if (parts.length > 100 || ids.some((id) => id === null)) {
        ctx.addIssue({ code: 'custom', message: ENTRY_IDS_MESSAGE });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
});

/** GET /api/entries/results?ids=1,2: what device bets need to settle themselves on the device. */
export const ZEntryOutcome = z.object({
  id: z.number().int(),
  result: ZTipResult.nullable(),
  deadHeat: z.number().int().nullable(),
  deadHeatPosition: z.number().int().nullable(),
  rule4Pence: z.number().int(),
  terms: ZPlaceTerms,
  /** The starting price ("11/2") once the result is in, else null: what BOG and SP bets on a device settle at. */
  sp: z.string().nullable(),
});
export type TEntryOutcome = z.infer<typeof ZEntryOutcome>;
