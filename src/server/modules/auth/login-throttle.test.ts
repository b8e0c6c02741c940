import { describe, expect, it } from 'vitest';
import { addressDelayMs, DEFAULT_LOGIN_THROTTLE } from './login-throttle';

describe('addressDelayMs', () => {
  it('lets the first 10 attempts from an address through at once, then doubles the spacing every 5, up to 8 s', () => {
    const delays = [1, 10, 11, 15, 16, 21, 26, 31, 36, 100, 10_000].map((n) =>
      addressDelayMs(n, DEFAULT_LOGIN_THROTTLE),
    );
    expect(delays).toEqual([0, 0, 500, 500, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });
});
