import { describe, expect, it } from 'vitest';
import { calculateBet } from '~/domain/calculators/bet-calculator';
import { dutch } from '~/domain/calculators/dutching';
import type { TChatMessage } from '~/domain/chat.contract';
import { isClientRoute } from '~/domain/client-routes';
import { fraction } from '~/domain/fraction';
import { WIN_ONLY } from '~/domain/place-terms';
import { settleBet } from '~/domain/settlement';
import type { TChatContext } from '../chat.types';
import { promisesCertainty } from '../reply-guard';
import { createBuiltinAssistant } from './builtin-assistant';
import { EARLY, FREE_MEMBER, GUEST, LOCKED_FOR_FREE, MONTHLY_MEMBER, tipsFor } from './chat-fixtures';
import { PROMISE_WORDS } from './reply-text';

// ---------------------------------------------------------------------------------------------------------------
// The table: questions as bettors type them, what each answer must and must not contain. Money figures are worked
// by hand in the comments; the "domain agrees" tests below check the same figures against the calculators.

type TCase = {
  q: string;
  context?: TChatContext;
  /** Earlier user messages, oldest first. */
  history?: string[];
  must: Array<string | RegExp>;
  mustNot?: Array<string | RegExp>;
};

const HELPLINE = '0808 8020 133';
const UNKNOWN = "I can't answer that one";

