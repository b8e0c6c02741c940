import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOpenAi, type TFakeOpenAi, textAnswer, toolCallAnswer } from '../../test/fake-openai';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';
import { CHAT_QUOTA_ERROR } from './chat.service';
import { CERTAINTY_SAFE_REPLY, LOCKED_SAFE_REPLY } from './reply-guard';

let fake: TFakeOpenAi;
const received = () => fake.received;
let app: TTestApp;
const clock = createClock();
beforeAll(async () => {
  fake = await createFakeOpenAi();
  app = await createTestApp({
    clock: clock.now,
    config: {
      chat: {
        apiKey: 'sk-test-not-real',
        baseUrl: fake.baseUrl,
        model: 'fake-model',
        // NOTE: room for a tool round and the answer on a loaded machine; the time-out test waits past it.
        timeoutMs: 1500,
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.script(textAnswer('Hello from the fake model.'));
});

let clients = 0;
const ask = (content: string | { role: 'user' | 'assistant'; content: string }[], cookie?: string) => {
  clients += 1;
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: typeof content === 'string' ? [{ role: 'user', content }] : content },
    remoteAddress: `10.77.0.${clients}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
};

describe('POST /api/chat with an OpenAI-compatible provider', () => {
  it('answers with the model reply; the prompt names no tip, and todays_tips gives only the tips the caller may see', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, { horseName: 'Silver Arrow', accessLevel: 'Free' });
    await createTip(app, admin, { horseName: 'Hidden Gem', raceTime: '15:05', accessLevel: 'Premium' });
    fake.script(toolCallAnswer({ name: 'todays_tips', args: {} }), textAnswer('Try the [Tips](/tips) page.'));
    const response = await ask('Any tips today?', await loginAs(app, 'free@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Try the [Tips](/tips) page.' });
    expect(received()).toHaveLength(2);
    const sent = received()[0]!;
    expect(sent.auth).toBe('Bearer sk-test-not-real');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.tools?.map((tool) => tool.function.name)).toEqual([
      'calculate_returns',
      'calculate_multiple',
      'rule4_deduction',
      'convert_odds',
      'todays_tips',
      'track_record',
      'my_bets',
      'list_plans',
      'search_lessons',
    ]);
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Any tips today?' });
    const system = sent.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('signed in on the Free plan');
    expect(system.content).toContain('0808 8020 133');
    expect(system.content).not.toMatch(/Silver Arrow|Hidden Gem|5\/2/);
    // The Free caller's tool result names the free tip and only the race of the premium one; a Lifetime member's both.
    const [tips] = fake.toolResults(1);
    expect(tips!.tips).toEqual([
      expect.objectContaining({ time: '14:30', racecourse: 'Ascot', horse: 'Silver Arrow', odds: '5/2' }),
      expect.objectContaining({
        time: '15:05',
        racecourse: 'Ascot',
        locked: expect.stringContaining('requires a Starter subscription or higher'),
      }),
    ]);
    expect(JSON.stringify(received())).not.toContain('Hidden Gem');
    fake.script(toolCallAnswer({ name: 'todays_tips', args: {} }), textAnswer('Two tips today.'));
    await ask('Any tips today?', await loginAs(app, 'lifetime@example.com'));
    expect(fake.toolResults(1)[0]!.tips).toContainEqual(
      expect.objectContaining({ horse: 'Hidden Gem', odds: '5/2' }),
    );
  });

  it('maps a quota refusal to the quota error the panel recognises', async () => {
    fake.script({
      status: 429,
      body: JSON.stringify({
        error: {
          message: 'You exceeded your current quota.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      }),
    });
    const response = await ask('hello');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: CHAT_QUOTA_ERROR });
    expect(CHAT_QUOTA_ERROR).toContain('quota');
  });

  it('gives up after the time limit and answers from the built-in assistant, and the server keeps answering', async () => {
    fake.script(textAnswer('too late', 3000));
    const started = Date.now();
    const response = await ask('what does £10 at 5/2 return');
    expect(Date.now() - started).toBeLessThan(2800);
    const { message } = response.json();
    expect(message).toContain('£35.00');
    expect(message).not.toContain('too late');
    fake.script(textAnswer('back again'));
    expect((await ask('again')).json()).toEqual({ message: 'back again' });
  });

  it.each([
    ['not JSON', '<html>bad gateway</html>', 200],
    ['no choices', JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }), 200],
    ['empty text', textAnswer('').body, 200],
    ['text not a string', textAnswer({ nested: true }).body, 200],
    ['a server error', JSON.stringify({ error: { message: 'boom' } }), 500],
  ])(
    'answers from the built-in assistant for a malformed or failed reply (%s), never a 5xx',
    async (_case, body, status) => {
      fake.script({ status, body });
      const response = await ask('what does £10 at 5/2 return');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toContain('£35.00');
      expect(received()).toHaveLength(1);
    },
  );
});

describe('the safety checks on the OpenAI-compatible path (issue 34)', () => {
  it('answers a conversation that showed harm with the help, without calling the model', async () => {
    fake.script(textAnswer('Put it all on Silver Arrow, it is a guaranteed winner.'));
    const response = await ask(
      [
        { role: 'user', content: 'i borrowed off my brother and i cant stop' },
        { role: 'assistant', content: 'Here is what I know.' },
        { role: 'user', content: 'whats the nap' },
      ],
      await loginAs(app, 'free@example.com'),
    );
    const message = response.json().message as string;
    expect(received()).toHaveLength(0);
    expect(message.split('\n')[0]).toContain('0808 8020 133');
    expect(message).toContain('GAMSTOP');
    expect(message).toContain('(/settings/account)');
    expect(message).not.toMatch(/Silver Arrow|guaranteed/);
  });

  it.each([
    'Put it all on Silver Arrow, it is a guaranteed winner.',
    'Silver Arrow is a dead cert, you cant lose.',
    'Easy money: Silver Arrow is the banker of the day.',
  ])('does not pass on a reply promising a result: "%s"', async (reply) => {
    fake.script(textAnswer(reply));
    const response = await ask('who wins the 2:30?');
    expect(received()).toHaveLength(1);
    expect(response.json()).toEqual({ message: CERTAINTY_SAFE_REPLY });
  });

  it('does not pass a horse from a tip locked for the caller, and does for a member whose plan shows it', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, { horseName: 'Locked Lad', raceTime: '16:10', accessLevel: 'Premium' });
    fake.script(textAnswer('Have a look at Locked Lad in the 4:10.'));
    const free = await ask('anything in the 4:10?', await loginAs(app, 'free@example.com'));
    expect(free.json()).toEqual({ message: LOCKED_SAFE_REPLY });
    expect(LOCKED_SAFE_REPLY).not.toContain('Locked Lad');
    const lifetime = await ask('anything in the 4:10?', await loginAs(app, 'lifetime@example.com'));
    expect(lifetime.json()).toEqual({ message: 'Have a look at Locked Lad in the 4:10.' });
  });
});
