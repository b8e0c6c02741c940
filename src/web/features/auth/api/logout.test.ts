import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockApi } from '~/web/test/render-with-api';
import { logout } from './logout';

// A tab opened before a release asks for the push code's old file, which is no longer there.
vi.mock('~/web/lib/push/push-notifications', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing out when the push code cannot load', () => {
  it('still signs out', async () => {
    const api = mockApi({
      'POST /api/auth/logout': () => json(null, 204),
    });
    await expect(logout()).resolves.toBeUndefined();
    expect(callsTo(api, 'POST', '/api/auth/logout')).toHaveLength(1);
  });
});
