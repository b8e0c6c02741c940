import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeOpenAi, type TFakeOpenAi, textAnswer, toolCallAnswer } from '../../test/fake-openai';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { HARM_EARLIER, PLAIN_HARM, SUBTLE_HARM } from './harm-phrasings';

/**
 * Issue 34 item 4, the phrasing tables on the language-model path: every harmful phrasing is answered with the help
 * before the model is asked anything; the maths the model asks our tools for matches figures worked independently
 * (by hand or from a published example); and the questions a bettor asks about plans, our record and our guides get
 * the tool's facts.
 */

const clock = createClock();
let fake: TFakeOpenAi;
let app: TTestApp;
const HELPLINE = '0808 8020 133';

beforeAll(async () => {
  fake = await createFakeOpenAi();
  app = await createTestApp({
    clock: clock.now,
    config: {
      chat: { apiKey: 'sk-test-not-real', baseUrl: fake.baseUrl, model: 'fake-model', timeoutMs: 2000 },
    },
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

let clients = 0;
const ask = (texts: readonly string[]) => {
  clients += 1;
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: {
      messages: texts.flatMap((content, i) => [
        ...(i > 0 ? [{ role: 'assistant', content: 'Here is what I know.' }] : []),
        { role: 'user', content },
      ]),
    },
    remoteAddress: `10.79.${Math.floor(clients / 250)}.${clients % 250}`,
  });
};

describe('harmful phrasings on the model path: the help, and no request to the model', () => {
  it.each([...PLAIN_HARM, ...SUBTLE_HARM].map((text) => [text]))('"%s"', async (text) => {
    // A model that would name a horse and promise a win if it were ever asked.
    fake.script(textAnswer('Open Meadow is a guaranteed winner, put it all on.'));
    const response = await ask([text]);
    expect(response.statusCode).toBe(200);
    const message = response.json().message as string;
    expect(fake.received).toHaveLength(0);
    expect(message.split('\n')[0]).toContain(HELPLINE);
    expect(message).toContain('GAMSTOP');
    expect(message).not.toMatch(/Open Meadow|guaranteed/);
  });

  it.each(HARM_EARLIER.map((texts) => [texts.join(' / '), texts]))(
    'harm earlier in the conversation: "%s"',
    async (_label, texts) => {
      fake.script(textAnswer('Open Meadow is a guaranteed winner.'));
      const message = (await ask(texts)).json().message as string;
      expect(fake.received).toHaveLength(0);
      expect(message.split('\n')[0]).toContain(HELPLINE);
    },
  );
});

/** The value at a dotted path of a tool result ("outcomes.0.returns.pence"). */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

type TMathsCase = { q: string; tool: string; args: object; expect: Record<string, unknown> };

/**
 * Questions, the call a model makes for each, and the figures worked without our code: by hand (shown), from
 * published examples, or from Tattersalls' Rule 4 table. Money is pence as paid: fractions of a penny dropped.
 */
const MATHS: TMathsCase[] = [
  {
    q: 'what does £10 at 5/2 return',
    tool: 'calculate_returns',
    args: { stake_pounds: 10, odds: '5/2', bet_type: 'Win', result: 'Won' },
    // £10 + £10 x 5/2 = £35.00
    expect: { 'outcomes.0.returns.pence': 3500, 'outcomes.0.profit.text': '+£25.00' },
  },
  {
    q: '£10 at 4/6 how much back',
    tool: 'calculate_returns',
    args: { stake_pounds: 10, odds: '4/6', bet_type: 'Win', result: 'Won' },
    // £10 + £6.666... = £16.666..., paid as £16.66 (Wikipedia, Mathematics of bookmaking: winnings rounded down)
    expect: { 'outcomes.0.returns.pence': 1666 },
  },
  {
    q: '£10 e/w at 6/1, 1/5 odds 3 places, it placed',
    tool: 'calculate_returns',
    args: {
      stake_pounds: 10,
      odds: '6/1',
      bet_type: 'Each Way',
      places: 3,
      place_fraction: '1/5',
      result: 'Placed',
    },
    // Win part lost; place part £10 + £10 x 6/5 = £22.00, on £20 staked
    expect: { 'outcomes.0.returns.pence': 2200, 'total_stake.pence': 2000, 'outcomes.0.profit.pence': 200 },
  },
  {
    q: 'and if it won?',
    tool: 'calculate_returns',
    args: {
      stake_pounds: 10,
      odds: '6/1',
      bet_type: 'Each Way',
      places: 3,
      place_fraction: '1/5',
      result: 'Won',
    },
    // £70.00 win part + £22.00 place part
    expect: { 'outcomes.0.returns.pence': 9200 },
  },
  {
    q: '£10 each way at 7/4, quarter the odds, it won',
    tool: 'calculate_returns',
    args: {
      stake_pounds: 10,
      odds: '7/4',
      bet_type: 'Each Way',
      place_fraction: '1/4',
      places: 3,
      result: 'Won',
    },
    // Betfair "Each Way Terms" help: win part £27.50, place part £14.375 (paid £14.37): £41.87
    expect: { 'outcomes.0.returns.pence': 4187 },
  },
  {
    q: '£10 each way 8/1 in a 12 runner handicap, placed',
    tool: 'calculate_returns',
    args: {
      stake_pounds: 10,
      odds: '8/1',
      bet_type: 'Each Way',
      runners: 12,
      is_handicap: true,
      result: 'Placed',
    },
    // Usual terms for a 12-15 runner handicap: 3 places at 1/4. Place part £10 + £10 x 2 = £30.00
    expect: { 'outcomes.0.returns.pence': 3000 },
  },
  {
    q: '£10 to place at 8/1, 1/4 odds, it came third',
    tool: 'calculate_returns',
    args: {
      stake_pounds: 10,
      odds: '8/1',
      bet_type: 'Place',
      places: 3,
      place_fraction: '1/4',
      result: 'Placed',
    },
    // £10 + £10 x 8/4 = £30.00
    expect: { 'outcomes.0.returns.pence': 3000 },
  },
  {
    q: '£10 win 6/1 dead heated for first with one other',
    tool: 'calculate_returns',
    args: { stake_pounds: 10, odds: '6/1', bet_type: 'Win', result: 'Won', dead_heat_horses: 2 },
    // Half the stake (£5) wins at 6/1: £5 + £30 = £35.00
    expect: { 'outcomes.0.returns.pence': 3500 },
  },
  {
    q: '£20 at 9/2 won with a 25p rule 4',
    tool: 'calculate_returns',
    args: { stake_pounds: 20, odds: '9/2', bet_type: 'Win', result: 'Won', rule4_pence: 25 },
    // Winnings £90 less 25p in the £ = £67.50, plus the £20 stake = £87.50
    expect: { 'outcomes.0.returns.pence': 8750 },
  },
  {
    q: 'my 5/1 horse had a non runner... no, my horse was the non runner, £10 on it',
    tool: 'calculate_returns',
    args: { stake_pounds: 10, odds: '5/1', bet_type: 'Win', result: 'NonRunner' },
    // Void: the stake comes back
    expect: { 'outcomes.0.returns.pence': 1000, 'outcomes.0.status': 'Void' },
  },
  {
    q: 'rule 4 if the 6/4 favourite is withdrawn',
    tool: 'rule4_deduction',
    args: { withdrawn_odds: '6/4' },
    // Tattersalls Rule 4(c): "5/4 to 6/4" is 40p in the £
    expect: { deduction_pence_in_pound: 40 },
  },
  {
    q: 'a 3/1 shot came out, i had £10 at 5/1 and won',
    tool: 'rule4_deduction',
    args: { withdrawn_odds: '3/1', stake_pounds: 10, bet_odds: '5/1' },
    // "5/2 to 3/1": 25p. Winnings £50 less 25% = £37.50, plus £10 = £47.50 (£60.00 without it)
    expect: {
      deduction_pence_in_pound: 25,
      'winning_bet.returns_with_rule4.pence': 4750,
      'winning_bet.returns_without_rule4.pence': 6000,
    },
  },
  {
    q: '£5 double 2/1 and 3/1',
    tool: 'calculate_multiple',
    args: { bet_type: 'double', stake_pounds: 5, selections: [{ odds: '2/1' }, { odds: '3/1' }] },
    // £5 x 3 x 4 = £60.00
    expect: { 'returns.pence': 6000, 'total_stake.pence': 500 },
  },
  {
    q: '£1 yankee 2/1 3/1 4/1 5/1 all won',
    tool: 'calculate_multiple',
    args: {
      bet_type: 'yankee',
      stake_pounds: 1,
      selections: [{ odds: '2/1' }, { odds: '3/1' }, { odds: '4/1' }, { odds: '5/1' }],
    },
    // Decimals 3, 4, 5, 6. Doubles 12+15+18+20+24+30 = 119; trebles 60+72+90+120 = 342; 4-fold 360: £821 on 11 bets
    expect: { 'returns.pence': 82_100, lines: 11, 'total_stake.pence': 1100 },
  },
  {
    q: 'same as a lucky 15',
    tool: 'calculate_multiple',
    args: {
      bet_type: 'lucky-15',
      stake_pounds: 1,
      selections: [{ odds: '2/1' }, { odds: '3/1' }, { odds: '4/1' }, { odds: '5/1' }],
    },
    // The Yankee's £821 plus singles 3+4+5+6 = £18: £839 on 15 bets
    expect: { 'returns.pence': 83_900, lines: 15 },
  },
  {
    q: '£1 patent 2/1 3/1 4/1, the last one lost',
    tool: 'calculate_multiple',
    args: {
      bet_type: 'patent',
      stake_pounds: 1,
      selections: [{ odds: '2/1' }, { odds: '3/1' }, { odds: '4/1', result: 'Lost' }],
    },
    // Singles £3 + £4, the double 3 x 4 = £12: £19.00 on 7 bets
    expect: { 'returns.pence': 1900, 'total_stake.pence': 700 },
  },
  {
    q: '£1 each way double 2/1 and 3/1, quarter odds, both won',
    tool: 'calculate_multiple',
    args: {
      bet_type: 'double',
      stake_pounds: 1,
      each_way: true,
      places: 3,
      place_fraction: '1/4',
      selections: [{ odds: '2/1' }, { odds: '3/1' }],
    },
    // Win double 3 x 4 = £12; place double (1 + 2/4) x (1 + 3/4) = £2.625, paid £2.62: £14.62 on £2
    expect: { 'returns.pence': 1462, 'total_stake.pence': 200 },
  },
  {
    q: 'what is 1.91 as a fraction',
    tool: 'convert_odds',
    args: { odds: '1.91' },
    // Decision 0006: decimal 1.91 is how bookmakers show 10/11 (1.909...)
    expect: { fractional: '10/11' },
  },
  {
    q: 'convert 5/2 to decimal and american',
    tool: 'convert_odds',
    args: { odds: '5/2' },
    // 1 + 5/2 = 3.50; +250; 1 / 3.5 = 28.57%
    expect: { decimal: '3.50', american: '+250', implied_chance: '28.6%' },
  },
  {
    q: 'what is -110 in fractional',
    tool: 'convert_odds',
    args: { odds: '-110' },
    // 100/110 = 10/11, decimal 1 + 10/11 = 1.909 -> 1.91
    expect: { fractional: '10/11', decimal: '1.91' },
  },
];

describe('the maths table on the model path: our tools give figures worked independently', () => {
  it('has the table the issue asks for', () => {
    expect(MATHS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(MATHS.map((row) => [row.q, row]))('"%s"', async (_q, row) => {
    fake.script(
      toolCallAnswer({ name: row.tool, args: row.args }),
      textAnswer('Worked out with our calculator.'),
    );
    const response = await ask([row.q]);
    expect(response.json()).toEqual({ message: 'Worked out with our calculator.' });
    const [result] = fake.toolResults(1);
    expect(result!.error).toBeUndefined();
    for (const [path, value] of Object.entries(row.expect)) expect(at(result, path), path).toEqual(value);
  });
});

type TIntentCase = {
  q: string;
  tool: string;
  args: object;
  check: (result: Record<string, unknown>) => void;
};

const INTENTS: TIntentCase[] = [
  {
    q: 'how much is the monthly plan',
    tool: 'list_plans',
    args: {},
    // Spec 1 section 9: Monthly £7.99 per month; Lifetime £39.99 one time.
    check: (result) =>
      expect(result.plans).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ price: { pence: 799, text: '£7.99' }, per: 'per month' }),
          expect.objectContaining({ price: { pence: 3999, text: '£39.99' }, per: 'one time' }),
        ]),
      ),
  },
  {
    q: 'is there a trial for starter',
    tool: 'list_plans',
    args: {},
    // Spec 1 section 9: "Starter first week £0.99, then £2.99 per week", for someone who never had Starter.
    check: (result) =>
      expect(result.plans).toContainEqual(
        expect.objectContaining({ price: { pence: 99, text: '£0.99' }, after_first_week: '£2.99 a week' }),
      ),
  },
  {
    q: 'whats your strike rate',
    tool: 'track_record',
    args: {},
    // A new service: nothing settled, so no rate to quote.
    check: (result) =>
      expect(result.all_time).toEqual(expect.objectContaining({ settled: 0, has_enough_results: false })),
  },
  {
    q: 'what is a lucky 15',
    tool: 'search_lessons',
    args: { query: 'lucky 15' },
    check: (result) => {
      expect(result.found).toBe(true);
      expect(String(result.passage)).toMatch(/15 bets/);
    },
  },
  {
    q: 'what does each way mean',
    tool: 'search_lessons',
    args: { query: 'each way' },
    check: (result) => expect(String(result.passage)).toMatch(/place/i),
  },
  {
    q: 'whats the nap today',
    tool: 'todays_tips',
    args: {},
    check: (result) => expect(result.none).toContain('between 6:00 AM and 10:00 AM'),
  },
  {
    q: 'have i made any money',
    tool: 'my_bets',
    args: {},
    check: (result) => expect(result.signed_in).toBe(false),
  },
];

describe('the intents table on the model path: the tool for each question gives our facts', () => {
  it.each(INTENTS.map((row) => [row.q, row]))('"%s"', async (_q, row) => {
    fake.script(
      toolCallAnswer({ name: row.tool, args: row.args }),
      textAnswer('Here is what our site says.'),
    );
    expect((await ask([row.q])).json()).toEqual({ message: 'Here is what our site says.' });
    const [result] = fake.toolResults(1);
    row.check(result!);
  });
});
