import { betslipLimitCheck } from '~/domain/betslip-limits';
import { activeBreak, BREAK_HELPLINE_LINE, breakLabel } from '~/domain/breaks';
import type { TLimits } from '~/domain/limits.contract';
import { betslipItemKey, itemOutlayPence, type TBetslipItem } from '~/web/lib/betslip-store';
import type { TTrackingMode } from './place-betslip';

/** What the member's limits and breaks say about the slip as it stands. */
export type TSlipGuard = {
  /** Under a selection's stake field, by betslip item key. */
  lineProblems: Readonly<Record<string, string>>;
  /** Why Place Bets is held back (read with it), or null. */
  reason: string | null;
  /** During a break: what Place Bets says instead ("On a break until 23:38 Fri"). */
  breakLabel: string | null;
  /** "Left to stake: £20 today · £45 this week · £180 this month", or null. */
  leftToStake: string | null;
};

export const NO_GUARD: TSlipGuard = { lineProblems: {}, reason: null, breakLabel: null, leftToStake: null };

/**
 * The slip checked against GET /api/user/limits as stakes are typed (the server checks again and stays the
 * authority). Guests have no limits. A Free member's bets stay on the device, where the account's day, week and month
 * sums do not see them, so only their per-bet limit and breaks apply here; members tracking in the account get every
 * check. While the limits are unknown (loading, or unreadable) nothing is held back: the server still refuses.
 */
export const slipGuardOf = ({
  items,
  mode,
  limits,
  now,
}: {
  items: readonly TBetslipItem[];
  mode: TTrackingMode | 'unknown';
  limits: TLimits | null | undefined;
  now: Date;
}): TSlipGuard => {
  if ((mode !== 'account' && mode !== 'free') || !limits) return NO_GUARD;
  const brk = activeBreak(limits, now);
  if (brk) {
    return {
      lineProblems: {},
      reason: BREAK_HELPLINE_LINE,
      breakLabel: breakLabel(brk, now),
      leftToStake: null,
    };
  }
  const lines = items.map((item) => ({
    key: betslipItemKey(item),
    horse: item.horse,
    totalStakePence: itemOutlayPence(item),
  }));
  const check = betslipLimitCheck(lines, limits, { periods: mode === 'account' });
  return {
    lineProblems: check.lineProblems,
    reason: check.placeProblem,
    breakLabel: null,
    leftToStake: check.leftToStake,
  };
};
