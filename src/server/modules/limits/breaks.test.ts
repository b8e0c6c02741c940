import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeResponse } from '~/domain/auth.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import { BREAK_UNTIL_HEADER } from '../tips/tips.routes';

/**
 * Issue 32: during a time-out or self-exclusion no selection for a race not yet run leaves the server, by any route
 * that could carry one (the three tips lists, today's races, the chat on both providers, the advisor); the notice
 * comes instead, and the public record stays readable.
 */

const clock = createClock();
let app: TTestApp;
const UNRUN = ['Pending Free', 'Secret Premium'];

// A fake OpenAI-compatible model that always names an unrun tipped horse: the reply guard must stop it.
const fakeModel = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'fake',
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: 'Pending Free is the NAP in the 3:00.' },
          },
        ],
      }),
    );
  });
});
let modelApp: TTestApp;

const get = (target: TTestApp, url: string, cookie?: string) =>
  target.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
let chats = 0;
const chat = (target: TTestApp, cookie: string, content: string) => {
  chats += 1;
  return target.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie },
    remoteAddress: `10.32.0.${chats}`,
    payload: { messages: [{ role: 'user', content }] },
  });
};
const takeBreak = (target: TTestApp, cookie: string, body: object) =>
  target.inject({ method: 'PUT', url: '/api/user/limits', headers: { cookie }, payload: body });
const namesUnrun = (text: string) => UNRUN.filter((horse) => text.includes(horse));

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeModel.listen(0, '127.0.0.1', resolve));
  const { port } = fakeModel.address() as AddressInfo;
  app = await createTestApp({ clock: clock.now });
  modelApp = await createTestApp({
    clock: clock.now,
    config: {
      chat: { apiKey: 'sk-test', baseUrl: `http://127.0.0.1:${port}/v1`, model: 'fake', timeoutMs: 2000 },
    },
  });
  for (const target of [app, modelApp]) {
    const cookie = await adminCookie(target);
    const early = await createTip(target, cookie, {
      horseName: 'Early Bird',
      raceTime: '13:00',
      category: 'Standard',
    });
    await createTip(target, cookie, { horseName: 'Pending Free', raceTime: '15:00', category: 'NAP' });
    await createTip(target, cookie, {
      horseName: 'Secret Premium',
      raceTime: '16:00',
      accessLevel: 'Monthly',
      category: 'NB',
    });
    const resulted = await atTime(clock, AFTER_RACING, () =>
      target.inject({
        method: 'PATCH',
        url: `/api/admin/tips/${early.id}/result`,
        headers: { cookie },
        payload: { result: 'Won', sp: '5/2' },
      }),
    );
    expect(resulted.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await Promise.all([app.close(), modelApp.close()]);
  fakeModel.closeAllConnections();
  await new Promise((resolve) => fakeModel.close(resolve));
});

