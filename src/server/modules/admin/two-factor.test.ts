import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '~/domain/two-factor.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { base32Bytes, totp } from '../../test/totp-reference';
import { SIGN_IN_AGAIN, WRONG_CURRENT_PASSWORD } from '../auth/reauthentication';

const clock = createClock('2026-11-20T09:00:00Z');
let app: TTestApp;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const adminSignIn = (code?: string, url = '/api/admin/login') =>
  call('POST', url, undefined, {
    username: 'admin',
    password: 'admin',
    ...(code === undefined ? {} : { code }),
  });
/** The next 30-second step, so each code is new. */
const nextStep = () => clock.advanceMinutes(0.5);

const enrol = async (cookie: string) => {
  const setup = await call('POST', '/api/admin/two-factor/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  const enabled = await call('POST', '/api/admin/two-factor/enable', cookie, {
    code: totp(secret, clock.now()),
    password: 'admin',
  });
  expect(enabled.statusCode).toBe(200);
  nextStep();
  return { secret, otpauthUrl, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
};
const turnOff = async (secret: string) => {
  nextStep();
  const cookie = await signedIn(secret);
  nextStep();
  expect(
    (
      await call('POST', '/api/admin/two-factor/disable', cookie, {
        code: totp(secret, clock.now()),
        password: 'admin',
      })
    ).statusCode,
  ).toBe(204);
};
const signedIn = async (secret: string) => {
  const response = await adminSignIn(totp(secret, clock.now()));
  expect(response.statusCode, response.body).toBe(200);
  return `racepro_session=${response.cookies.find((c) => c.name === 'racepro_session')!.value}`;
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  // Each test starts with no failed sign-ins counted against the admin account.
  await app.database.db.execute(sql`delete from rate_buckets`);
});

describe('the reference TOTP used by these tests', () => {
  it('gives the RFC 6238 appendix B SHA-1 values', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(totp(rfcSecret, new Date(59_000), 8)).toBe('94287082');
    expect(totp(rfcSecret, new Date(1_111_111_109_000), 8)).toBe('07081804');
    expect(totp(rfcSecret, new Date(2_000_000_000_000), 8)).toBe('69279037');
  });
});

