import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdForBreak } from '~/domain/breaks';
import type { TPlansResponse } from '~/domain/payments.contract';
import { fullTip, lockedTip } from '~/domain/tip.fixtures';
import type { TChatContext } from '../chat.types';
import { defineTool } from './chat-tool';
import { CHAT_TOOLS, MAX_TOOL_ARGUMENTS_CHARS, runToolCall, TOOL_FAILED_ERROR } from './chat-tools';

const PLANS: TPlansResponse = {
  provider: 'sandbox',
  publishableKey: null,
  prices: { Starter: 0.99, Monthly: 7.99, Lifetime: 39.99 },
  starterIntro: true,
  unavailable: {},
  changeNotes: {},
};

const context = (over: Partial<TChatContext> = {}): TChatContext => ({
  now: new Date('2026-11-03T10:00:00Z'),
  viewer: { signedIn: false, username: null, tier: 'Free' },
  todaysTips: [],
  trackRecord: {} as TChatContext['trackRecord'],
  myBets: null,
  plans: PLANS,
  supportEmail: 'support@example.com',
  ...over,
});

const warnings: { object: object; message: string }[] = [];
const log = { warn: (object: object, message: string) => warnings.push({ object, message }) };

const call = async (name: string, args: object | string, ctx: TChatContext = context()) =>
  JSON.parse(
    await runToolCall({ name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }, ctx, log),
  ) as Record<string, unknown>;

const MOST = 1_000_000;

/** Every place in a JSON schema where a string, number or list has no bound, by path. */
const unbounded = (schema: Record<string, unknown>, path = ''): string[] => {
  const type = schema.type;
  const here: string[] = [];
  if (type === 'string' && schema.enum === undefined && schema.maxLength === undefined) here.push(path);
  // NOTE: zod writes a bare int's bounds as the safe-integer range, which bounds nothing.
  const isBound = (value: unknown) => typeof value === 'number' && Math.abs(value) <= MOST;
  if ((type === 'number' || type === 'integer') && !(isBound(schema.minimum) && isBound(schema.maximum)))
    here.push(path);
  if (type === 'array' && schema.maxItems === undefined) here.push(path);
  if (type === 'object' && schema.additionalProperties !== false) here.push(`${path} (open object)`);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const items = schema.items as Record<string, unknown> | undefined;
  return [
    ...here,
    ...Object.entries(properties).flatMap(([key, value]) => unbounded(value, `${path}.${key}`)),
    ...(items ? unbounded(items, `${path}[]`) : []),
  ];
};

