import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UNDER_AGE_MESSAGE } from '~/domain/age';
import {
  ACCEPT_TERMS_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  SIGNUP_MESSAGE,
  UNVERIFIED_EMAIL_MESSAGE,
  VERIFY_LINK_INVALID,
} from '~/domain/auth.contract';
import {
  createTestApp,
  loginAs,
  sessionCookieFrom,
  signUpVerified,
  signupPayload,
  type TTestApp,
  verificationTokenFor,
} from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { createMailRepository } from '../mail/mail.repository';

const clock = createClock('2026-11-20T09:00:00Z');
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set('2026-11-20T09:00:00Z');
});

const PASSWORD = 'Saddle-Cloth-42';
let addresses = 0;
/** Each call from an address of its own, so the per-address limits stay out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
/** Signs up, and answers once the work after the answer (the account, the e-mail) is done. */
const signup = async (payload: Record<string, unknown>, remoteAddress = nextAddress()) => {
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress });
  await app.signup.idle();
  return response;
};
const verify = (token: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers,
    remoteAddress: nextAddress(),
  });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const login = (email: string, password = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

/** The mails queued to `recipient` once the sign-ups' work after their answers is done, oldest first. */
const mailsTo = async (recipient: string) => {
  await app.signup.idle();
  return (await createMailRepository(app.database.db).listRecent(100_000))
    .filter((mail) => mail.recipient === recipient)
    .sort((a, b) => a.id - b.id);
};

/** What an answer shows a caller, but for the headers that differ on every answer (the date). */
const visible = (response: Awaited<ReturnType<typeof signup>>) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers, cookies: response.cookies };
};

describe('sign-up answers the same whoever exists (issue 31)', () => {
  it('answers a new e-mail, a taken e-mail and a taken username with the same status, body and headers, and no cookie', async () => {
    const fresh = await signup(
      signupPayload({ email: 'brand-new@example.com', password: PASSWORD, username: 'brandnew' }),
    );
    const takenEmail = await signup(
      signupPayload({ email: 'free@example.com', password: PASSWORD, username: 'someone' }),
    );
    const takenName = await signup(
      signupPayload({ email: 'not-yet@example.com', password: PASSWORD, username: 'FREE' }),
    );
    expect(fresh.statusCode).toBe(202);
    expect(fresh.json()).toEqual({ message: SIGNUP_MESSAGE });
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(visible(takenEmail)).toEqual(visible(fresh));
    expect(visible(takenName)).toEqual(visible(fresh));
  });

  it('creates the new account unverified and mails it a confirmation link; the taken cases create nothing', async () => {
    await signup(signupPayload({ email: 'fresh-two@example.com', password: PASSWORD }));
    const [confirm] = await mailsTo('fresh-two@example.com');
    expect(confirm).toMatchObject({ kind: 'email_verification' });
    expect(confirm!.body).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}\n/);
    expect(confirm!.body).toContain('within 24 hours');

    // The account exists (it can sign in) but is not confirmed.
    const signedIn = await login('fresh-two@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.emailVerified).toBe(false);
  });

  it('tells the owner of a taken e-mail, once an hour however many tries, and leaves their account as it was', async () => {
    for (let i = 0; i < 3; i += 1)
      await signup(signupPayload({ email: 'Starter@Example.com', password: 'Another-Secret-99' }));
    const mails = await mailsTo('starter@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['signup_existing_account']);
    expect(mails[0]!.body).toContain('already has an account');
    expect(mails[0]!.body).toContain('/forgot-password');
    expect((await login('starter@example.com', 'Another-Secret-99')).statusCode).toBe(401);
    expect((await login('starter@example.com', 'demo-pass')).statusCode).toBe(200);
  });

  it('asks someone whose username is taken to choose another, and creates no account', async () => {
    await signup(signupPayload({ email: 'wants-name@example.com', password: PASSWORD, username: 'Monthly' }));
    const mails = await mailsTo('wants-name@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['signup_username_taken']);
    expect(mails[0]!.body).toContain('"Monthly". That username is already taken');
    expect(mails[0]!.body).toContain('/sign-up');
    expect((await login('wants-name@example.com')).statusCode).toBe(401);
  });

  it('answers two sign-ups for one new e-mail at once the same, with one account and one confirmation', async () => {
    const body = signupPayload({ email: 'twice-at-once@example.com', password: PASSWORD });
    const [a, b] = await Promise.all([signup(body), signup(body)]);
    expect(visible(a!)).toEqual(visible(b!));
    const kinds = (await mailsTo('twice-at-once@example.com')).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['email_verification', 'signup_existing_account']);
  });
});

