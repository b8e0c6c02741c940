import { z } from 'zod';

/** A race the feed could not use, and why (path and message, as an import file's problems). */
const ZFeedProblem = z.object({
  raceId: z.string(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});

/** One pass of The Racing API feed (issue 35 item 5): what it read and stored, or why it stopped. */
export const ZFeedPass = z.object({
  at: z.string(),
  ran: z.boolean(),
  skipped: z.literal('locked').optional(),
  cards: z.object({ races: z.number().int(), problems: z.array(ZFeedProblem) }).optional(),
  results: z.object({ races: z.number().int(), problems: z.array(ZFeedProblem) }).optional(),
  error: z.string().optional(),
});

/** GET /api/admin/racing-data/feed: whether the feed is set up, and its last pass on this instance. */
export const ZFeedStatus = z.object({ configured: z.boolean(), lastPass: ZFeedPass.nullable() });
export type TFeedStatus = z.infer<typeof ZFeedStatus>;
