import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { createFakeOpenAi, type TFakeOpenAi, textAnswer, toolCallAnswer } from '../../test/fake-openai';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';
import { MAX_MODEL_REQUESTS, MAX_TOOL_CALLS_PER_REPLY } from './openai-provider';
import { CERTAINTY_SAFE_REPLY, LOCKED_SAFE_REPLY } from './reply-guard';
import { TOOL_FAILED_ERROR } from './tools/chat-tools';

/**
 * Issue 34 item 4: the language model calls our tools, run on the server with the caller's entitlements, through a
 * fake OpenAI-compatible server that plays the model's part: a call and an answer, malformed calls, a failing tool,
 * the loop limit, what each caller's tools give, and the guard on what comes back.
 */

const clock = createClock();
let fake: TFakeOpenAi;
let app: TTestApp;
const logs: string[] = [];

const FREE_HORSE = 'Open Meadow';
const STARTER_HORSE = 'Starter Secret';
const MONTHLY_HORSE = 'Monthly Marvel';

beforeAll(async () => {
  fake = await createFakeOpenAi();
  app = await createTestApp({
    clock: clock.now,
    config: {
      logLevel: 'warn',
      chat: { apiKey: 'sk-test-not-real', baseUrl: fake.baseUrl, model: 'fake-model', timeoutMs: 2000 },
    },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  });
  const admin = await adminCookie(app);
  await createTip(app, admin, { horseName: FREE_HORSE, raceTime: '14:30', accessLevel: 'Free' });
  await createTip(app, admin, { horseName: STARTER_HORSE, raceTime: '15:05', accessLevel: 'Premium' });
  await createTip(app, admin, { horseName: MONTHLY_HORSE, raceTime: '16:10', accessLevel: 'Monthly' });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

let clients = 0;
const nextAddress = () => {
  clients += 1;
  return `10.78.${Math.floor(clients / 250)}.${clients % 250}`;
};
const ask = (content: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content }] },
    remoteAddress: nextAddress(),
    ...(cookie ? { headers: { cookie } } : {}),
  });
