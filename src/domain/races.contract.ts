import { z } from 'zod';
import { ZTipResult } from './tip.contract';

/** GET /api/races/today. */
export const ZRaceToday = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  runners: z.number().int(),
  isHandicap: z.boolean(),
  placeTerms: z.string(),
  entries: z.array(z.object({ id: z.number().int(), horse: z.string(), result: ZTipResult.nullable() })),
});
export type TRaceToday = z.infer<typeof ZRaceToday>;