const TABLE: TCase[] = [
  // Returns. £10 at 5/2: 10 x 5/2 = £25 winnings + £10 stake = £35.00.
  { q: 'wot does a tenner at 5/2 pay', must: ['£35.00', '£25.00', '[Betting Tools](/tools)'] },
  // £20 at 11/4: 20 x 2.75 = £55 + £20 = £75.00.
  { q: 'what do i get back for £20 at 11/4?', must: ['£75.00', '£55.00'] },
  // £10 at 11/4: 10 x 2.75 = £27.50 + £10 = £37.50.
  { q: 'a tenner at 11/4', must: ['£37.50'] },
  // 12-runner handicap: 3 places at 1/4. Win part 5 + 5 x 8 = £45; place part 5 + 5 x 8/4 = £15; £60 in all.
  {
    q: '£5 e/w at 8/1 in a 12 runner handicap',
    must: ['£10.00', '£60.00', '£45.00', '£15.00', '3 places at 1/4 odds'],
  },
  // 8 runners, not a handicap: 3 places at 1/5. Win 10 + 60 = £70; place 10 + 10 x 6/5 = £22; £92 in all.
  { q: '£10 each way at 6/1, 8 runners', must: ['£20.00', '£92.00', '£22.00', '3 places at 1/5 odds'] },
  // 16-runner handicap: 4 places at 1/4. Win 2 + 40 = £42; place 2 + 2 x 5 = £12; £54 in all.
  { q: '2 quid eachway 20/1 in a 16 runner hcap', must: ['£4.00', '£54.00', '£12.00', '4 places at 1/4'] },
  // 4 runners: win only. Both 50p parts pay at 10/1 if it wins: 2 x (0.50 + 5.00) = £11.00.
  { q: '50p e/w at 10/1 with 4 runners', must: ['£1.00', '£11.00', 'win only'] },
  // Decimal 2.5 is 6/4: £10 x 2.5 = £25.00.
  { q: 'what does £10 at 2.5 return', must: ['£25.00'] },
  // A decimal is worked, and named, as the exact price typed: 1.91 is 91/100 (10/11 would return £190.90).
  { q: 'what does £100 at 1.91 return', must: ['1.91 (91/100)', '£191.00'], mustNot: ['10/11'] },
  { q: 'what does £100 at 2.375 return', must: ['2.375 (11/8)', '£237.50'] },
  // Evens: £50 + £50 = £100.00.
  { q: 'what does evens pay on £50', must: ['£100.00', '£50.00'] },
  // No stake: a £10 example. 10 + 10 x 5 = £60.00.
  { q: '5/1 what would i win', must: ['£60.00', '£10.00'] },
  // Follow-up: £10 e/w at 5/1, default terms 3 places at 1/4. Win 60 + place 10 + 10 x 5/4 = 22.50: £82.50.
  { q: 'and each way?', history: ['£10 at 5/1'], must: ['£20.00', '£82.50', '£22.50'] },
  // Follow-up with a new stake: £20 at 9/2 = 20 + 90 = £110.00.
  { q: 'what about £20', history: ['what does a fiver at 9/2 return'], must: ['£110.00'] },
  // Stated terms: 3 places at a quarter. As the 12-runner handicap above: £60.00.
  { q: '£5 each way 8/1 quarter odds 3 places', must: ['£60.00', '£15.00'] },
  // Betfair's published check: £10 e/w at 7/4, 1/4 odds: 27.50 + 14.375. Each part drops its fraction of a penny, as
  // My Bets pays: £27.50 + £14.37 = £41.87 (Betfair's page rounds to £41.88); places only £14.37.
  { q: 'ew 7/4 £10 1/4 odds', must: ['£41.87', '£14.37'], mustNot: ['£41.88', '£14.38'] },
  // Odds-on: 10 x 4/6 = 6.666... winnings, paid as £6.66, so £16.66 back (not £16.67).
  { q: 'what does £10 at 4/6 return', must: ['£16.66', '£6.66'], mustNot: ['£16.67'] },

  // Place terms and multiples without prices.
  { q: 'how many places does a 12 runner handicap pay', must: ['3 places at 1/4 odds'] },
  {
    q: 'each way terms?',
    must: ['win only', '2 places at 1/4 odds', '3 places at 1/5 odds', '4 places at 1/4 odds'],
  },
  // A Yankee is 11 lines: £2 a line is £22.00.
  { q: 'how much would i win on a £2 yankee', must: ['11 bets', '£22.00', 'four prices'] },

  // Odds conversion.
  { q: '5/2 in decimal', must: ['3.50', '28.6%', '[Odds Calculator](/tools/odds-calculator)'] },
  { q: 'whats 3.5 as a fraction', must: ['5/2'] },
  { q: 'evens in decimal?', must: ['2.00', '50.0%'] },
  // 4/1 implies 1 / 5 = 20%.
  { q: 'what are the chances at 4/1', must: ['20.0%'] },
  // 100/30 = 10/3: 1 + 3.333 = 4.33.
  { q: '100/30 as decimal', must: ['4.33'] },
  { q: '2.75 to fractional', must: ['7/4'] },
  { q: '+250 american odds in fractions', must: ['5/2', '3.50'] },
  { q: '11-4 decimal?', must: ['3.75'] },

  // Dutching. 1/4 + 1/5 = 9/20: £20 x 5/9 = £11.11 on 3/1, £20 x 4/9 = £8.89 on 4/1; 11.11 x 4 = £44.44.
  { q: 'dutch 3/1 and 4/1 with £20', must: ['£11.11', '£8.89', '£44.44', '£24.44', '45.0%'] },
  // £100 by default. 1/3 + 1/4 = 7/12: £100 x 4/7 = £57.14, £100 x 3/7 = £42.86; 57.14 x 3 = £171.42.
  { q: 'dutch these 2/1 3/1', must: ['£100.00', '£57.14', '£42.86', '£171.42'] },
  // 2/5 + 2/7 + 1/5 = 31/35: £50 x 14/31 = £22.58, x 10/31 = £16.13, x 7/31 = £11.29; 22.58 x 2.5 = £56.45.
  { q: 'can u dutch 6/4, 5/2 and 4/1 for 50 quid', must: ['£22.58', '£16.13', '£11.29', '£56.45', '£6.45'] },

  // Multiples, if every selection wins. Yankee on 3.0, 4.0, 5.0 and 6.0 decimal: doubles 12 + 15 + 18 + 20 + 24 + 30
  // = 119, trebles 60 + 72 + 90 + 120 = 342, the 4-fold 360: 821 a £1 line, so £2 a line returns £1,642.00.
  { q: '£2 yankee 2/1 3/1 4/1 5/1', must: ['11 bets', '£22.00', '£1,642.00', '[Betting Tools](/tools)'] },
  // 3.0 x 2.5 = 7.5: £10 returns £75.00.
  { q: '£10 double 2/1 and 6/4', must: ['£75.00', '£65.00'] },
  // 4-fold: 3 x 2 x 4 x 2.5 = 60: £5 returns £300.00.
  { q: 'acca 2/1 evens 3/1 6/4 £5', must: ['4-fold', '£300.00'] },

  // Rule 4.
  { q: 'whats rule 4', must: ['never the stake', '[Simple Betting Guide](/tools/betting-guide)'] },
  // 2/1 is in the 15/8 to 9/4 row: 30p in the £.
  { q: 'rule 4 if a 2/1 shot is withdrawn', must: ['30p'] },
  // £10 at 5/1: winnings £50 less 30% = £35, returning £45.00 rather than £60.00.
  { q: '£10 at 5/1, 2/1 fav withdrawn, how much rule 4', must: ['30p', '£35.00', '£45.00', '£60.00'] },
  // 4/1 is in the 10/3 to 4/1 row: 20p.
  { q: 'r4 on a 4/1 non runner', must: ['20p'] },
  { q: 'rule 4 for a 20/1 withdrawal', must: ['no Rule 4 deduction'] },
  // The odds-on rows of the Tattersalls scale: 4/6 is in 4/5 to 4/6 (55p), 1/3 in 2/5 to 1/3 (70p).
  { q: 'rule 4 when a 4/6 fav is pulled out', must: ['55p in the £'], mustNot: ['between'] },
  { q: 'rule 4 if a 1/3 shot is withdrawn', must: ['70p in the £'], mustNot: ['between'] },
  // £10 at 6/1 with a 1/3 shot out: winnings £60 less 70p in the £ = £18, returning £28.00 rather than £70.00.
  { q: '£10 at 6/1, 1/3 fav withdrawn, rule 4?', must: ['70p', '£18.00', '£28.00', '£70.00'] },
  { q: 'what happens if my horse is a non runner', must: ['void', 'stake comes back'] },

  // Today's tips, as a Free guest: the locked ones by race and plan only (the global check bans their horses).
  {
    q: 'any tips today',
    must: [
      'Thunder Bay',
      '13:50 Exeter',
      '5/2',
      '14:30 Exeter: a premium tip, upgrade to Monthly to see it',
      '15:05 Kempton',
      'upgrade to Starter',
      'upgrade to Lifetime',
      '[Tips](/tips)',
      '[Plans](/subscription)',
    ],
  },
  { q: 'whats the nap', must: ['Thunder Bay', 'NAP', '5/2'] },
  { q: 'whos the nb today?', must: ['15:05 at Kempton', 'upgrade to Starter'] },
  { q: 'wat r todays selections', must: ['Thunder Bay', 'Copper Kettle'] },
  {
    q: 'any tips today',
    context: MONTHLY_MEMBER,
    must: ['Silver Saxon', 'Morning Glory Lad', '16:10 Kempton: a premium tip, upgrade to Lifetime'],
    mustNot: ['Harbour Prince'],
  },
  { q: 'whats the nb', context: MONTHLY_MEMBER, must: ['Morning Glory Lad', '11/4'] },

  // A named horse: only a tip the caller may see.
  { q: 'did thunder bay win', must: ['Not run yet', '13:50'] },
  { q: 'how did copper kettle get on', must: ['won', 'SP 9/4'] },
  { q: 'quiet storm result?', must: ['lost', 'SP 7/1'] },
  { q: 'thunderbay any news', must: ['Thunder Bay', '13:50'] },
  { q: 'what about silver saxon', must: [/./] },
  { q: 'silver saxon any good?', must: [/./] },

  // A race by its time: the 2:30 is the locked 14:30 at Exeter for a Free caller.
  { q: 'whats ur tip for the 2:30 at exeter', must: ['14:30 at Exeter', 'upgrade to Monthly'] },
  { q: 'whats the 2:30', context: MONTHLY_MEMBER, must: ['Silver Saxon', '8/1'] },
  { q: 'anything in the 4:45?', must: ['no tip for the 4:45'] },

  // The track record, with its sample size.
  // Both rates named by what they count, with their samples; each profit with its price basis.
  {
    q: 'hows the tipster doing',
    must: [
      'all time (148 settled tips, 146 ran): Won the race: 20.5% (30 of 146). Returned a profit: 27.4% (40 of 146). Profit at advised prices: +18.40 points (ROI +10.8%). At SP (140 of 146 tips with an SP): +21.15 points.',
      'Last 30 days (24 settled tips): Won the race: 16.7% (4 of 24). Returned a profit: 25.0% (6 of 24). Profit at advised prices: -3.25 points (ROI -11.2%). At SP (20 of 24 tips with an SP): -4.00 points.',
    ],
    mustNot: [/strike rate/i, /\bwinners?\b/],
  },
  { q: 'whats your strike rate', must: ['Won the race: 20.5%', 'Returned a profit: 27.4%', 'no promise'] },
  {
    q: 'are your tips any good',
    context: EARLY,
    must: [
      '(12 settled tips): Won the race: 3 of 12. Returned a profit: 4 of 12. Profit at advised prices: +4.50 points. At SP: +3.00 points.',
      'too few',
    ],
    mustNot: [/\d%/],
  },

  // The caller's bets.
  { q: 'my profit', must: ['[Sign in](/sign-in)'] },
  {
    q: 'my profit',
    context: FREE_MEMBER,
    must: ['23 settled', '-£12.50', '£230.00', 'ROI -5.4%', '[My Bets](/bets)'],
  },
  { q: 'how am i doing', context: MONTHLY_MEMBER, must: ['-£12.50', 'strike rate 30.4%', '2 open'] },

  // Plans and prices.
  { q: 'how much is lifetime', must: ['£39.99', '[Plans](/subscription)'] },
  { q: 'wat plans do u have', must: ['£0.99', '£2.99', '£7.99', '£39.99', 'Free'] },
  { q: 'how much is the weekly one', context: MONTHLY_MEMBER, must: ['£2.99', 'not available to you now'] },
  { q: 'will my plan renew automatically', must: ['no auto-renewal'] },
  { q: 'how do i cancel my subscription', must: ['nothing to cancel', 'support@racepro.example'] },

  // Bet types and racing terms, from our content.
  { q: "what's a yankee", must: ['11 bets', '[Simple Betting Guide](/tools/betting-guide)'] },
  {
    q: 'going soft meaning',
    must: [/going/i, '[The Going and Track Conditions](/learn/basics/track-conditions)'],
  },
  { q: 'what is a handicap', must: ['Official Rating', '/learn/basics/class-ratings'] },
  { q: 'whats a lucky 15', must: ['15 bets'] },
  { q: 'eachway explained', must: ['Two bets'] },
  { q: 'what is an acca', must: ['four or more selections'] },
  { q: 'what does SP mean', must: ['starting price'] },
  { q: 'what is a nap', must: ['strongest selection'] },
  { q: 'what does odds on mean', must: ['shorter than evens'] },
  { q: 'whats a dead heat', must: ['tie'] },
  { q: 'what are blinkers', must: ['Blinkers', '[Headgear and Equipment](/learn/basics/equipment)'] },
  { q: 'wot is a furlong', must: ['eighth of a mile'] },
  { q: 'what is a trixie', must: ['4 bets'] },
  { q: 'what is a steeplechase', must: ['fences'] },
  { q: 'how do i manage my bankroll', must: ['/learn/betting/bankroll-management'] },
  { q: 'what is value betting', must: ['/learn/betting/value-betting'] },
  { q: 'whats the best staking plan', must: ['/learn/betting/staking-plans'], mustNot: ['£7.99'] },
  { q: "what's a lay bet", must: ['betting exchange'] },
  { q: 'what is best odds guaranteed', must: ['bigger than the price you took'] },
  { q: 'what are fixed odds', must: [/odds/i], mustNot: ['every bet can lose'] },

  // How to use the tools.
  {
    q: 'how do i use the dutching calculator',
    must: ['Dutching tab', '[Betting Tools](/tools)', 'requires a Starter subscription'],
  },
  {
    q: 'how does the bet settler work',
    context: MONTHLY_MEMBER,
    must: ['Bet Settler'],
    mustNot: ['requires a'],
  },
  { q: 'how do i track a bet', must: ['Add to betslip', '[My Bets](/bets)'] },

  // Safer gambling: help first, before anything else.
  { q: 'i cant stop betting', must: [HELPLINE, 'GAMSTOP', '[Responsible Gambling](/responsible-gambling)'] },
  {
    q: 'borrowed money to chase my losses',
    must: [HELPLINE, '[Manage Your Betting Limits](/settings/account)'],
  },
  {
    q: "I'm in debt from gambling, any tips today?",
    must: [HELPLINE],
    mustNot: ['Thunder Bay', 'Copper Kettle'],
  },
  { q: "I've lost everything, need a winner to get it back", must: [HELPLINE] },
  { q: 'used my rent money on the horses', must: [HELPLINE] },
  { q: 'took out a loan to bet', must: [HELPLINE] },
  { q: 'i think im addicted to gambling', must: [HELPLINE] },
  { q: 'chasin my losses again lol whats the nap', must: [HELPLINE], mustNot: ['Thunder Bay'] },
  { q: 'i feel like ending it all after losing again', must: [HELPLINE, 'Samaritans', '116 123'] },
  { q: 'how do i set a deposit limit', must: ['[Manage Your Betting Limits](/settings/account)', 'daily'] },
  { q: 'what is gamstop', must: ['GAMSTOP', HELPLINE] },
  { q: 'can i take a break from betting', must: ['time-out', '7 days'] },

  // No promises, small talk and the honest unknown.
  { q: 'give me a sure thing', must: ['every bet can lose', '[Tips](/tips)'] },
  { q: 'who will win the 2:30 at exeter', must: ['every bet can lose'] },
  { q: 'are your tips guaranteed?', must: ['every bet can lose'] },
  { q: 'how do i make money betting', must: ['most people who bet lose'] },
  { q: 'can you order me a pizza', must: [UNKNOWN, '[Learn Racing](/learn)', 'support@racepro.example'] },
  { q: 'what is the capital of peru', must: [UNKNOWN] },
  { q: 'who won the football last night', must: ["I can't help with football", 'I can only help with'] },
  { q: 'hello', must: ['Hello', 'tips'] },
];

