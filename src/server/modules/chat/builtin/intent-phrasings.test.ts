import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '~/domain/chat.contract';
import { isRaceOff } from '~/domain/race-clock';
import type { TChatContext } from '../chat.types';
import { createBuiltinAssistant } from './builtin-assistant';
import { ALL_TIPS, GUEST } from './chat-fixtures';
import { PHRASINGS, type TPhrasing } from './intent-phrasings';
import { PROMISE_WORDS } from './reply-text';

const assistant = createBuiltinAssistant();

const ask = (c: TPhrasing): Promise<string> => {
  const messages: TChatMessage[] = [
    ...(c.history ?? []).flatMap((content) => [
      { role: 'user' as const, content },
      { role: 'assistant' as const, content: 'Noted.' },
    ]),
    { role: 'user', content: c.q },
  ];
  return assistant.reply(messages, c.context ?? GUEST, new AbortController().signal);
};

const contains = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

/** Horses the caller must never be told: tips their plan locks, and on a break every tip still to run. */
const hiddenHorses = (context: TChatContext): string[] => {
  const visible = new Set(context.todaysTips.flatMap((t) => (t.locked ? [] : [t.id])));
  return ALL_TIPS.filter(
    (t) => !visible.has(t.id) || (context.activeBreak && !isRaceOff(t.startsAt, context.now.getTime())),
  ).map((t) => t.horse);
};

describe('the phrasing table (issue 34 item 5)', () => {
  it('has at least 80 questions covering every category', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(PHRASINGS.map((c) => c.category)).size).toBe(20);
  });

  it.each(
    PHRASINGS.map(
      (c) => [`${c.category}: ${c.q}${c.history ? ` (after "${c.history.join('", "')}")` : ''}`, c] as const,
    ),
  )('%s', async (_name, c) => {
    const context = c.context ?? GUEST;
    const reply = await ask(c);
    for (const expected of c.must)
      expect(contains(reply, expected), `must contain ${expected}\n${reply}`).toBe(true);
    for (const unexpected of [...(c.mustNot ?? []), PROMISE_WORDS, ...hiddenHorses(context)])
      expect(contains(reply, unexpected), `must not contain ${unexpected}\n${reply}`).toBe(false);
    expect(reply.split(/\s+/).length, reply).toBeLessThanOrEqual(100);
  });

  it('answers fast: the median reply well under 50 ms', async () => {
    await Promise.all(PHRASINGS.map(ask)); // builds the content index once
    const times: number[] = [];
    for (const c of PHRASINGS) {
      const start = performance.now();
      await ask(c);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
  });
});
