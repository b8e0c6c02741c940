import { z } from 'zod';

/** Track record figures for one window (all computed from recorded results). */
export const ZTrackRecord = z.object({
  window: z.string(),
  /** Tips with a result (non-runners included). */
  settled: z.number().int(),
  /** Tips that ran: winners + level + losers. */
  ran: z.number().int(),
  /** Returned more than their stake (DESIGN.md section 4): `strikeRate`, shown as "Returned a profit", counts these. */
  winners: z.number().int(),
  /** The horse won the race (a dead heat for first included), whatever the tip returned: `wonStrikeRate` counts these. */
  wonRace: z.number().int(),
  /** Returned exactly their stake. */
  level: z.number().int(),
  /** Returned less than their stake. */
  losers: z.number().int(),
  /** Each-way tips whose horse placed without winning (also counted above by what they returned). */
  placed: z.number().int(),
  void: z.number().int(),
  /**
   * "Returned a profit": winners / ran, in per cent to one decimal place. A placed each-way or place tip counts when
   * it returned more than its stake. null while fewer than MIN_SAMPLE_FOR_RATES tips have run (as every rate here).
   */
  strikeRate: z.number().nullable(),
  /** "Won the race": wonRace / ran, in per cent to one decimal place; a placed tip never counts. */
  wonStrikeRate: z.number().nullable(),
  /** Level-stakes profit at the advised prices. */
  profitPoints: z.number(),
  stakedPoints: z.number(),
  /** Profit at starting price, over the tips whose SP is known (null when none is). */
  profitPointsSp: z.number().nullable(),
  /** Tips that ran with a known SP: the sample `profitPointsSp` is over (at most `ran`). */
  spSample: z.number().int(),
  /** Profit at advised prices / staked, in per cent to one decimal place. */
  roi: z.number().nullable(),
  /** The most losers in a row. */
  longestLosingRun: z.number().int(),
  maxDrawdownPoints: z.number(),
  hasEnoughResults: z.boolean(),
});
export type TTrackRecord = z.infer<typeof ZTrackRecord>;

export const ZTipStats = z.object({
  generatedAt: z.string(),
  last30Days: ZTrackRecord,
  allTime: ZTrackRecord,
  byTipster: z.array(ZTrackRecord.extend({ name: z.string() })),
  byCategory: z.array(ZTrackRecord.extend({ name: z.string() })),
  /** Cumulative level-stakes profit after each settled day, oldest first. */
  series: z.array(z.object({ date: z.string(), profitPoints: z.number() })),
});
export type TTipStats = z.infer<typeof ZTipStats>;