const assistant = createBuiltinAssistant();
const conversation = (q: string, history: string[] = []): TChatMessage[] => [
  ...history.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: 'Noted.' },
  ]),
  { role: 'user' as const, content: q },
];
const ask = (q: string, context: TChatContext = GUEST, history: string[] = [], provider = assistant) =>
  provider.reply(conversation(q, history), context, new AbortController().signal);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const contains = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

describe('the built-in assistant answers bettors', () => {
  it('has at least 60 questions in its table', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const context = c.context ?? GUEST;
    const reply = await ask(c.q, context, c.history);
    for (const expected of c.must) expect(contains(reply, expected), `must contain ${expected}`).toBe(true);
    const banned = [
      ...(c.mustNot ?? []),
      PROMISE_WORDS,
      ...(context.viewer.tier === 'Free' ? LOCKED_FOR_FREE : []),
    ];
    for (const unexpected of banned)
      expect(contains(reply, unexpected), `must not contain ${unexpected}`).toBe(false);
  });
});

describe('every reply in the table', () => {
  const replies = async () =>
    Promise.all(TABLE.map(async (c) => ({ c, reply: await ask(c.q, c.context ?? GUEST, c.history) })));

  it('is short: at most 100 words and 8 lines', async () => {
    for (const { c, reply } of await replies()) {
      expect(words(reply), c.q).toBeLessThanOrEqual(100);
      expect(reply.split('\n').length, c.q).toBeLessThanOrEqual(8);
    }
  });

  it('promises no profit', async () => {
    for (const { c, reply } of await replies()) expect(reply, c.q).not.toMatch(PROMISE_WORDS);
  });

  it('passes the service guard on promises (so it is never replaced by the safe answer)', async () => {
    for (const { c, reply } of await replies()) expect(promisesCertainty(reply), c.q).toBe(false);
  });

  it('links only to screens the web app has, as [text](/path)', async () => {
    for (const { c, reply } of await replies()) {
      for (const [, path] of reply.matchAll(/\]\(([^)]*)\)/g)) {
        expect(path, c.q).toMatch(/^\//);
        expect(isClientRoute(path!), `${c.q}: ${path}`).toBe(true);
      }
    }
  });

  it('never names a locked horse to a Free caller, whatever is asked', async () => {
    const free = TABLE.filter((c) => (c.context ?? GUEST).viewer.tier === 'Free');
    for (const c of free) {
      const reply = await ask(c.q, c.context ?? GUEST, c.history);
      for (const horse of LOCKED_FOR_FREE) expect(reply, c.q).not.toContain(horse);
    }
  });

  it('is the same every time (deterministic), from any instance', async () => {
    const other = createBuiltinAssistant();
    for (const c of TABLE) {
      const context = c.context ?? GUEST;
      const first = await ask(c.q, context, c.history);
      expect(await ask(c.q, context, c.history), c.q).toBe(first);
      expect(await ask(c.q, context, c.history, other), c.q).toBe(first);
    }
  });
});

