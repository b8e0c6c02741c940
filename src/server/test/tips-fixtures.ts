import { ukDate } from '~/domain/uk-time';
import type { TTestApp } from './test-app';
import { loginAs } from './test-app';

/** A fixed clock the tests can move: 09:00 UK time on a winter day. */
export const createClock = (iso = '2026-11-20T09:00:00Z') => {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (value: string) => {
      current = new Date(value);
    },
    advanceMinutes: (minutes: number) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
};

export const tipBody = (
  overrides: Record<string, unknown> = {},
  today = ukDate(new Date('2026-11-20T09:00:00Z')),
) => ({
  tipDate: today,
  racecourse: 'Ascot',
  raceTime: '14:30',
  horseName: 'Silver Arrow',
  betType: 'Win',
  odds: '5/2',
  stake: '1pt',
  analysis: 'Ran well last time.',
  confidence: 4,
  tipster: 'RacePro Team',
  accessLevel: 'Free',
  category: 'NAP',
  ...overrides,
});

export const adminCookie = (app: TTestApp) => loginAs(app, 'admin', 'admin');

export const createTip = async (app: TTestApp, cookie: string, overrides: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/tips',
    headers: { cookie },
    payload: tipBody(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create tip failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; horse: string };
};

/**
 * Runs `act` with the clock at `iso` and puts it back after: results can only be recorded once the race is off, so
 * tests that record them step past the off for the call.
 */
export const atTime = async <T>(
  clock: ReturnType<typeof createClock>,
  iso: string,
  act: () => Promise<T>,
) => {
  const saved = clock.now().toISOString();
  clock.set(iso);
  try {
    return await act();
  } finally {
    clock.set(saved);
  }
};
/** After the last race of the test day (2026-11-20, UK). */
export const AFTER_RACING = '2026-11-20T23:00:00Z';