describe('the chat tools', () => {
  it('offer the nine tools with bounded arguments: every string, number and list has limits, no open object', () => {
    const loose = z.toJSONSchema(z.object({ a: z.number().int(), b: z.string(), c: z.array(z.boolean()) }), {
      io: 'input',
    });
    expect(unbounded(loose)).toEqual([' (open object)', '.a', '.b', '.c']);
    expect(CHAT_TOOLS.map((tool) => tool.name)).toHaveLength(9);
    for (const tool of CHAT_TOOLS) {
      expect(tool.description.length, tool.name).toBeGreaterThan(40);
      expect(unbounded(tool.parameters), tool.name).toEqual([]);
    }
  });

  it('answer an unknown tool, arguments that are not JSON, too long, out of range or unexpected with an error', async () => {
    expect((await call('place_bet', {})).error).toBe(
      'Unknown tool "place_bet". The tools are: calculate_returns, calculate_multiple, rule4_deduction, convert_odds, todays_tips, track_record, my_bets, list_plans, search_lessons.',
    );
    expect((await call('calculate_returns', '{"stake_pounds": 10,')).error).toBe(
      'The arguments were not valid JSON. Send them as a JSON object.',
    );
    expect((await call('search_lessons', { query: 'x'.repeat(MAX_TOOL_ARGUMENTS_CHARS) })).error).toContain(
      'too long',
    );
    const outOfRange = await call('calculate_returns', {
      stake_pounds: 1_000_000,
      odds: '5/2',
      bet_type: 'Win',
    });
    expect(outOfRange.error).toMatch(/^Invalid arguments: stake_pounds: Too big/);
    const extra = await call('convert_odds', { odds: '5/2', sneaky: true });
    expect(extra.error).toMatch(/^Invalid arguments: .*sneaky/);
    expect(
      (await call('calculate_returns', { stake_pounds: 10, odds: '5/0', bet_type: 'Win' })).error,
    ).toContain('Odds must be fractional such as 5/2');
    expect(
      (await call('calculate_returns', { stake_pounds: 10, odds: '2000/1', bet_type: 'Win' })).error,
    ).toBe('Odds must be between 1/100 and 1000/1 (got 2000/1)');
    expect((await call('convert_odds', { odds: '+200000' })).error).toBe(
      'Odds must be between 1/100 and 1000/1 (got +200000)',
    );
    expect((await call('convert_odds', { odds: '+50' })).error).toMatch(
      /^American odds must be \+100 or more/,
    );
    expect(
      (
        await call('calculate_multiple', {
          bet_type: 'yankee',
          stake_pounds: 1,
          selections: [{ odds: '2/1' }],
        })
      ).error,
    ).toBe('Yankee needs exactly 4 selections');
  });

  it('answer a tool that throws with a generic error, logged by tool and error name without the arguments', async () => {
    warnings.length = 0;
    const broken = defineTool({
      name: 'broken',
      description: 'Always fails.',
      args: z.strictObject({ query: z.string().max(100) }),
      run: () => {
        throw new TypeError('db down at row secret');
      },
    });
    const content = await runToolCall(
      { name: 'broken', arguments: JSON.stringify({ query: 'my wife must not know' }) },
      context(),
      log,
      [broken],
    );
    expect(JSON.parse(content)).toEqual({ error: TOOL_FAILED_ERROR });
    expect(warnings).toEqual([{ object: { tool: 'broken', err: 'TypeError' }, message: 'chat tool failed' }]);
    expect(JSON.stringify(warnings)).not.toMatch(/wife|secret/);
  });

  it("todays_tips names a horse only where the caller's plan shows it, and none held back during a break", async () => {
    const tips = [fullTip(), lockedTip()];
    const result = await call('todays_tips', {}, context({ todaysTips: tips }));
    expect(result.tips).toEqual([
      expect.objectContaining({
        time: '14:30',
        horse: 'Galopin Des Champs',
        odds: '5/2',
        result: 'not run yet',
      }),
      {
        time: '15:05',
        racecourse: 'Cheltenham',
        category: 'Banker',
        confidence: '5/5',
        locked:
          'This tip requires a Starter subscription or higher. The horse is not shown to this user; never guess it.',
      },
    ]);
    const brk = { kind: 'time-out' as const, until: new Date('2026-11-04T10:00:00Z') };
    const held = await call(
      'todays_tips',
      {},
      context({ todaysTips: holdForBreak(tips, brk), activeBreak: brk }),
    );
    expect(JSON.stringify(held)).not.toContain('Galopin');
    expect(held.tips).toEqual([
      expect.objectContaining({ time: '14:30', held: expect.stringContaining('Held back') }),
      expect.objectContaining({ time: '15:05', held: expect.stringContaining('Held back') }),
    ]);
  });

  it('my_bets gives a guest no bets, only how to sign in, and never reads bets for one', async () => {
    let reads = 0;
    const result = await call(
      'my_bets',
      {},
      context({
        recentBets: async () => {
          reads += 1;
          return [];
        },
      }),
    );
    expect(result).toEqual({ signed_in: false, message: expect.stringContaining('[Sign in](/sign-in)') });
    expect(reads).toBe(0);
  });

  it('list_plans quotes what this caller pays: a first-week Starter offer, then the weekly price', async () => {
    const result = await call('list_plans', {});
    // Spec 1 section 9: "Starter first week £0.99, then £2.99 per week; Monthly £7.99 per month; Lifetime £39.99".
    expect(result.plans).toEqual([
      expect.objectContaining({ plan: expect.stringMatching(/Free/), price: 'free' }),
      expect.objectContaining({
        price: { pence: 99, text: '£0.99' },
        per: 'first week',
        after_first_week: '£2.99 a week',
      }),
      expect.objectContaining({ price: { pence: 799, text: '£7.99' }, per: 'per month' }),
      expect.objectContaining({ price: { pence: 3999, text: '£39.99' }, per: 'one time' }),
    ]);
  });

  it('search_lessons finds our passage and its page, or says nothing matches', async () => {
    const found = await call('search_lessons', { query: 'what is rule 4' });
    expect(found).toEqual(
      expect.objectContaining({ found: true, link: expect.stringMatching(/^\[.+\]\(\/.+\)$/) }),
    );
    expect(String(found.passage)).toMatch(/withdraw/i);
    expect((await call('search_lessons', { query: 'order me a pizza' })).found).toBe(false);
  });
});