describe('safer gambling comes first', () => {
  const harmful = [
    'i cant stop betting',
    'borrowed money to chase my losses',
    "I'm in debt from gambling, any tips today?",
    'whats the nap? need to win back what i lost, been chasing losses all week',
    'can I get a loan to bet on the 3:30',
    "lost all my wages, what's a good bet for today?",
    "I can't control my betting",
    'dutch 3/1 and 4/1 with my rent money',
  ];

  it.each(harmful)('"%s" opens with the helpline and offers a time-out', async (q) => {
    const reply = await ask(q);
    const [firstLine] = reply.split('\n');
    expect(firstLine).toContain(HELPLINE);
    expect(reply.startsWith('Please talk to someone: the National Gambling Helpline')).toBe(true);
    expect(reply).toContain('GAMSTOP');
    expect(reply).toContain('[Responsible Gambling](/responsible-gambling)');
    expect(reply).toMatch(/time-out.*\[Manage Your Betting Limits\]\(\/settings\/account\)/);
    expect(reply).not.toContain('Thunder Bay');
    expect(reply).not.toMatch(/£\d/);
  });

  // GAMSTOP covers online gambling companies licensed in Great Britain (gamstop.co.uk), not betting shops.
  it.each(['what is gamstop', 'i cant stop betting'])(
    '"%s": GAMSTOP blocks online sites licensed in Great Britain, not betting shops',
    async (q) => {
      const line = (await ask(q)).split('\n').find((text) => text.includes('GAMSTOP'));
      expect(line).toMatch(/online gambling sites licensed in Great Britain/);
      expect(line).toMatch(/not betting shops/);
      expect(line).not.toMatch(/every UK|UK betting sites/);
    },
  );

  it('does not take a jumps race ("chase") or a loss figure for harm', async () => {
    expect(await ask('what is a chase')).not.toContain(HELPLINE);
    expect(await ask('what does £10 at 5/2 return')).not.toContain(HELPLINE);
  });
});

