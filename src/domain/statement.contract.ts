import { z } from 'zod';
import { ZLimits } from './limits.contract';

/**
 * GET /api/user/statement?month=YYYY-MM: a member's safer-gambling statement for one UK calendar month (what counts is
 * defined in statement.ts). Money in pounds, as every user route answers it.
 */

export const STATEMENT_MONTH_MESSAGE = 'must be a month written YYYY-MM, such as 2026-03';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar month as YYYY-MM. */
export const ZStatementMonth = z
  .string()
  .max(7, STATEMENT_MONTH_MESSAGE)
  .regex(MONTH_PATTERN, STATEMENT_MONTH_MESSAGE);

/** `month` is optional: the current UK month (so far) by default. */
export const ZStatementQuery = z.object({ month: ZStatementMonth.optional() });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/** One month's statement, as the account screen shows it and the e-mail sends it. */
export const ZMonthStatement = z.object({
  month: z.string(),
  /** The UK month's bounds as instants: midnight UK time on its 1st, and on the 1st of the next month. */
  from: z.string(),
  to: z.string(),
  betsPlaced: z.number().int(),
  stakes: z.number(),
  settledBets: z.number().int(),
  returns: z.number(),
  profitLoss: z.number(),
  openBets: z.number().int(),
  openStakes: z.number(),
  /** null when no bet was placed in the month. */
  biggestStake: z.number().nullable(),
  daysBet: z.number().int(),
  /**
   * The member's limits as in force now (not as they were in the month). Breaks and self-exclusions taken in the month
   * are not listed: the limits keep only when the latest break ends, not when each was taken.
   */
  limits: ZLimits.pick({ perBetLimit: true, dailyLimit: true, perWeekLimit: true, perMonthLimit: true }),
});
export type TMonthStatement = z.infer<typeof ZMonthStatement>;

/** GET /api/user/statement: the month's statement, and the months the member can pick. */
export const ZStatement = ZMonthStatement.extend({
  /** The months the account screen offers, newest first (statement.ts `statementMonths`). */
  months: z.array(z.string()),
});
export type TStatement = z.infer<typeof ZStatement>;

/** GET and PUT /api/user/statement/email: whether the member is e-mailed their statement each month (off by default). */
export const ZStatementEmailSetting = z.object({ monthlyStatementEmail: z.boolean() }).strict();
export type TStatementEmailSetting = z.infer<typeof ZStatementEmailSetting>;
