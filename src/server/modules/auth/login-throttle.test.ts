import { describe, expect, it } from 'vitest';
import { accountDelayMs, addressDelayMs, DEFAULT_LOGIN_THROTTLE } from './login-throttle';

describe('addressDelayMs', () => {
  it('lets the first 10 failures from an address answer at once, then doubles the spacing every 5, up to 8 s', () => {
    const delays = [1, 10, 11, 15, 16, 21, 26, 31, 36, 100, 10_000].map((n) =>
      addressDelayMs(n, DEFAULT_LOGIN_THROTTLE),
    );
    expect(delays).toEqual([0, 0, 500, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });
});

describe('accountDelayMs', () => {
  it('lets an account take 10 failures from elsewhere without delay, then doubles every 10, up to 8 s', () => {
    const delays = [0, 10, 11, 20, 21, 31, 41, 51, 61, 100].map((n) =>
      accountDelayMs(n, DEFAULT_LOGIN_THROTTLE),
    );
    expect(delays).toEqual([0, 0, 500, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('sets the account ceiling far above what one address can reach in a window', () => {
    const { accountCeiling, maxPerPair } = DEFAULT_LOGIN_THROTTLE;
    expect(accountCeiling).toBeGreaterThanOrEqual(20 * maxPerPair);
  });
});