describe('the figures agree with the domain calculators', () => {
  const text = (amount: { text: string }) => amount.text;

  it('returns and each way', () => {
    expect(text(calculateBet({ stake: 10, odds: fraction(5, 2), isEachWay: false }).potentialReturn)).toBe(
      '£35.00',
    );
    expect(text(calculateBet({ stake: 10, odds: fraction(11, 4), isEachWay: false }).potentialReturn)).toBe(
      '£37.50',
    );
    const ew = calculateBet({
      stake: 5,
      odds: fraction(8),
      isEachWay: true,
      places: 3,
      placeFraction: '1/4',
    });
    expect([text(ew.potentialReturn), text(ew.eachWay!.placeOnlyReturn)]).toEqual(['£60.00', '£15.00']);
    const betfair = calculateBet({
      stake: 10,
      odds: fraction(7, 4),
      isEachWay: true,
      places: 3,
      placeFraction: '1/4',
    });
    expect([text(betfair.potentialReturn), text(betfair.eachWay!.placeOnlyReturn)]).toEqual([
      '£41.87',
      '£14.37',
    ]);
    const oddsOn = calculateBet({ stake: 10, odds: fraction(4, 6), isEachWay: false });
    expect(text(oddsOn.potentialReturn)).toBe('£16.66');
    expect(oddsOn.potentialReturn.pence).toBe(
      settleBet({
        type: 'Win',
        stakePence: 1000,
        odds: { num: 4, den: 6 },
        terms: WIN_ONLY,
        outcome: { result: 'Won' },
      }).returnPence,
    );
  });

  it('dutching', () => {
    const twenty = dutch({ totalStake: 20, odds: [fraction(3), fraction(4)] })!;
    expect(twenty.selections.map((s) => s.stake.text)).toEqual(['£11.11', '£8.89']);
    expect(twenty.guaranteedProfit.text).toBe('£24.44');
    const fifty = dutch({ totalStake: 50, odds: [fraction(6, 4), fraction(5, 2), fraction(4)] })!;
    expect(fifty.selections.map((s) => s.stake.text)).toEqual(['£22.58', '£16.13', '£11.29']);
    expect(fifty.guaranteedProfit.text).toBe('£6.45');
  });

  it('Rule 4', () => {
    const settled = settleBet({
      type: 'Win',
      stakePence: 1000,
      odds: { num: 5, den: 1 },
      terms: WIN_ONLY,
      outcome: { result: 'Won', rule4Pence: 30 },
    });
    expect(settled.returnPence).toBe(4500);
  });
});

