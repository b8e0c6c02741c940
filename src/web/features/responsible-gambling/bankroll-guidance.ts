import { BANKROLL_GUIDANCE } from '~/domain/bankroll-guidance';

/** Spec 1 section 9, "Bankroll guidance": one statement of it, in the domain (the advisor's texts read it too). */
export { BANKROLL_GUIDANCE };

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
