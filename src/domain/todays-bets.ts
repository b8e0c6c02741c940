import type { TLocalBet } from './device-bets.contract';
import { poundsToPence, type TPence } from './money';
import { deviceBetStakePence } from './multiple-bets';
import type { TBetStatus } from './settlement';
import { ukDate } from './uk-time';

/**
 * Today's tracked stakes and profit or loss, as the reality check shows them: the server works them out from the
 * account's bets (GET /api/bets/today) and the web app from the bets kept on the device, both with this one function.
 *
 * How bets count:
 * - "Today" is the UK calendar day (DESIGN.md "Today"): a bet counts when it was placed (recorded) on today's UK date,
 *   so a bet at 23:59 UK time yesterday is yesterday's, whenever its race is run. The same rule gives the limits
 *   screen's "Staked today" (stakes of bets placed since UK midnight, void ones included).
 * - Staked: the total outlay of every bet placed today (each way: both parts), whatever its state.
 * - Profit/loss: the return less the total stake of each of today's bets that has been settled. An open bet has no
 *   profit or loss yet; a void bet (a non-runner) returns its stake, so it adds nothing either way.
 */
export type TDayBet = {
  placedAt: Date | string;
  status: TBetStatus;
  /** The total outlay (each way: twice the unit stake). */
  totalStakePence: TPence;
  /** What the bet paid back once settled; null while open (or when a lost bet stored none). */
  returnPence: TPence | null;
};

export type TDayTotals = { bets: number; stakedPence: TPence; profitPence: TPence };

export const NO_BETS_TODAY: TDayTotals = { bets: 0, stakedPence: 0, profitPence: 0 };

/** A settled bet's profit (negative for a loss); 0 while it is open, and 0 for a void bet (its stake comes back). */
export const settledProfitPence = (
  bet: Pick<TDayBet, 'status' | 'totalStakePence' | 'returnPence'>,
): TPence =>
  bet.status === 'Open' || bet.status === 'Void' ? 0 : (bet.returnPence ?? 0) - bet.totalStakePence;

const placedOn = (placedAt: Date | string): string | null => {
  const instant = placedAt instanceof Date ? placedAt : new Date(placedAt);
  return Number.isNaN(instant.getTime()) ? null : ukDate(instant);
};

/** The bets placed on the UK day of `now`: how many, their total stake and the profit or loss of those settled. */
export const todaysStakesAndProfit = (bets: readonly TDayBet[], now: Date): TDayTotals => {
  const today = ukDate(now);
  return bets
    .filter((bet) => placedOn(bet.placedAt) === today)
    .reduce(
      (totals, bet) => ({
        bets: totals.bets + 1,
        stakedPence: totals.stakedPence + bet.totalStakePence,
        profitPence: totals.profitPence + settledProfitPence(bet),
      }),
      NO_BETS_TODAY,
    );
};

/** The account's figures and the device's together (the two never hold the same bet: a synced bet leaves the device). */
export const addDayTotals = (a: TDayTotals, b: TDayTotals): TDayTotals => ({
  bets: a.bets + b.bets,
  stakedPence: a.stakedPence + b.stakedPence,
  profitPence: a.profitPence + b.profitPence,
});

/** A bet kept on the device as a day's bet: its stake is per part (a multiple's per line), its return in pounds. */
export const dayBetFromDevice = (bet: TLocalBet): TDayBet => ({
  placedAt: bet.createdAt,
  status: bet.status,
  totalStakePence: deviceBetStakePence(bet),
  returnPence:
    bet.actualReturn === null || bet.actualReturn === undefined ? null : poundsToPence(bet.actualReturn),
});
