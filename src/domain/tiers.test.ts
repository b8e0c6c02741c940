import { describe, expect, it } from 'vitest';
import { canSeeTip, hasTierAccess, lockedContentMessage, TIERS } from './tiers';

describe('tiers', () => {
  it('speaks one vocabulary, lowest first', () => {
    expect(TIERS).toEqual(['Free', 'Starter', 'Monthly', 'Lifetime']);
  });

  it('says "or higher" only where there is a higher plan', () => {
    expect(lockedContentMessage('tip', 'Starter')).toBe(
      'This tip requires a Starter subscription or higher.',
    );
    expect(lockedContentMessage('tip', 'Monthly')).toBe(
      'This tip requires a Monthly subscription or higher.',
    );
    expect(lockedContentMessage('tip', 'Lifetime')).toBe('This tip requires a Lifetime subscription.');
  });

  it('lets each plan include the ones below it', () => {
    expect(hasTierAccess('Monthly', 'Starter')).toBe(true);
    expect(hasTierAccess('Starter', 'Monthly')).toBe(false);
    expect(canSeeTip('Free', { accessLevel: 'Lifetime', result: null })).toBe(false);
    expect(canSeeTip('Free', { accessLevel: 'Lifetime', result: 'Lost' })).toBe(true);
  });
});
