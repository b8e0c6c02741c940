import { describe, expect, it } from 'vitest';
import { ADVISOR_MAX_PERCENT, ADVISOR_STOP_LOSS_PERCENT, stakingPlan } from './advisor';
import { BANKROLL_GUIDANCE } from './bankroll-guidance';
import { ADVISOR_STYLES } from './strategies';

describe('the bankroll guidance', () => {
  it('is the 10% the betslip warns at and the personal advisor caps at', () => {
    expect(BANKROLL_GUIDANCE.maxPerBetPercent).toBe(ADVISOR_MAX_PERCENT);
    expect(BANKROLL_GUIDANCE.maxPerDayPercent).toBe(ADVISOR_MAX_PERCENT);
    expect((ADVISOR_MAX_PERCENT * BANKROLL_GUIDANCE.stopLossPercentOfDailyLimit) / 100).toBe(
      ADVISOR_STOP_LOSS_PERCENT,
    );
  });

  it.each(ADVISOR_STYLES)('keeps every %s stake inside the riskier-bet range', (style) => {
    const plan = stakingPlan(style, []);
    expect(plan.minPercent).toBeGreaterThanOrEqual(BANKROLL_GUIDANCE.riskyBetPercent.min);
    expect(plan.maxPercent).toBeLessThanOrEqual(BANKROLL_GUIDANCE.riskyBetPercent.max);
  });
});
