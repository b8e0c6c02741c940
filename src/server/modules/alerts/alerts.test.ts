import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, type TAlertPreferences } from '~/domain/alerts.contract';
import { ZOutboxList } from '~/domain/mail.contract';
import { ZTipList } from '~/domain/tip.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import type { TPushMessage } from './push-channel';

const clock = createClock('2026-11-20T09:00:00Z');
const pushed: TPushMessage[] = [];
const recordingPush = {
  enqueue: async (_db: unknown, message: TPushMessage) => {
    pushed.push(message);
    return true;
  },
};

let app: TTestApp;
let admin: string;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const MEMBERS = ['free', 'starter', 'monthly', 'lifetime'] as const;
type TMember = (typeof MEMBERS)[number];

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const pushesTo = (member: TMember) => pushed.filter((push) => push.userId === ids[member]);

const setPrefs = async (member: TMember, change: Partial<TAlertPreferences>) => {
  const response = await call('PUT', '/api/alerts', cookies[member], {
    ...DEFAULT_ALERT_PREFERENCES,
    ...change,
  });
  expect(response.statusCode).toBe(200);
};

const outbox = async () =>
  ZOutboxList.parse((await call('GET', '/api/admin/outbox?limit=100', admin)).json()).entries;

const entryIdOf = async (tipId: number) => {
  const tips = ZTipList.parse((await call('GET', '/api/tips/today', cookies.lifetime)).json());
  const tip = tips.find((t) => t.id === tipId);
  if (!tip || tip.locked) throw new Error('tip not visible');
  return tip.raceEntryId;
};

const placeBet = async (member: TMember, tipId: number, stake = 10) => {
  const response = await call('POST', '/api/bets', cookies[member], {
    raceEntryId: await entryIdOf(tipId),
    type: 'Win',
    odds: '5/2',
    stake,
    potentialReturn: stake * 3.5,
  });
  expect(response.statusCode, response.body).toBe(201);
};

const recordResult = (tipId: number, result: string) =>
  atTime(clock, AFTER_RACING, () => call('PATCH', `/api/admin/tips/${tipId}/result`, admin, { result }));

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, pushChannel: recordingPush });
  admin = await adminCookie(app);
  for (const member of MEMBERS) {
    cookies[member] = await loginAs(app, `${member}@example.com`);
    ids[member] = (
      (await call('GET', '/api/auth/me', cookies[member])).json() as { user: { id: number } }
    ).user.id;
  }
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  pushed.length = 0;
});