describe('a member on a break', () => {
  it('sees every selection before the break, and none for an unrun race once it starts', async () => {
    const lifetime = await loginAs(app, 'lifetime@example.com');
    // Read first, so the session (and its cached copy) exists before the break: taking one must evict it.
    expect(namesUnrun((await get(app, '/api/tips/today', lifetime)).body)).toEqual(UNRUN);

    const taken = await takeBreak(app, lifetime, { timeOut: '24h' });
    expect(taken.statusCode).toBe(200);
    const until = taken.json().timeOutUntil as string;
    expect(until).toBe('2026-11-21T09:00:00.000Z');

    for (const url of ['/api/tips/today', '/api/tips/free', '/api/tips/premium', '/api/races/today']) {
      const response = await get(app, url, lifetime);
      expect(response.statusCode, url).toBe(200);
      expect(namesUnrun(response.body), url).toEqual([]);
    }
    const today = await get(app, '/api/tips/today', lifetime);
    expect(today.headers[BREAK_UNTIL_HEADER]).toBe(until);
    expect(today.headers['cache-control']).toBe('no-store');
    const list = today.json() as Array<Record<string, unknown>>;
    // The public record stays: the resulted tip in full; the others as their race, with the notice.
    expect(list.find((tip) => tip.horse === 'Early Bird')).toMatchObject({ locked: false, result: 'Won' });
    const held = list.filter((tip) => tip.locked);
    expect(held).toHaveLength(2);
    for (const tip of held) {
      expect(tip).toMatchObject({ heldUntil: until });
      expect(tip).not.toHaveProperty('horse');
      expect(tip).not.toHaveProperty('odds');
      expect(tip.notice).toContain('You are taking a break until 09:00 on Sat 21 Nov 2026');
      expect(tip.notice).toContain('0808 8020 133');
      expect(tip.notice).toContain('GAMSTOP');
    }
    const races = (await get(app, '/api/races/today', lifetime)).json() as Array<{
      entries: Array<{ horse: string }>;
    }>;
    expect(races.flatMap((race) => race.entries.map((e) => e.horse))).toEqual(['Early Bird']);

    const me = ZMeResponse.parse((await get(app, '/api/auth/me', lifetime)).json());
    expect(me.activeBreak).toEqual({ kind: 'time-out', until });
  });

  it('gets the notice from the chat for any question about tips, and results still answered', async () => {
    const monthly = await loginAs(app, 'monthly@example.com');
    expect((await chat(app, monthly, 'whats the nap today')).json().message).toContain('Pending Free');
    await takeBreak(app, monthly, { timeOut: '7d' });
    for (const question of [
      'whats the nap today',
      'who do you fancy in the 3:00 at ascot',
      'any good things today?',
      'give me a tip',
      'what should i back',
      'the 4pm',
    ]) {
      const message = (await chat(app, monthly, question)).json().message as string;
      expect(namesUnrun(message), question).toEqual([]);
      expect(message, question).toContain('You are taking a break until');
      expect(message, question).toContain('0808 8020 133');
    }
    // Not a selection: a resulted race and a sum are still answered.
    expect((await chat(app, monthly, 'did early bird win')).json().message).toContain('Early Bird');
    expect((await chat(app, monthly, '£10 at 5/2 returns?')).json().message).toContain('£35.00');
  });

  it('gets no unrun selection from the personal advisor', async () => {
    const lifetime = await loginAs(app, 'lifetime@example.com');
    const advice = await app.inject({
      method: 'POST',
      url: '/api/advisor/personal',
      headers: { cookie: lifetime },
      payload: { style: 'custom', request: 'What should I back today?' },
    });
    expect(advice.statusCode).toBe(200);
    expect(namesUnrun(advice.body)).toEqual([]);
  });

  it('keeps a self-exclusion holding selections back too, and other members are not affected', async () => {
    const starter = await loginAs(app, 'starter@example.com');
    await takeBreak(app, starter, { selfExcludeMonths: 6 });
    const today = (await get(app, '/api/tips/today', starter)).json() as Array<{ notice?: string }>;
    expect(namesUnrun(JSON.stringify(today))).toEqual([]);
    expect(today.find((tip) => tip.notice)?.notice).toContain('You are self-excluded until');
    // A member with no break, and a guest, see what their plan shows as before.
    const free = await loginAs(app, 'free@example.com');
    expect(namesUnrun((await get(app, '/api/tips/today', free)).body)).toEqual(['Pending Free']);
    expect(namesUnrun((await get(app, '/api/tips/today')).body)).toEqual(['Pending Free']);
    expect(ZMeResponse.parse((await get(app, '/api/auth/me', free)).json()).activeBreak).toBeNull();
  });

  it('sees the selections again once the break has ended', async () => {
    const free = await loginAs(app, 'free@example.com');
    // A 24-hour break taken at 10:00 the day before ends at 10:00 on the race day.
    await atTime(clock, '2026-11-19T10:00:00Z', () => takeBreak(app, free, { timeOut: '24h' }));
    expect(namesUnrun((await get(app, '/api/tips/today', free)).body)).toEqual([]);
    await atTime(clock, '2026-11-20T10:00:01Z', async () => {
      expect(namesUnrun((await get(app, '/api/tips/today', free)).body)).toEqual(['Pending Free']);
      expect(ZMeResponse.parse((await get(app, '/api/auth/me', free)).json()).activeBreak).toBeNull();
    });
  });
});

describe('the language-model chat during a break', () => {
  it('answers a tips question with the notice without calling the model, and replaces a reply naming a live horse', async () => {
    const lifetime = await loginAs(modelApp, 'lifetime@example.com');
    // No break: the model's reply goes through as it is (its content is the model's, not ours).
    expect((await chat(modelApp, lifetime, 'hello')).json().message).toContain('Pending Free');
    await takeBreak(modelApp, lifetime, { timeOut: '24h' });
    const asked = (await chat(modelApp, lifetime, 'whats the nap')).json().message as string;
    expect(asked).toContain('You are taking a break until');
    // Even a question that is not about tips cannot bring a live selection back through the model.
    const guarded = (await chat(modelApp, lifetime, 'hello')).json().message as string;
    expect(namesUnrun(guarded)).toEqual([]);
    expect(guarded).toContain('0808 8020 133');
  });
});
