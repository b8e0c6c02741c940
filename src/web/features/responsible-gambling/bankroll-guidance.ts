/** Spec 1 section 9, "Bankroll guidance", as shares of the bankroll (stop-loss: of the daily limit). */
export const BANKROLL_GUIDANCE = {
  maxPerBetPercent: 10,
  maxPerDayPercent: 10,
  riskyBetPercent: { min: 1, max: 5 },
  typicalBetPercent: { min: 2, max: 3 },
  stopLossPercentOfDailyLimit: 50,
} as const;

export const EXAMPLE_BANKROLL_POUNDS = 500;

export type TBankrollExample = {
  bankroll: number;
  maxPerBet: number;
  maxPerDay: number;
  typical: { min: number; max: number };
  risky: { min: number; max: number };
  stopLoss: number;
};

const share = (amount: number, percent: number): number => Math.round(amount * percent) / 100;

/** The guidance applied to a bankroll in pounds, to the penny. */
export const bankrollExample = (bankroll: number): TBankrollExample => {
  const g = BANKROLL_GUIDANCE;
  const maxPerDay = share(bankroll, g.maxPerDayPercent);
  return {
    bankroll,
    maxPerBet: share(bankroll, g.maxPerBetPercent),
    maxPerDay,
    typical: { min: share(bankroll, g.typicalBetPercent.min), max: share(bankroll, g.typicalBetPercent.max) },
    risky: { min: share(bankroll, g.riskyBetPercent.min), max: share(bankroll, g.riskyBetPercent.max) },
    stopLoss: share(maxPerDay, g.stopLossPercentOfDailyLimit),
  };
};
