/**
 * Spec 1 section 9, "Bankroll guidance", as shares of the bankroll (stop-loss: of the daily limit): at most 10% of the
 * bankroll per bet and per day, 1-5% for riskier bets, 2-3% typical, stop for the day at half the daily limit. The
 * one statement of it: the account and responsible gambling screens and the advisor's texts read it from here.
 */
export const BANKROLL_GUIDANCE = {
  maxPerBetPercent: 10,
  maxPerDayPercent: 10,
  riskyBetPercent: { min: 1, max: 5 },
  typicalBetPercent: { min: 2, max: 3 },
  stopLossPercentOfDailyLimit: 50,
} as const;