describe('the provider', () => {
  it('is the built-in one and answers an unknown question honestly with pointers', async () => {
    expect(assistant.name).toBe('builtin');
    const reply = await ask('can you book me a taxi to ascot');
    expect(reply).toContain(UNKNOWN);
    for (const pointer of [
      '[Tips](/tips)',
      '[Simple Betting Guide](/tools/betting-guide)',
      '[Learn Racing](/learn)',
    ])
      expect(reply).toContain(pointer);
    expect(reply).toContain(GUEST.supportEmail);
  });

  it('uses the last user message, with earlier ones only for a follow-up', async () => {
    expect(await ask('what is a trixie', GUEST, ['£10 at 5/1'])).toContain('4 bets');
    expect(await ask('what about each way', GUEST, ['£10 at 5/1'])).toContain('£82.50');
  });

  it('lists the first six tips of a long day and points to the rest', async () => {
    const many = [...tipsFor('Free'), ...tipsFor('Free').map((tip) => ({ ...tip, id: tip.id + 100 }))];
    const reply = await ask('any tips today', { ...GUEST, todaysTips: many });
    expect(reply).toContain('(first 6 of 12)');
    expect(reply).toContain('The rest and the analysis are on [Tips](/tips)');
    for (const horse of LOCKED_FOR_FREE) expect(reply).not.toContain(horse);
  });

  it('says so when no tips are out yet', async () => {
    const reply = await ask('any tips today', { ...GUEST, todaysTips: [] });
    expect(reply).toContain('No tips are published yet today');
    expect(reply).toContain('[Tips](/tips)');
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      assistant.reply([{ role: 'user', content: 'hi' }], GUEST, controller.signal),
    ).rejects.toThrow();
  });
});