describe('GET and PUT /api/alerts', () => {
  it('answers the defaults (push on for the three events, every e-mail and the digest off), then the saved switches', async () => {
    const fresh = await call('GET', '/api/alerts', cookies.starter);
    expect(fresh.json()).toEqual({
      tipsOut: { push: true, email: false },
      nonRunner: { push: true, email: false },
      betSettled: { push: true, email: false },
      morningDigest: { push: false, email: false },
    });
    const wanted = { ...DEFAULT_ALERT_PREFERENCES, morningDigest: { push: false, email: true } };
    expect((await call('PUT', '/api/alerts', cookies.starter, wanted)).json()).toEqual(wanted);
    expect((await call('GET', '/api/alerts', cookies.starter)).json()).toEqual(wanted);
    await setPrefs('starter', {});
  });

  it('refuses a partial, mistyped or padded body with a 400 and changes nothing', async () => {
    const before = (await call('GET', '/api/alerts', cookies.free)).json();
    const bad = [
      { tipsOut: { push: false, email: true } },
      { ...DEFAULT_ALERT_PREFERENCES, tipsOut: { push: 'yes', email: false } },
      { ...DEFAULT_ALERT_PREFERENCES, tipsOut: { push: true, email: false, sms: true } },
      { ...DEFAULT_ALERT_PREFERENCES, marketing: { push: true, email: true } },
    ];
    for (const body of bad) {
      const response = await call('PUT', '/api/alerts', cookies.free, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect((await call('GET', '/api/alerts', cookies.free)).json()).toEqual(before);
  });

  it('is for members only: a guest gets 401 before the body is read', async () => {
    expect((await call('GET', '/api/alerts')).statusCode).toBe(401);
    expect((await call('PUT', '/api/alerts', undefined, { nonsense: true })).statusCode).toBe(401);
  });
});

describe('"Tips are out"', () => {
  it('tells each member how many of the new tips their plan sees, naming no horse, once', async () => {
    await createTip(app, admin, { horseName: 'Open Gallop', raceTime: '13:10', accessLevel: 'Free' });
    await createTip(app, admin, { horseName: 'Gold Secret', raceTime: '13:40', accessLevel: 'Monthly' });
    await createTip(app, admin, { horseName: 'Dear Lifer', raceTime: '14:10', accessLevel: 'Lifetime' });
    await app.alerts.run();
    const bodies = Object.fromEntries(MEMBERS.map((m) => [m, pushesTo(m).map((push) => push.body)]));
    expect(bodies).toEqual({
      free: ['1 new tip for today.'],
      starter: ['1 new tip for today.'],
      monthly: ['2 new tips for today.'],
      lifetime: ['3 new tips for today.'],
    });
    expect(pushesTo('free')[0]).toMatchObject({ title: 'Tips are out', url: '/tips', tag: 'tipsOut' });
    for (const push of pushed)
      expect(`${push.title} ${push.body}`).not.toMatch(/Open Gallop|Gold Secret|Dear Lifer/);

    await app.alerts.run();
    expect(pushed).toHaveLength(4);
  });

  it('waits an hour after the last one, then counts what was released meanwhile; a scheduled tip counts once released', async () => {
    clock.advanceMinutes(20);
    await createTip(app, admin, { horseName: 'Late Free', raceTime: '15:10', accessLevel: 'Free' });
    const releaseAt = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    await createTip(app, admin, {
      horseName: 'Scheduled One',
      raceTime: '15:40',
      accessLevel: 'Free',
      publishAt: releaseAt,
    });
    await app.alerts.run();
    expect(pushed, 'within the hour: nothing').toHaveLength(0);

    clock.advanceMinutes(41);
    await app.alerts.run();
    expect(pushesTo('free').map((push) => push.body)).toEqual(['2 new tips for today.']);
    expect(pushesTo('monthly').map((push) => push.body)).toEqual(['2 new tips for today.']);
  });

  it('follows each member’s switches per channel: push off means no push, e-mail on means a mail with its unsubscribe headers', async () => {
    await setPrefs('starter', { tipsOut: { push: false, email: true } });
    await setPrefs('free', { tipsOut: { push: false, email: false } });
    clock.advanceMinutes(61);
    await createTip(app, admin, { horseName: 'Third Wave', raceTime: '16:10', accessLevel: 'Free' });
    await app.alerts.run();
    expect(pushesTo('starter')).toEqual([]);
    expect(pushesTo('free')).toEqual([]);
    expect(pushesTo('monthly')).toHaveLength(1);
    const mails = (await outbox()).filter((mail) => mail.kind === 'alert_tips_out');
    expect(mails.map((mail) => mail.recipient)).toEqual(['starter@example.com']);
    const [mail] = mails;
    expect(mail!.subject).toBe('Tips are out: 1 new tip for today');
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=v1\.\d+\.tipsOut\.\d+\.[\w-]+>$/,
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.body).toContain('RacePro Demo Ltd');
    expect(mail!.body).toContain('1 Example Street, London, EC1A 1AA');
    expect(mail!.body).toContain('/api/alerts/unsubscribe?token=');
    expect(mail!.body).not.toContain('Third Wave');
    await setPrefs('starter', {});
    await setPrefs('free', {});
  });
});

describe('"Non-runner" and "Your bet settled"', () => {
  it('tells a member with a bet on a withdrawn horse, and members whose plan sees its tip, once each', async () => {
    const tip = await createTip(app, admin, {
      horseName: 'Late Scratch',
      raceTime: '12:10',
      accessLevel: 'Monthly',
    });
    await placeBet('monthly', tip.id);
    pushed.length = 0;
    expect((await recordResult(tip.id, 'NonRunner')).statusCode).toBe(200);
    await app.alerts.run();
    await app.alerts.run();
    const nonRunner = pushed.filter((push) => push.tag === 'nonRunner');
    expect(nonRunner.map((push) => push.userId).sort()).toEqual([ids.monthly, ids.lifetime].sort());
    expect(nonRunner[0]!.title).toBe('Non-runner: Late Scratch');
    expect(nonRunner[0]!.body).toContain('stake returned');
    expect(nonRunner[0]!.body).toContain('Rule 4');
    // The bet on it was void: that is its settlement.
    expect(
      pushesTo('monthly')
        .filter((push) => push.tag === 'betSettled')
        .map((push) => push.body),
    ).toEqual(['Late Scratch was void, £10.00 returned.']);
  });

  it('says how a bet settled and what it returns, once: recording the same result again says nothing new', async () => {
    const tip = await createTip(app, admin, {
      horseName: 'Quick Return',
      raceTime: '12:40',
      accessLevel: 'Free',
    });
    await placeBet('starter', tip.id);
    await placeBet('lifetime', tip.id, 5);
    pushed.length = 0;
    expect((await recordResult(tip.id, 'Won')).statusCode).toBe(200);
    await app.alerts.run();
    const settled = pushed.filter((push) => push.tag === 'betSettled');
    expect(settled.map((push) => [push.userId, push.body])).toEqual(
      expect.arrayContaining([
        [ids.starter, 'Quick Return won, returns £35.00.'],
        [ids.lifetime, 'Quick Return won, returns £17.50.'],
      ]),
    );
    expect(settled).toHaveLength(2);
    expect(settled[0]).toMatchObject({ title: 'Your bet settled', url: '/bets' });

    pushed.length = 0;
    await recordResult(tip.id, 'Won');
    await app.alerts.run();
    expect(pushed.filter((push) => push.tag === 'betSettled')).toEqual([]);

    const corrected = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tip.id}/result`, admin, { result: 'Lost', reason: 'Photo misread' }),
    );
    expect(corrected.statusCode).toBe(200);
    await app.alerts.run();
    expect(pushesTo('starter').map((push) => push.body)).toEqual(['Quick Return lost.']);
  });
});

describe('breaks', () => {
  it('sends nothing to a member on a time-out or self-excluded', async () => {
    const tip = await createTip(app, admin, {
      horseName: 'Break Test',
      raceTime: '11:40',
      accessLevel: 'Free',
    });
    await placeBet('lifetime', tip.id);
    await placeBet('monthly', tip.id);
    await atTime(clock, AFTER_RACING, async () => {
      await call('PATCH', `/api/admin/tips/${tip.id}/result`, admin, { result: 'Won' });
    });
    expect((await call('PUT', '/api/user/limits', cookies.lifetime, { timeOut: '24h' })).statusCode).toBe(
      200,
    );
    expect(
      (await call('PUT', '/api/user/limits', cookies.monthly, { selfExcludeMonths: 6 })).statusCode,
    ).toBe(200);
    pushed.length = 0;
    clock.advanceMinutes(120);
    await createTip(app, admin, { horseName: 'During Break', raceTime: '17:10', accessLevel: 'Free' });
    await app.alerts.run();
    expect(pushesTo('lifetime')).toEqual([]);
    expect(pushesTo('monthly')).toEqual([]);
    expect(pushesTo('starter').length).toBeGreaterThan(0);
  });
});
