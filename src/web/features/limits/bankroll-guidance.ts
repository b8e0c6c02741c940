import { BANKROLL_GUIDANCE } from '~/domain/bankroll-guidance';

/** Spec 1 section 9, "Bankroll guidance": one statement of it, in the domain (the advisor's texts read it too). */
export { BANKROLL_GUIDANCE };

export type TBankrollGuide = {
  maxPerBet: number;
  maxPerDay: number;
  typical: { min: number; max: number };
  risky: { min: number; max: number };
  /** Stop for the day after losing this much. */
  stopLoss: number;
  /** The daily figure the stop-loss is half of: the user's own daily limit, else the guide's maximum. */
  stopLossBase: 'your daily limit' | 'the daily maximum';
};

const share = (amount: number, percent: number): number => Math.round(amount * percent) / 100;

/** The guidance applied to a bankroll in pounds, to the penny. */
export const bankrollGuide = (bankroll: number, dailyLimit: number | null): TBankrollGuide => {
  const g = BANKROLL_GUIDANCE;
  const maxPerDay = share(bankroll, g.maxPerDayPercent);
  const base = dailyLimit ?? maxPerDay;
  return {
    maxPerBet: share(bankroll, g.maxPerBetPercent),
    maxPerDay,
    typical: { min: share(bankroll, g.typicalBetPercent.min), max: share(bankroll, g.typicalBetPercent.max) },
    risky: { min: share(bankroll, g.riskyBetPercent.min), max: share(bankroll, g.riskyBetPercent.max) },
    stopLoss: share(base, g.stopLossPercentOfDailyLimit),
    stopLossBase: dailyLimit === null ? 'the daily maximum' : 'your daily limit',
  };
};
