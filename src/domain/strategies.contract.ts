import { z } from 'zod';
import { DIFFICULTIES, STRATEGY_ID_MAX, type TStrategyGuide } from './strategies';

const STRATEGY_ID_PATTERN = /^[a-z]{1,40}$/;

/** GET /api/strategies/:id: a strategy id is a short word of lower-case letters; an unknown one is a 404. */
export const ZStrategyParams = z.object({
  id: z.string().max(STRATEGY_ID_MAX, 'Unknown strategy').regex(STRATEGY_ID_PATTERN, 'Unknown strategy'),
});

/** GET /api/strategies/:id: a strategy library guide in full (TStrategyGuide). */
export const ZStrategyGuide = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  steps: z.array(z.string()).readonly(),
  example: z.object({ title: z.string(), lines: z.array(z.string()).readonly() }),
  tools: z.array(z.object({ label: z.string(), href: z.string() })).readonly(),
  caution: z.string(),
}) satisfies z.ZodType<Omit<TStrategyGuide, 'id'> & { id: string }>;
