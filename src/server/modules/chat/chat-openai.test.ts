import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';
import { CHAT_QUOTA_ERROR } from './chat.service';
import { CERTAINTY_SAFE_REPLY, LOCKED_SAFE_REPLY } from './reply-guard';

/** A fake OpenAI-compatible server on 127.0.0.1: each test sets how it answers and reads what it was sent. */
type TFakeAnswer = { status: number; body: string; delayMs?: number };
let answer: TFakeAnswer;
const received: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
  [];
const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
});
const completion = (content: unknown) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });

let app: TTestApp;
const clock = createClock();
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  app = await createTestApp({
    clock: clock.now,
    config: {
      chat: {
        apiKey: 'sk-test-not-real',
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'fake-model',
        timeoutMs: 400,
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  received.length = 0;
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
  it('answers with the model reply, sending a system prompt with the caller tier and only the tips they may see', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, { horseName: 'Silver Arrow', accessLevel: 'Free' });
    await createTip(app, admin, { horseName: 'Hidden Gem', raceTime: '15:05', accessLevel: 'Premium' });
    answer = { status: 200, body: completion('Try the [Tips](/tips) page.') };
    const response = await ask('Any tips today?', await loginAs(app, 'free@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Try the [Tips](/tips) page.' });
    const sent = received[0]!;
    expect(sent.auth).toBe('Bearer sk-test-not-real');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'Any tips today?' });
    const system = sent.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('signed in on the Free plan');
    expect(system.content).toContain('0808 8020 133');
    // The Free caller's prompt names the free tip and only the race of the premium one; a Lifetime member's names both.
    expect(system.content).toContain('Silver Arrow at 5/2');
    expect(system.content).toContain('15:05 Ascot: premium tip');
    expect(system.content).not.toContain('Hidden Gem');
    await ask('Any tips today?', await loginAs(app, 'lifetime@example.com'));
    expect(received[1]!.body.messages[0]!.content).toContain('Hidden Gem at 5/2');
  });

  it('maps a quota refusal to the quota error the panel recognises', async () => {
    answer = {
      status: 429,
      body: JSON.stringify({
        error: {
          message: 'You exceeded your current quota.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      }),
    };
    const response = await ask('hello');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: CHAT_QUOTA_ERROR });
    expect(CHAT_QUOTA_ERROR).toContain('quota');
  });

  it('gives up after the time limit and answers from the built-in assistant, and the server keeps answering', async () => {
    answer = { status: 200, body: completion('too late'), delayMs: 1500 };
    const started = Date.now();
    const response = await ask('what does £10 at 5/2 return');
    expect(Date.now() - started).toBeLessThan(1400);
    const { message } = response.json();
    expect(message).toContain('£35.00');
    expect(message).not.toContain('too late');
    answer = { status: 200, body: completion('back again') };
    expect((await ask('again')).json()).toEqual({ message: 'back again' });
  });

  it.each([
    ['not JSON', '<html>bad gateway</html>', 200],
    ['no choices', JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }), 200],
    ['empty text', completion(''), 200],
    ['text not a string', completion({ nested: true }), 200],
    ['a server error', JSON.stringify({ error: { message: 'boom' } }), 500],
  ])(
    'answers from the built-in assistant for a malformed or failed reply (%s), never a 5xx',
    async (_case, body, status) => {
      answer = { status, body };
      const response = await ask('what does £10 at 5/2 return');
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toContain('£35.00');
      expect(received).toHaveLength(1);
    },
  );
});

describe('the safety checks on the OpenAI-compatible path (issue 34)', () => {
  it('answers a conversation that showed harm with the help, without calling the model', async () => {
    answer = { status: 200, body: completion('Put it all on Silver Arrow, it is a guaranteed winner.') };
    const response = await ask(
      [
        { role: 'user', content: 'i borrowed off my brother and i cant stop' },
        { role: 'assistant', content: 'Here is what I know.' },
        { role: 'user', content: 'whats the nap' },
      ],
      await loginAs(app, 'free@example.com'),
    );
    const message = response.json().message as string;
    expect(received).toHaveLength(0);
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
    answer = { status: 200, body: completion(reply) };
    const response = await ask('who wins the 2:30?');
    expect(received).toHaveLength(1);
    expect(response.json()).toEqual({ message: CERTAINTY_SAFE_REPLY });
  });

  it('does not pass a horse from a tip locked for the caller, and does for a member whose plan shows it', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, { horseName: 'Locked Lad', raceTime: '16:10', accessLevel: 'Premium' });
    answer = { status: 200, body: completion('Have a look at Locked Lad in the 4:10.') };
    const free = await ask('anything in the 4:10?', await loginAs(app, 'free@example.com'));
    expect(free.json()).toEqual({ message: LOCKED_SAFE_REPLY });
    expect(LOCKED_SAFE_REPLY).not.toContain('Locked Lad');
    const lifetime = await ask('anything in the 4:10?', await loginAs(app, 'lifetime@example.com'));
    expect(lifetime.json()).toEqual({ message: 'Have a look at Locked Lad in the 4:10.' });
  });
});