describe('sign-up needs an adult who accepts the terms', () => {
  it('refuses someone under 18 on the UK date today with a kind message, and takes them on their 18th birthday', async () => {
    // 00:30 on 20 June 2026 in London (BST), still 19 June in UTC: the UK date decides.
    clock.set('2026-06-19T23:30:00Z');
    const underAge = await signup({
      ...signupPayload({ email: 'almost@example.com', password: PASSWORD }),
      dateOfBirth: '2008-06-21',
    });
    expect(underAge.statusCode).toBe(400);
    expect(underAge.json()).toMatchObject({
      error: UNDER_AGE_MESSAGE,
      issues: [{ field: 'dateOfBirth', message: UNDER_AGE_MESSAGE }],
    });
    const birthday = await signup({
      ...signupPayload({ email: 'birthday@example.com', password: PASSWORD }),
      dateOfBirth: '2008-06-20',
    });
    expect(birthday.statusCode).toBe(202);
    expect(await verificationTokenFor(app, 'birthday@example.com')).not.toBeNull();
    expect(await verificationTokenFor(app, 'almost@example.com')).toBeNull();
  });

  it.each([
    ['missing', {}],
    ['false', { acceptTerms: false }],
    ['a string', { acceptTerms: 'true' }],
  ])('refuses the terms box %s with 400 naming it, and creates nothing', async (_what, terms) => {
    const { acceptTerms: _accepted, ...rest } = signupPayload({
      email: 'no-terms@example.com',
      password: PASSWORD,
    });
    const response = await signup({ ...rest, ...terms });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ field: 'acceptTerms', message: ACCEPT_TERMS_MESSAGE });
    expect(await mailsTo('no-terms@example.com')).toEqual([]);
  });

  it.each([undefined, '', '20/06/1990', '1990-02-30', '1899-12-31', '1990-1-5'])(
    'refuses the date of birth %j with 400 naming it',
    async (dateOfBirth) => {
      const response = await signup({
        ...signupPayload({ email: 'bad-date@example.com', password: PASSWORD }),
        dateOfBirth,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { field: string }) => issue.field)).toContain('dateOfBirth');
    },
  );

  it('refuses a field it does not know', async () => {
    const response = await signup({
      ...signupPayload({ email: 'extra@example.com', password: PASSWORD }),
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the confirmation link', () => {
  it('confirms the address once and signs in; the same link again is refused', async () => {
    await signup(signupPayload({ email: 'once@example.com', password: PASSWORD }));
    const token = (await verificationTokenFor(app, 'once@example.com'))!;
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'once@example.com', emailVerified: true });
    const me = await call('GET', '/api/auth/me', sessionCookieFrom(first));
    expect(me.json().user.emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(VERIFY_LINK_INVALID);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('works for 24 hours and not a minute more', async () => {
    await signup(signupPayload({ email: 'day-one@example.com', password: PASSWORD }));
    await signup(signupPayload({ email: 'day-two@example.com', password: PASSWORD }));
    const inTime = (await verificationTokenFor(app, 'day-one@example.com'))!;
    const late = (await verificationTokenFor(app, 'day-two@example.com'))!;
    clock.advanceMinutes(24 * 60 - 1);
    expect((await verify(inTime)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const refused = await verify(late);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(VERIFY_LINK_INVALID);
    expect((await login('day-two@example.com')).json().user.emailVerified).toBe(false);
  });

  it('refuses an unknown or empty token', async () => {
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    expect((await verify('')).statusCode).toBe(400);
  });

  it('gives a signed-in unconfirmed account a new link that works, and the old one no longer does', async () => {
    await signup(signupPayload({ email: 'resend@example.com', password: PASSWORD }));
    const old = (await verificationTokenFor(app, 'resend@example.com'))!;
    const cookie = sessionCookieFrom(await login('resend@example.com'));
    const resent = await call('POST', '/api/auth/verify-email/resend', cookie);
    expect(resent.statusCode).toBe(202);
    const fresh = (await verificationTokenFor(app, 'resend@example.com'))!;
    expect(fresh).not.toBe(old);
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await verify(old)).statusCode).toBe(400);
    // Confirmed: the account's existing session sees it at once, and asking again sends nothing.
    expect((await call('GET', '/api/auth/me', cookie)).json().user.emailVerified).toBe(true);
    const before = (await mailsTo('resend@example.com')).length;
    expect((await call('POST', '/api/auth/verify-email/resend', cookie)).statusCode).toBe(202);
    expect(await mailsTo('resend@example.com')).toHaveLength(before);
  });

  it('asks a guest to sign in before sending a new link', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
    expect(response.statusCode).toBe(401);
  });
});

describe('an unconfirmed account', () => {
  it('cannot buy or track bets in the account until confirmed, but its safer-gambling tools work at once', async () => {
    await signup(signupPayload({ email: 'waiting@example.com', password: PASSWORD }));
    const cookie = sessionCookieFrom(await login('waiting@example.com'));

    const intent = await call('POST', '/api/create-payment-intent', cookie, {
      amount: 7.99,
      productName: 'RacePro Monthly',
      plan: 'Monthly',
    });
    expect(intent.statusCode).toBe(403);
    expect(intent.json()).toMatchObject({ error: UNVERIFIED_EMAIL_MESSAGE, code: 'EMAIL_NOT_VERIFIED' });
    const bet = await call('POST', '/api/bets', cookie, { anything: 'the guard answers before the schema' });
    expect(bet.statusCode).toBe(403);
    expect(bet.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await call('POST', '/api/bets/import', cookie, { bets: [] })).statusCode).toBe(403);

    const limits = await call('PUT', '/api/user/limits', cookie, { perBetLimit: 5, dailyLimit: 20 });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ perBetLimit: 5, dailyLimit: 20 });
    const pause = await call('PUT', '/api/user/limits', cookie, { timeOut: '24h' });
    expect(pause.statusCode).toBe(200);
    expect(pause.json().timeOutUntil).toBe('2026-11-21T09:00:00.000Z');

    // Once confirmed, the same session may buy.
    expect((await verify((await verificationTokenFor(app, 'waiting@example.com'))!)).statusCode).toBe(200);
    const afterConfirm = await call('POST', '/api/create-payment-intent', cookie, {
      amount: 7.99,
      productName: 'RacePro Monthly',
      plan: 'Monthly',
    });
    expect(afterConfirm.json().code).not.toBe('EMAIL_NOT_VERIFIED');
  });

  it('is not what the demo accounts or a sign-up through the helper are', async () => {
    const demo = await loginAs(app, 'monthly@example.com');
    expect((await call('GET', '/api/auth/me', demo)).json().user.emailVerified).toBe(true);
    const { response } = await signUpVerified(
      app,
      { email: 'helper@example.com', password: PASSWORD },
      { remoteAddress: nextAddress() },
    );
    expect(response.json().user.emailVerified).toBe(true);
  });
});

describe('the admin outbox in demo mode', () => {
  it('shows the confirmation link (no mail server: the outbox is how a demo sign-up is finished)', async () => {
    await signup(signupPayload({ email: 'demo-visitor@example.com', password: PASSWORD }));
    const token = (await verificationTokenFor(app, 'demo-visitor@example.com'))!;
    const admin = await loginAs(app, 'admin', 'admin');
    const outbox = await call('GET', '/api/admin/outbox', admin);
    const entry = (
      outbox.json().entries as Array<{ recipient: string; kind: string; body: string | null }>
    ).find((mail) => mail.recipient === 'demo-visitor@example.com');
    expect(entry).toMatchObject({ kind: 'email_verification' });
    expect(entry!.body).toContain(`/verify-email?token=${token}`);
  });
});

describe('"forgot your password?" answers the same whoever exists', () => {
  it('answers a known and an unknown e-mail with the same status, body and headers', async () => {
    const forgot = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: nextAddress(),
      });
    const known = await forgot('lifetime@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(visible(unknown)).toEqual(visible(known));
    await app.passwordReset.idle();
    expect((await mailsTo('lifetime@example.com')).map((mail) => mail.kind)).toContain('password_reset');
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });
});
