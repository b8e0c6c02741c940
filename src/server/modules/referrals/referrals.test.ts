import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, ZReferralSummary } from '~/domain/referrals.contract';
import { users } from '../../db/schema';
import {
  ADULT_DATE_OF_BIRTH,
  createTestApp,
  loginAs,
  signUpVerified,
  type TTestApp,
} from '../../test/test-app';
import { createReferralsService, newReferralCode } from './referrals.service';

const PASSWORD = 'Saddle-Cloth-42';
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let signups = 0;
const nextAddress = () => {
  signups += 1;
  return `10.60.${Math.floor(signups / 250)}.${signups % 250}`;
};
/** Signs up from its own address (the sign-up limit is per address); answers once the account is stored. */
const signup = async (payload: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { password: PASSWORD, dateOfBirth: ADULT_DATE_OF_BIRTH, acceptTerms: true, ...payload },
    remoteAddress: nextAddress(),
  });
  await app.signup.idle();
  return response;
};
const mine = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/referrals/me', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return ZReferralSummary.parse(response.json());
};
const referredByOf = async (email: string) => {
  const [row] = await app.database.db
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.email, email));
  return row?.referredBy;
};

describe('GET /api/referrals/me', () => {
  it('answers 401 to a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/referrals/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Sign in to continue');
  });

  it('makes a code on first use and keeps it, with the sign-up link', async () => {
    const cookie = await loginAs(app, 'starter@example.com');
    const first = await mine(cookie);
    expect(first.code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(first.link).toBe(`http://localhost:3000/sign-up?ref=${first.code}`);
    expect(first.joined).toBe(0);
    expect(await mine(cookie)).toEqual(first);
    expect(await mine(await loginAs(app, 'starter@example.com'))).toEqual(first);
    expect((await mine(await loginAs(app, 'monthly@example.com'))).code).not.toBe(first.code);
  });

  it('gives one code when several first requests arrive at once', async () => {
    const cookie = await loginAs(app, 'lifetime@example.com');
    const codes = await Promise.all([1, 2, 3, 4].map(async () => (await mine(cookie)).code));
    expect(new Set(codes).size).toBe(1);
  });

  it('counts the people who joined through the link', async () => {
    const { cookie: referrer } = await signUpVerified(
      app,
      { email: 'referrer@example.com', password: PASSWORD },
      { remoteAddress: nextAddress() },
    );
    const { code } = await mine(referrer);
    expect((await signup({ email: 'friend1@example.com', ref: code })).statusCode).toBe(202);
    expect((await signup({ email: 'friend2@example.com', ref: ` ${code.toLowerCase()} ` })).statusCode).toBe(
      202,
    );
    expect((await signup({ email: 'stranger@example.com' })).statusCode).toBe(202);
    expect((await mine(referrer)).joined).toBe(2);
    const [referrerRow] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'referrer@example.com'));
    expect(await referredByOf('friend1@example.com')).toBe(referrerRow!.id);
    expect(await referredByOf('friend2@example.com')).toBe(referrerRow!.id);
    expect(await referredByOf('stranger@example.com')).toBeNull();
  });
});

describe('sign-up with an invite code', () => {
  it('ignores a well-formed code that names nobody', async () => {
    const response = await signup({ email: 'unknown-ref@example.com', ref: 'ZZZZ9999' });
    expect(response.statusCode).toBe(202);
    expect(await referredByOf('unknown-ref@example.com')).toBeNull();
  });

  it.each([['x'.repeat(33)], ['bad code!'], [''], ['%3Cscript%3E'], ['ABCD-2345']])(
    'ignores a malformed ref %j: the sign-up goes ahead without it',
    async (ref) => {
      const email = `bad-ref-${signups}@example.com`;
      const response = await signup({ email, ref });
      expect(response.statusCode).toBe(202);
      // The account was made (a row with no referrer, not a missing row).
      expect(await referredByOf(email)).toBeNull();
    },
  );

  it('still refuses a ref that is not text, or is past any link length, with 400 naming it', async () => {
    for (const ref of [42, 'x'.repeat(2_001)]) {
      const email = `odd-ref-${signups}@example.com`;
      const response = await signup({ email, ref });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { field: string }) => issue.field)).toEqual(['ref']);
    }
  });
});

describe('invite codes', () => {
  it('use the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(newReferralCode()).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  it('are made again when a new code clashes with another user', async () => {
    const sequence =
      (...codes: string[]) =>
      () =>
        codes.shift() ?? 'NEVERUSED';
    const first = createReferralsService({
      db: app.database.db,
      siteUrl: 'https://racepro.example',
      newCode: sequence('AAAA2222'),
    });
    const second = createReferralsService({
      db: app.database.db,
      siteUrl: 'https://racepro.example',
      newCode: sequence('AAAA2222', 'BBBB3333'),
    });
    const ids = await app.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'free@example.com'));
    const [admin] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin'));
    expect(await first.ensureCode(ids[0]!.id)).toBe('AAAA2222');
    expect(await second.ensureCode(admin!.id)).toBe('BBBB3333');
  });
});
