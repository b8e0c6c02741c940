import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '~/domain/chat.contract';
import { createChatService } from './chat.service';
import type { TChatContext, TChatProvider } from './chat.types';
import { conversationShowsHarm } from './harm';
import { HARM_EARLIER, ORDINARY, PLAIN_HARM, SUBTLE_HARM } from './harm-phrasings';

const HELPLINE = '0808 8020 133';
const user = (content: string): TChatMessage => ({ role: 'user', content });
const conversation = (texts: readonly string[]): TChatMessage[] =>
  texts.flatMap((content, i) => [
    ...(i > 0 ? [{ role: 'assistant' as const, content: 'Here is what I know.' }] : []),
    user(content),
  ]);

/** A provider that always names a horse, so a reply without it proves the provider never ran. */
let providerCalls = 0;
const tipster: TChatProvider = {
  name: 'builtin',
  reply: async () => {
    providerCalls += 1;
    return 'Thunder Bay is the NAP today.';
  },
};
const service = createChatService({
  provider: tipster,
  log: { warn: () => undefined },
  sources: {
    todaysTips: async () => [],
    trackRecord: async () => ({}) as TChatContext['trackRecord'],
    myBets: async () => null,
    recentBets: async () => [],
    plans: async () => ({}) as TChatContext['plans'],
    supportEmail: 'support@example.com',
  },
});
const ask = async (messages: TChatMessage[]) => {
  const response = await service.answer(messages, { userId: null, username: null, tier: 'Free' }, new Date());
  return 'message' in response ? response.message : response.error;
};

const expectHelp = (reply: string) => {
  expect(reply.split('\n')[0]).toContain(HELPLINE);
  expect(reply).toContain('GAMSTOP');
  expect(reply).toContain('(/responsible-gambling)');
  expect(reply).toContain('(/settings/account)');
  expect(reply).not.toMatch(/Thunder Bay|\bNAP\b/);
};

describe('conversationShowsHarm', () => {
  it('has the test set the issue asks for', () => {
    expect(PLAIN_HARM.length + SUBTLE_HARM.length).toBeGreaterThanOrEqual(60);
    expect(SUBTLE_HARM.length).toBeGreaterThanOrEqual(30);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PLAIN_HARM)('plain: "%s" shows harm', (text) => {
    expect(conversationShowsHarm([user(text)])).toBe(true);
  });

  it.each(SUBTLE_HARM)('subtle: "%s" shows harm', (text) => {
    expect(conversationShowsHarm([user(text)])).toBe(true);
  });

  it.each(ORDINARY)('ordinary: "%s" does not', (text) => {
    expect(conversationShowsHarm([user(text)])).toBe(false);
  });

  it.each([
    'chase',
    'bumper',
    'banker',
    'loan',
    'the rent',
    'each way',
    'chasing the leader',
    'win back-to-back races',
  ])('the racing word "%s" alone does not', (text) => {
    expect(conversationShowsHarm([user(text)])).toBe(false);
    expect(conversationShowsHarm([user(`whats a ${text} in racing`)])).toBe(false);
  });

  it('reads only what the user wrote, not the assistant', () => {
    expect(
      conversationShowsHarm([
        user('what is rule 4'),
        { role: 'assistant', content: 'If you cant stop betting, call the helpline.' },
        user('thanks'),
      ]),
    ).toBe(false);
  });

  it('combines a money worry with betting talk said in another message', () => {
    expect(conversationShowsHarm(conversation(['whats the nap', 'cant pay the rent this month']))).toBe(true);
    expect(conversationShowsHarm(conversation(['cant pay the rent this month']))).toBe(false);
  });
});

describe('the chat service puts help first for the rest of a conversation that shows harm', () => {
  it.each([...PLAIN_HARM, ...SUBTLE_HARM])(
    '"%s": the helpline first, no selection, no provider',
    async (text) => {
      providerCalls = 0;
      expectHelp(await ask([user(text)]));
      expect(providerCalls).toBe(0);
    },
  );

  it.each(HARM_EARLIER.map((texts) => [texts.join(' / '), texts] as const))(
    'harm said earlier (%s): the newest question still gets the help and no selection',
    async (_name, texts) => {
      providerCalls = 0;
      expectHelp(await ask(conversation(texts)));
      expect(providerCalls).toBe(0);
    },
  );

  it.each(ORDINARY)('ordinary: "%s" reaches the provider', async (text) => {
    providerCalls = 0;
    expect(await ask([user(text)])).toBe('Thunder Bay is the NAP today.');
    expect(providerCalls).toBe(1);
  });

  it('adds the Samaritans when despair was said earlier in the conversation', async () => {
    const reply = await ask(conversation(['feel like ending it all', 'whats the nap']));
    expectHelp(reply);
    expect(reply.split('\n')[0]).toContain('Samaritans');
  });
});
