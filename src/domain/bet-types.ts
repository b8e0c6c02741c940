import type { TPence } from './money';

/**
 * The three bet types and what each costs. NOTE: apart from the settlement rules (settlement.ts re-exports them), so
 * the app's shell, which needs only these for the betslip, does not carry the whole settlement engine on every page.
 */
export const BET_TYPES = ['Win', 'Place', 'Each Way'] as const;
export type TBetType = (typeof BET_TYPES)[number];

/** Total outlay: an each-way bet is two bets of the unit stake. */
export const totalStake = (type: TBetType, stakePence: TPence): TPence =>
  type === 'Each Way' ? stakePence * 2 : stakePence;
