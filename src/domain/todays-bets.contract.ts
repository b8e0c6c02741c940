import { z } from 'zod';

/**
 * GET /api/bets/today: the member's account bets placed today (UK day), as the reality check shows them. Money in
 * pounds (DESIGN.md section 6); worked out by `todaysStakesAndProfit` (todays-bets.ts).
 */
export const ZTodaysBets = z.object({
  /** The UK date the figures are for (YYYY-MM-DD). */
  date: z.string(),
  bets: z.number().int(),
  staked: z.number(),
  /** The profit or loss of today's bets that have settled (open ones count once they settle). */
  profitLoss: z.number(),
});
export type TTodaysBets = z.infer<typeof ZTodaysBets>;
