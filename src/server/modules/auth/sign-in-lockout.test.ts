import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle';

/**
 * Issue 31 items 1 and 2 (decision 0024): a stranger's failures lock out only the stranger. Behind one proxy hop
 * (TRUST_PROXY=1) the client address is the X-Forwarded-For value. Delays are recorded, not waited.
 */
const clock = createClock();
const delays: number[] = [];
let app: TTestApp;
let members: string[];

beforeAll(async () => {
  app = await createTestApp({
    clock: clock.now,
    config: { trustProxy: 1 },
    // The production settings, but a small account ceiling so a test can reach it with a few addresses.
    loginThrottle: {
      ...DEFAULT_LOGIN_THROTTLE,
      accountCeiling: 30,
      sleep: async (ms) => {
        delays.push(ms);
      },
    },
  });
  members = await createMonthlyUsers(app.database.db, 30, 'proxied', clock.now());
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  delays.length = 0;
});

const signIn = (from: string, body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: { 'x-forwarded-for': from },
  });
const statusesOf = async (count: number, from: string, body: Record<string, string>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(from, body)).statusCode);
  return statuses;
};

describe('a hard limit per (account, address) pair', () => {
  it('5 failures from address A do not stop the correct password from address B', async () => {
    const wrong = { email: 'lifetime@example.com', password: 'wrong-guess' };
    expect(await statusesOf(5, '198.51.100.1', wrong)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signIn('198.51.100.1', { email: 'lifetime@example.com', password: 'demo-pass' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);

    const owner = await signIn('203.0.113.2', { email: 'lifetime@example.com', password: 'demo-pass' });
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in does not free the attacker's address: that pair waits its 15 minutes.
    expect((await signIn('198.51.100.1', wrong)).statusCode).toBe(429);
    clock.advanceMinutes(15);
    expect((await signIn('198.51.100.1', wrong)).statusCode).toBe(401);
  });

  it('holds for the administrator too, at both sign-in routes', async () => {
    for (let i = 0; i < 5; i++) {
      const url = i % 2 ? '/api/admin/login' : '/api/auth/login';
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { username: 'admin', password: 'wrong-guess' },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn('198.51.100.9', { username: 'admin', password: 'admin' })).statusCode).toBe(429);
    const panel = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'admin' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(panel.statusCode).toBe(200);
  });

  it('checks at most 5 of 200 parallel guesses from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        signIn('198.51.100.3', { email: 'starter@example.com', password: 'wrong-guess' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
  });
});

describe('per-address pacing', () => {
  it('never refuses or delays a correct password because of other accounts failing from the address', async () => {
    const proxy = '192.0.2.50';
    // 40 failures from the shared address, against 40 different (unknown) accounts.
    for (let i = 0; i < 40; i++)
      expect((await signIn(proxy, { email: `stranger${i}@example.com`, password: 'guess' })).statusCode).toBe(
        401,
      );
    // The first 10 wrong answers come at once; from the 11th they are held back: 500 ms, doubling every 5, up to 8 s.
    expect(delays).toEqual(
      [...Array(5).fill(500), ...Array(5).fill(1000), ...Array(5).fill(2000)].concat(
        Array(5).fill(4000),
        Array(10).fill(8000),
      ),
    );
    delays.length = 0;
    // A burst of 30 members signing in at once through that address: every one gets in at once.
    const burst = await Promise.all(
      members.map((email) => signIn(proxy, { email, password: 'load-test-pass' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(delays).toEqual([]);
  });
});

describe('across addresses: growing delays and a per-account ceiling', () => {
  it('slows and then stops guesses spread over many addresses, but not the owner from their own address', async () => {
    const account = { email: 'monthly@example.com' };
    // The owner signed in from home before the attack: that address is known to the account.
    expect((await signIn('203.0.113.77', { ...account, password: 'demo-pass' })).statusCode).toBe(200);
    delays.length = 0;
    // Six addresses, five guesses each: 30 failures, the test's ceiling.
    const statuses: number[] = [];
    for (let address = 0; address < 6; address++)
      statuses.push(
        ...(await statusesOf(5, `198.51.100.${100 + address}`, { ...account, password: 'guess' })),
      );
    expect(statuses).toEqual(Array(30).fill(401));
    // Once the account has 10 failures from elsewhere, each check waits first: 500 ms, doubling every 10 failures.
    expect(delays.filter((d) => d >= 500 && d <= 2000).slice(0, 3)).toEqual([500, 500, 500]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(DEFAULT_LOGIN_THROTTLE.maxDelayMs);

    // At the ceiling a seventh address is refused before any check, even with the right password...
    const stranger = await signIn('198.51.100.200', { ...account, password: 'guess' });
    expect(stranger.statusCode).toBe(429);
    expect(
      (await signIn('198.51.100.201', { ...account, password: 'demo-pass' })).statusCode,
      'a new address of the owner waits too (decision 0024)',
    ).toBe(429);
    // ...but the owner from the address they signed in from gets in at once.
    delays.length = 0;
    expect((await signIn('203.0.113.77', { ...account, password: 'demo-pass' })).statusCode).toBe(200);
    expect(delays).toEqual([]);
    clock.advanceMinutes(15);
    expect((await signIn('198.51.100.201', { ...account, password: 'demo-pass' })).statusCode).toBe(200);
  });
});