const messageOf = async (content: string, cookie?: string) => {
  const response = await ask(content, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().message as string;
};
let members = 0;
const newMember = async () => {
  members += 1;
  const { cookie } = await signUpVerified(
    app,
    { email: `tools-${members}@example.com`, password: 'a-long-password-1' },
    { remoteAddress: nextAddress() },
  );
  return cookie;
};

describe('the model calls our tools', () => {
  it('runs a tool the model calls and sends its result back, then passes on the answer that uses it', async () => {
    fake.script(
      toolCallAnswer({
        name: 'calculate_returns',
        args: {
          stake_pounds: 10,
          odds: '6/1',
          bet_type: 'Each Way',
          places: 3,
          place_fraction: '1/5',
          result: 'Placed',
        },
      }),
      textAnswer('Your £10 each way at 6/1 that placed returns £22.00.'),
    );
    const message = await messageOf('£10 e/w at 6/1, 1/5 three places, it placed. what do i get?');
    expect(message).toBe('Your £10 each way at 6/1 that placed returns £22.00.');
    expect(fake.received).toHaveLength(2);
    const second = fake.received[1]!.body.messages;
    // The conversation as sent again: system, the user, the model's call, our result for that call.
    const call = second.at(-2)!;
    expect(call.role).toBe('assistant');
    expect(call.tool_calls?.[0]?.function.name).toBe('calculate_returns');
    expect(second.at(-1)).toEqual(
      expect.objectContaining({ role: 'tool', tool_call_id: call.tool_calls?.[0]?.id }),
    );
    // Independent arithmetic: the win part loses; the place part pays £10 x (1 + 6/1 x 1/5) = £22.00.
    const [result] = fake.toolResults(1);
    expect(result).toEqual(
      expect.objectContaining({
        total_stake: { pence: 2000, text: '£20.00' },
        place_terms: 'as given: 3 places at 1/5 odds',
        outcomes: [
          expect.objectContaining({
            if: 'Placed',
            status: 'Placed',
            returns: { pence: 2200, text: '£22.00' },
          }),
        ],
      }),
    );
  });

  it('answers a malformed call with an error the model reads, one tool message per call, then the answer', async () => {
    fake.script(
      toolCallAnswer(
        { name: 'calculate_returns', args: '{"stake_pounds": 10, "odds": ' },
        { name: 'place_bet', args: { horse: 'x' } },
        { name: 'calculate_returns', args: { stake_pounds: 5_000_000, odds: '5/2', bet_type: 'Win' } },
        { name: 'convert_odds', args: { odds: '11/4' } },
      ),
      textAnswer('11/4 is 3.75 in decimal.'),
    );
    expect(await messageOf('convert 11/4 and work out something odd')).toBe('11/4 is 3.75 in decimal.');
    const request = fake.received[1]!.body.messages;
    const ids = request.at(-5)!.tool_calls!.map((c) => c.id);
    expect(request.slice(-4).map((m) => m.tool_call_id)).toEqual(ids);
    const [badJson, unknown, outOfRange, fine] = fake.toolResults(1);
    expect(badJson!.error).toBe('The arguments were not valid JSON. Send them as a JSON object.');
    expect(unknown!.error).toMatch(/^Unknown tool "place_bet"\. The tools are: calculate_returns, /);
    expect(outOfRange!.error).toMatch(/^Invalid arguments: stake_pounds: Too big/);
    expect(fine).toEqual(expect.objectContaining({ decimal: '3.75', fractional: '11/4' }));
  });

  it(`runs at most ${MAX_TOOL_CALLS_PER_REPLY} calls from one reply and answers the rest with an error`, async () => {
    const calls = Array.from({ length: MAX_TOOL_CALLS_PER_REPLY + 1 }, () => ({
      name: 'convert_odds',
      args: { odds: '2/1' },
    }));
    fake.script(toolCallAnswer(...calls), textAnswer('2/1 is 3.00.'));
    expect(await messageOf('convert 2/1 a lot')).toBe('2/1 is 3.00.');
    const results = fake.toolResults(1);
    expect(results).toHaveLength(MAX_TOOL_CALLS_PER_REPLY + 1);
    expect(results.slice(0, -1).every((r) => r.decimal === '3.00')).toBe(true);
    expect(results.at(-1)!.error).toContain('Too many calls in one reply');
  });

  it('answers a tool that fails with a generic error and logs it without the conversation', async () => {
    const monthly = await loginAs(app, 'monthly@example.com');
    const spy = vi.spyOn(app.betReports, 'listJson').mockRejectedValueOnce(new Error('connection reset'));
    try {
      fake.script(
        toolCallAnswer({ name: 'my_bets', args: {} }),
        textAnswer('I could not read your bets just now.'),
      );
      logs.length = 0;
      const question = 'how are my bets doing, the secret ones my wife cannot see';
      expect(await messageOf(question, monthly)).toBe('I could not read your bets just now.');
      expect(fake.toolResults(1)).toEqual([{ error: TOOL_FAILED_ERROR }]);
      const logged = logs.join('');
      expect(logged).toContain('chat tool failed');
      expect(logged).toContain('"tool":"my_bets"');
      expect(logged).not.toMatch(/secret|wife/);
    } finally {
      spy.mockRestore();
    }
  });

  it(`gives up on a model still calling tools after ${MAX_MODEL_REQUESTS} requests: the built-in assistant answers`, async () => {
    fake.script(toolCallAnswer({ name: 'convert_odds', args: { odds: '5/2' } }));
    const response = await ask('what does £10 at 5/2 return');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('£35.00');
    expect(fake.received).toHaveLength(MAX_MODEL_REQUESTS);
    expect(logs.join('')).toContain('ChatToolLoopError');
  });

  it('keeps every round within the one time limit, then answers from the built-in assistant', async () => {
    fake.script(
      toolCallAnswer({ name: 'convert_odds', args: { odds: '5/2' } }),
      textAnswer('too late', 4000),
    );
    const started = Date.now();
    const message = await messageOf('what does £10 at 5/2 return');
    expect(Date.now() - started).toBeLessThan(3800);
    expect(message).toContain('£35.00');
    expect(message).not.toContain('too late');
  });

  it('answers from the built-in assistant when the calls are not a list', async () => {
    fake.script({
      status: 200,
      body: JSON.stringify({
        id: 'x',
        object: 'chat.completion',
        created: 1,
        model: 'fake-model',
        choices: [
          {
            index: 0,
            finish_reason: 'tool_calls',
            message: { role: 'assistant', tool_calls: 'all of them' },
          },
        ],
      }),
    });
    expect(await messageOf('what does £10 at 5/2 return')).toContain('£35.00');
  });
});

const tipsIn = (index: number) => fake.toolResults(index)[0]!.tips as Record<string, unknown>[];

describe('the tools read only what the caller may see', () => {
  it('a guest and a Free member get the races of premium tips without their horses; a Monthly member gets them', async () => {
    for (const cookie of [undefined, await loginAs(app, 'free@example.com')]) {
      fake.script(toolCallAnswer({ name: 'todays_tips', args: {} }), textAnswer('See the Tips page.'));
      await messageOf('any tips today?', cookie);
      expect(tipsIn(1).map((tip) => tip.horse ?? `locked ${tip.time}`)).toEqual([
        FREE_HORSE,
        'locked 15:05',
        'locked 16:10',
      ]);
      expect(JSON.stringify(fake.received)).not.toMatch(new RegExp(`${STARTER_HORSE}|${MONTHLY_HORSE}`));
    }
    fake.script(toolCallAnswer({ name: 'todays_tips', args: {} }), textAnswer('See the Tips page.'));
    await messageOf('any tips today?', await loginAs(app, 'monthly@example.com'));
    expect(tipsIn(1).map((tip) => tip.horse)).toEqual([FREE_HORSE, STARTER_HORSE, MONTHLY_HORSE]);
  });

  it("a guest's my_bets holds no bets, only how to sign in", async () => {
    fake.script(toolCallAnswer({ name: 'my_bets', args: {} }), textAnswer('Sign in to see your bets.'));
    await messageOf('how are my bets doing');
    expect(fake.toolResults(1)).toEqual([
      { signed_in: false, message: expect.stringContaining('[Sign in](/sign-in)') },
    ]);
  });

  it('a member on a break gets every unrun tip held back, and a reply naming one is replaced by the notice', async () => {
    const member = await newMember();
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      headers: { cookie: member },
      payload: { timeOut: '24h' },
    });
    expect(taken.statusCode).toBe(200);
    fake.script(
      toolCallAnswer({ name: 'todays_tips', args: {} }),
      textAnswer(`Have a look at ${FREE_HORSE} in the 2:30.`),
    );
    const message = await messageOf('hello, what can you do?', member);
    expect(fake.received).toHaveLength(2);
    expect(tipsIn(1)).toEqual([
      expect.objectContaining({ time: '14:30', held: expect.stringContaining('Held back') }),
      expect.objectContaining({ time: '15:05', held: expect.stringContaining('Held back') }),
      expect.objectContaining({ time: '16:10', held: expect.stringContaining('Held back') }),
    ]);
    expect(JSON.stringify(fake.received)).not.toMatch(
      new RegExp(`${FREE_HORSE}|${STARTER_HORSE}|${MONTHLY_HORSE}`),
    );
    expect(fake.received[0]!.body.messages[0]!.content).toContain('break (time-out) until');
    expect(message).toContain('You are taking a break until');
    expect(message).not.toContain(FREE_HORSE);
  });

  it('plan prices and the member’s bets reach the model only in a tool result it asked for', async () => {
    const monthly = await loginAs(app, 'monthly@example.com');
    const today = (
      await app.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie: monthly } })
    ).json();
    const tip = (today as TTipOrLocked[]).find((t) => !t.locked && t.horse === FREE_HORSE);
    if (!tip || tip.locked) throw new Error('the free tip is missing');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: monthly },
      payload: { raceEntryId: tip.raceEntryId, type: 'Win', odds: '5/2', stake: 5, potentialReturn: 17.5 },
    });
    expect(placed.statusCode).toBe(201);
    const PRICES = /£?(0\.99|2\.99|7\.99|39\.99)\b/;

    fake.script(textAnswer('Hello! Ask me about tips, odds or your bets.'));
    await messageOf('hello', monthly);
    const plain = JSON.stringify(fake.received);
    expect(plain).not.toContain(FREE_HORSE);
    expect(plain).not.toMatch(PRICES);

    fake.script(
      toolCallAnswer({ name: 'my_bets', args: {} }, { name: 'list_plans', args: {} }),
      textAnswer('You have one open bet.'),
    );
    expect(await messageOf('how are my bets doing, and what do plans cost?', monthly)).toBe(
      'You have one open bet.',
    );
    const [bets, plans] = fake.toolResults(1);
    expect(bets).toEqual(
      expect.objectContaining({
        signed_in: true,
        open_bets: 1,
        open_stake: { pence: 500, text: '£5.00' },
        newest_bets: [expect.objectContaining({ horse: FREE_HORSE, odds: '5/2', status: 'Open' })],
      }),
    );
    expect(JSON.stringify(plans)).toMatch(PRICES);
    expect(JSON.stringify(fake.received[0])).not.toContain(FREE_HORSE);
  });
});

describe('the guard on what the model says after its tools (issue 34)', () => {
  it("replaces a reply naming a horse the caller's plan does not show, even one it was never told", async () => {
    fake.script(
      toolCallAnswer({ name: 'todays_tips', args: {} }),
      textAnswer(`The 4:10 looks good for ${MONTHLY_HORSE}.`),
    );
    expect(await messageOf('anything in the 4:10?', await loginAs(app, 'free@example.com'))).toBe(
      LOCKED_SAFE_REPLY,
    );
  });

  it.each([
    'That returns £35.00, and it is a guaranteed winner.',
    'You cannot lose with this one: £35.00 back.',
    'Easy money: £35.00 back when it wins.',
  ])('replaces a reply promising a result after a tool call: "%s"', async (reply) => {
    fake.script(
      toolCallAnswer({ name: 'calculate_returns', args: { stake_pounds: 10, odds: '5/2', bet_type: 'Win' } }),
      textAnswer(reply),
    );
    expect(await messageOf('what does £10 at 5/2 return')).toBe(CERTAINTY_SAFE_REPLY);
    expect(fake.received).toHaveLength(2);
  });
});
