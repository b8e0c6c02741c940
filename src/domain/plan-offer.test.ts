import { describe, expect, it } from 'vitest';
import {
  cancellationRightLine,
  cheapestUnlockingPlan,
  lockedTipsPitch,
  planPagePath,
  planPricePhrase,
} from './plan-offer';

describe('cheapestUnlockingPlan', () => {
  it('is the highest access level among the locked tips, since each plan includes the ones below', () => {
    expect(cheapestUnlockingPlan(['Starter'])).toBe('Starter');
    expect(cheapestUnlockingPlan(['Starter', 'Monthly', 'Starter'])).toBe('Monthly');
    expect(cheapestUnlockingPlan(['Lifetime', 'Monthly'])).toBe('Lifetime');
    // A locked tip is never a Free one; should one arrive, the cheapest paid plan is still the answer.
    expect(cheapestUnlockingPlan(['Free'])).toBe('Starter');
    expect(cheapestUnlockingPlan([])).toBe('Starter');
  });
});

describe('lockedTipsPitch', () => {
  it('quotes the plan that unlocks the tips to a guest, not the cheapest plan on sale', () => {
    const pitch = lockedTipsPitch(['Monthly', 'Monthly'], null);
    expect(pitch).toEqual({
      plan: 'Monthly',
      heading: '2 more tips today for Monthly members',
      line: 'The horse, the odds and our full reasoning with Monthly: £7.99 a month.',
      action: 'See Monthly',
    });
    expect(pitch.line).not.toContain('£2.99');
  });

  it('says how many each cheaper plan unlocks when the tips need different plans', () => {
    expect(lockedTipsPitch(['Starter', 'Monthly', 'Lifetime', 'Monthly'], null).line).toBe(
      'The horse, the odds and our full reasoning: Starter (£2.99 a week) unlocks 1 of them, Monthly (£7.99 a month) 3, Lifetime (£39.99 once) all 4.',
    );
    expect(lockedTipsPitch(['Starter', 'Lifetime', 'Starter'], 'Free')).toMatchObject({
      plan: 'Lifetime',
      heading: '3 more tips today for Starter and Lifetime members',
      line: 'The horse, the odds and our full reasoning: Starter (£2.99 a week) unlocks 2 of them, Lifetime (£39.99 once) all 3.',
    });
  });

  it('offers a paying member an upgrade from the plan they hold', () => {
    expect(lockedTipsPitch(['Monthly', 'Lifetime', 'Monthly'], 'Starter')).toEqual({
      plan: 'Lifetime',
      heading: '3 more tips today for Monthly and Lifetime members',
      line: 'Your Starter plan does not include them. Upgrade to see the horse, the odds and our full reasoning: Monthly (£7.99 a month) unlocks 2 of them, Lifetime (£39.99 once) all 3.',
      action: 'Upgrade to Lifetime',
    });
    expect(lockedTipsPitch(['Lifetime'], 'Monthly')).toEqual({
      plan: 'Lifetime',
      heading: '1 more tip today for Lifetime members',
      line: 'Your Monthly plan does not include it. Upgrade to Lifetime (£39.99 once) to see the horse, the odds and our full reasoning.',
      action: 'Upgrade to Lifetime',
    });
  });
});

describe('prices and links', () => {
  it('says each price as the plan is sold and links to its card', () => {
    expect(planPricePhrase('Starter')).toBe('£2.99 a week');
    expect(planPricePhrase('Monthly')).toBe('£7.99 a month');
    expect(planPricePhrase('Lifetime')).toBe('£39.99 once');
    expect(planPagePath('Monthly')).toBe('/subscription?plan=Monthly');
  });
});

describe('cancellationRightLine', () => {
  it('confirms the consent with its date, or keeps the 14-day right without it (CCR 2013 regs 29, 37)', () => {
    expect(cancellationRightLine('27 November 2026')).toBe(
      'Your consent: on 27 November 2026 you asked for access to start at once and acknowledged that you lose your 14-day right to cancel once it has started.',
    );
    expect(cancellationRightLine(null)).toMatch(/you may cancel within 14 days of paying for a full refund/);
  });
});