describe('admin two-factor sign-in', () => {
  it('enrols with a QR-code address and a first code, then gives ten recovery codes once, stored hashed', async () => {
    const cookie = await loginAs(app, 'admin', 'admin');
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    const setup = await call('POST', '/api/admin/two-factor/setup', cookie);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(base32Bytes(secret).length).toBeGreaterThanOrEqual(16); // RFC 4226: at least 128 bits
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/RacePro:admin');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('RacePro');

    // Until the first code is accepted, nothing changes at sign-in.
    expect((await adminSignIn()).statusCode).toBe(200);
    const wrong = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: '000000',
      password: 'admin',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: INVALID_CODE_MESSAGE, issues: [{ field: 'code' }] });
    const malformed = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: '12345',
      password: 'admin',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toMatchObject({ enabled: false });

    const enabled = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: totp(secret, clock.now()).replace(/(\d{3})/, '$1 '), // as the app shows it, "123 456"
      password: 'admin',
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const stored = (await app.database.db.execute(
      sql`select code_hash from admin_recovery_codes`,
    )) as unknown as {
      rows: { code_hash: string }[];
    };
    const hashes = stored.rows.map((row) => row.code_hash).sort();
    const expected = recoveryCodes
      .map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex'))
      .sort();
    expect(hashes).toEqual(expected);
    expect(JSON.stringify(stored.rows)).not.toContain(recoveryCodes[0]!.slice(0, 5));

    // A second set-up while it is on is refused; the secret stays.
    expect((await call('POST', '/api/admin/two-factor/setup', cookie)).statusCode).toBe(409);
    await turnOff(secret);
  });

  it('asks for the code at both sign-ins, takes a current one once, and refuses wrong and replayed codes', async () => {
    const { secret } = await enrol(await loginAs(app, 'admin', 'admin'));
    for (const url of ['/api/admin/login', '/api/auth/login']) {
      const asked = await adminSignIn(undefined, url);
      expect(asked.statusCode).toBe(401);
      expect(asked.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', error: TWO_FACTOR_REQUIRED_MESSAGE });
      expect(asked.cookies).toEqual([]);
      const wrong = await adminSignIn('123456', url);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'UNAUTHORISED', error: INVALID_CODE_MESSAGE });
      expect(wrong.cookies).toEqual([]);

      nextStep();
      const code = totp(secret, clock.now());
      expect((await adminSignIn(code, url)).statusCode).toBe(200);
      const replayed = await adminSignIn(code, url);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toMatchObject({ error: INVALID_CODE_MESSAGE });
    }
    // A wrong password with a right code is still a wrong password.
    nextStep();
    const wrongPassword = await call('POST', '/api/admin/login', undefined, {
      username: 'admin',
      password: 'not-it',
      code: totp(secret, clock.now()),
    });
    expect(wrongPassword.json()).toMatchObject({ error: 'Invalid username or password' });
    // A phone 30 seconds out is accepted; two minutes out is not.
    expect((await adminSignIn(totp(secret, new Date(clock.now().getTime() + 30_000)))).statusCode).toBe(200);
    clock.advanceMinutes(2);
    expect((await adminSignIn(totp(secret, new Date(clock.now().getTime() - 120_000)))).statusCode).toBe(401);
    // Members sign in as before.
    expect(
      (
        await call('POST', '/api/auth/login', undefined, {
          email: 'lifetime@example.com',
          password: 'demo-pass',
        })
      ).statusCode,
    ).toBe(200);
    await turnOff(secret);
  });

  it('lets one of five parallel sign-ins with the same code through', async () => {
    const { secret } = await enrol(await loginAs(app, 'admin', 'admin'));
    nextStep();
    const code = totp(secret, clock.now());
    const answers = await Promise.all(Array.from({ length: 5 }, () => adminSignIn(code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    await turnOff(secret);
  });

  it('takes each recovery code once, in any case and without the dash', async () => {
    const { secret, recoveryCodes } = await enrol(await loginAs(app, 'admin', 'admin'));
    const [first, second] = recoveryCodes as [string, string];
    expect((await adminSignIn(first)).statusCode).toBe(200);
    expect((await adminSignIn(first)).json()).toMatchObject({ error: INVALID_CODE_MESSAGE });
    expect((await adminSignIn(second.replace('-', '').toUpperCase())).statusCode).toBe(200);
    const cookie = await signedIn(secret);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 8,
    });

    // Renewing needs an app code (a recovery code will not do) and retires the old codes.
    expect(
      (
        await call('POST', '/api/admin/two-factor/recovery-codes', cookie, {
          code: recoveryCodes[2],
          password: 'admin',
        })
      ).statusCode,
    ).toBe(400);
    nextStep();
    const renewed = await call('POST', '/api/admin/two-factor/recovery-codes', cookie, {
      code: totp(secret, clock.now()),
      password: 'admin',
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await adminSignIn(recoveryCodes[3])).statusCode).toBe(401);
    expect((await adminSignIn(fresh[0])).statusCode).toBe(200);
    await turnOff(secret);
  });

  it('throttles wrong codes like wrong passwords, and does not count the question', async () => {
    const { secret } = await enrol(await loginAs(app, 'admin', 'admin'));
    // Asking for the code is not a guess: many sign-ins without one are never locked out.
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await adminSignIn()).statusCode).toBe(401);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await adminSignIn('999999')).statusCode).toBe(401);
    nextStep();
    const locked = await adminSignIn(totp(secret, clock.now()));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await app.database.db.execute(sql`delete from rate_buckets`);
    await turnOff(secret);
  });

  it('turns off only with a current app code, and then sign-in needs the password alone', async () => {
    const { secret } = await enrol(await loginAs(app, 'admin', 'admin'));
    const cookie = await signedIn(secret);
    const wrong = await call('POST', '/api/admin/two-factor/disable', cookie, {
      code: '000000',
      password: 'admin',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toMatchObject({ enabled: true });
    nextStep();
    expect(
      (
        await call('POST', '/api/admin/two-factor/disable', cookie, {
          code: totp(secret, clock.now()),
          password: 'admin',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await adminSignIn()).statusCode).toBe(200);
    const left = (await app.database.db.execute(
      sql`select count(*)::int as n from admin_recovery_codes`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('needs the current password to turn on, renew or turn off; a wrong one is 403, counted, and changes nothing', async () => {
    const cookie = await loginAs(app, 'admin', 'admin');
    const { secret } = (await call('POST', '/api/admin/two-factor/setup', cookie)).json() as {
      secret: string;
    };
    const missing = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: totp(secret, clock.now()),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ issues: [{ field: 'password' }] });
    for (const payload of [
      { code: totp(secret, clock.now()), password: 'x'.repeat(201) },
      { code: totp(secret, clock.now()), password: 'admin', extra: 1 },
    ])
      expect((await call('POST', '/api/admin/two-factor/enable', cookie, payload)).statusCode).toBe(400);
    const wrong = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: totp(secret, clock.now()),
      password: 'not-it',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      error: WRONG_CURRENT_PASSWORD,
      issues: [{ field: 'password', message: WRONG_CURRENT_PASSWORD }],
    });
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toMatchObject({ enabled: false });
    // The right password turns it on; then renewing and turning off refuse a wrong password with a right code.
    const { recoveryCodes } = (
      await call('POST', '/api/admin/two-factor/enable', cookie, {
        code: totp(secret, clock.now()),
        password: 'admin',
      })
    ).json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const url of ['/api/admin/two-factor/recovery-codes', '/api/admin/two-factor/disable']) {
      nextStep();
      const refused = await call('POST', url, cookie, {
        code: totp(secret, clock.now()),
        password: 'admin1',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: WRONG_CURRENT_PASSWORD });
    }
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Two wrong passwords since the right one cleared the count: three more spend the account's five, and then even
    // the right password waits.
    for (let attempt = 0; attempt < 3; attempt += 1)
      await call('POST', '/api/admin/two-factor/disable', cookie, { code: '000000', password: 'nope' });
    nextStep();
    const locked = await call('POST', '/api/admin/two-factor/disable', cookie, {
      code: totp(secret, clock.now()),
      password: 'admin',
    });
    expect(locked.statusCode).toBe(429);
    await app.database.db.execute(sql`delete from rate_buckets`);
    await turnOff(secret);
  });

  it('needs a sign-in from the last 10 minutes to set up, turn on, renew or turn off', async () => {
    const cookie = await loginAs(app, 'admin', 'admin');
    const { secret } = (await call('POST', '/api/admin/two-factor/setup', cookie)).json() as {
      secret: string;
    };
    clock.advanceMinutes(11);
    const late = await call('POST', '/api/admin/two-factor/enable', cookie, {
      code: totp(secret, clock.now()),
      password: 'admin',
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: SIGN_IN_AGAIN });
    expect((await call('POST', '/api/admin/two-factor/setup', cookie)).json()).toMatchObject({
      error: SIGN_IN_AGAIN,
    });
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toMatchObject({ enabled: false });

    // Signed in again: on. Ten minutes later the same session may no longer renew or turn it off.
    const fresh = await loginAs(app, 'admin', 'admin');
    const { secret: second } = (await call('POST', '/api/admin/two-factor/setup', fresh)).json() as {
      secret: string;
    };
    clock.advanceMinutes(9.5);
    expect(
      (
        await call('POST', '/api/admin/two-factor/enable', fresh, {
          code: totp(second, clock.now()),
          password: 'admin',
        })
      ).statusCode,
    ).toBe(200);
    clock.advanceMinutes(1);
    for (const url of ['/api/admin/two-factor/recovery-codes', '/api/admin/two-factor/disable']) {
      nextStep();
      const refused = await call('POST', url, fresh, { code: totp(second, clock.now()), password: 'admin' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: SIGN_IN_AGAIN });
    }
    expect((await call('GET', '/api/admin/two-factor', fresh)).json()).toMatchObject({ enabled: true });
    await turnOff(second);
  });

  it('ends every other session of the account when it is turned on; this one stays', async () => {
    const other = await loginAs(app, 'admin', 'admin');
    const cookie = await loginAs(app, 'admin', 'admin');
    const member = await loginAs(app, 'monthly@example.com');
    expect((await call('GET', '/api/admin/two-factor', other)).statusCode).toBe(200);
    const { secret } = await enrol(cookie);
    expect((await call('GET', '/api/admin/two-factor', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/two-factor', cookie)).json()).toMatchObject({ enabled: true });
    expect((await call('GET', '/api/auth/me', member)).statusCode).toBe(200);
    await turnOff(secret);
  });

  it('is an administrator-only setting: 401 for a guest and 403 for a member before the body is read', async () => {
    const member = await loginAs(app, 'lifetime@example.com');
    for (const url of [
      '/api/admin/two-factor/setup',
      '/api/admin/two-factor/enable',
      '/api/admin/two-factor/disable',
    ]) {
      expect((await call('POST', url, undefined, { code: 'x'.repeat(5000) })).statusCode).toBe(401);
      expect((await call('POST', url, member, { code: 'x'.repeat(5000) })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/two-factor', member)).statusCode).toBe(403);
  });
});
