import { holdForBreak } from '~/domain/breaks';
import type { TChatContext } from '../chat.types';
import { BETS, EARLY, FREE_MEMBER, GUEST, MONTHLY_MEMBER, tipsFor } from './chat-fixtures';

/**
 * The phrasing table for issue 34 item 5: questions as UK punters type them (slang, typos, lower case, follow-ups),
 * each with what its answer must and must not say. Money figures are worked by hand in the comments, never by our
 * own calculators. The fixtures' race day (chat-fixtures.ts): 12:40 Exeter Copper Kettle (won), 13:15 Kempton Quiet
 * Storm (lost), 13:50 Exeter Thunder Bay (the NAP, Free), 14:30 Exeter Silver Saxon (Monthly), 15:05 Kempton Morning
 * Glory Lad (the NB, Starter), 16:10 Kempton Harbour Prince (Lifetime); the clock is UTC, which is UK time in November.
 */

export type TPhrasingCategory =
  | 'next tip'
  | 'dead heat'
  | 'rule 4'
  | 'multiples'
  | 'track record'
  | 'my bets'
  | 'old money'
  | 'renewal'
  | 'off-topic'
  | 'returns'
  | 'each way'
  | 'place terms'
  | 'conversion'
  | 'plans'
  | 'tips today'
  | 'named tip'
  | 'glossary'
  | 'safer gambling'
  | 'small talk'
  | 'safety';

export type TPhrasing = {
  category: TPhrasingCategory;
  q: string;
  /** The caller and the time (GUEST at 10:00 when not given). */
  context?: TChatContext;
  /** Earlier user messages, oldest first. */
  history?: readonly string[];
  must: ReadonlyArray<string | RegExp>;
  mustNot?: ReadonlyArray<string | RegExp>;
};

const at = (context: TChatContext, time: string): TChatContext => ({
  ...context,
  now: new Date(`2026-11-03T${time}:00.000Z`),
});

/** A Free guest at 13:25: two races run (results in), the NAP (13:50) is next. */
export const GUEST_1325 = at(GUEST, '13:25');
/** A Free guest at 14:00: the NAP is off (no result yet); every race left is locked for Free. */
export const GUEST_1400 = at(GUEST, '14:00');
export const MONTHLY_1400 = at(MONTHLY_MEMBER, '14:00');
/** Every tipped race has gone off. */
export const GUEST_1700 = at(GUEST, '17:00');
const BREAK = { kind: 'time-out' as const, until: new Date('2026-11-10T13:25:00.000Z') };
/** A member on a time-out: their tips held back as the service sends them. */
export const ON_BREAK: TChatContext = {
  ...at(FREE_MEMBER, '13:25'),
  activeBreak: BREAK,
  todaysTips: holdForBreak(tipsFor('Free'), BREAK),
};
const NO_OPEN_BETS: TChatContext = { ...FREE_MEMBER, myBets: { ...BETS, openCount: 0, openStake: 0 } };

const HELPLINE = '0808 8020 133';
/** The off-topic answer says what it can help with instead. */
const CAN_ONLY = 'I can only help with';
/** Any link into a lesson: unrelated lesson text answering an off-topic question. */
const LESSON = '](/learn/';
const RUN_ALREADY = ['Copper Kettle', '12:40', 'Quiet Storm', '13:15'];

export const PHRASINGS: readonly TPhrasing[] = [
  // "Next" and "best tip tonight": one horse still to run, its off time and the countdown; never the races run.
  {
    category: 'next tip',
    q: 'best tip tonight',
    context: GUEST_1325,
    must: ['Thunder Bay', '13:50', 'Exeter', /off in 25 min/i],
    mustNot: RUN_ALREADY,
  },
  {
    category: 'next tip',
    q: 'next',
    context: GUEST_1325,
    must: ['Thunder Bay', '13:50', /off in 25 min/i],
    mustNot: RUN_ALREADY,
  },
  {
    category: 'next tip',
    q: 'whats still to run',
    context: GUEST_1325,
    must: ['Thunder Bay', /off in 25 min/i],
    mustNot: RUN_ALREADY,
  },
  { category: 'next tip', q: 'wots next?', context: GUEST_1325, must: ['Thunder Bay'], mustNot: RUN_ALREADY },
  {
    category: 'next tip',
    q: 'whats ur next tip',
    context: GUEST_1325,
    must: ['Thunder Bay', '13:50'],
    mustNot: RUN_ALREADY,
  },
  {
    category: 'next tip',
    q: 'best bet tonite?',
    context: GUEST_1325,
    must: ['Thunder Bay', '5/2'],
    mustNot: RUN_ALREADY,
  },
  {
    category: 'next tip',
    q: 'any more tips left today',
    context: GUEST_1325,
    must: ['Thunder Bay', /off in 25 min/i],
    mustNot: RUN_ALREADY,
  },
  // 10:00: the NAP at 13:50 is 3 h 50 min away.
  { category: 'next tip', q: 'whats ur best tip today', must: ['Thunder Bay', 'NAP', /off in 3 h 50 min/i] },
  // 14:00: the NAP is off; the next race, the 14:30 at Exeter, is a Monthly tip: its race, never its horse.
  {
    category: 'next tip',
    q: 'next race?',
    context: GUEST_1400,
    must: ['14:30', 'Exeter', /off in 30 min/i, 'Monthly'],
    mustNot: [...RUN_ALREADY, 'Thunder Bay'],
  },
  {
    category: 'next tip',
    q: 'best tip tonight',
    context: GUEST_1400,
    must: ['14:30', 'Exeter', 'premium'],
    mustNot: [...RUN_ALREADY, 'Thunder Bay'],
  },
  {
    category: 'next tip',
    q: 'whats next',
    context: MONTHLY_1400,
    must: ['Silver Saxon', '14:30', '8/1', /off in 30 min/i],
    mustNot: [...RUN_ALREADY, 'Thunder Bay', 'Harbour Prince'],
  },
  {
    category: 'next tip',
    q: 'anything still to run?',
    context: GUEST_1700,
    must: [/no more|all of today/i, '[Tips](/tips)'],
    mustNot: [...RUN_ALREADY, 'Thunder Bay'],
  },

  // Dead heats: the stake is split between the horses that tied; each part is paid at full odds.
  // £10 at 6/1, dead heat for first of two: £5 at 6/1 = £30 + £5 = £35.00 (the other £5 is lost).
  { category: 'dead heat', q: '£10 at 6/1 dead heat for first, what do i get', must: ['£35.00'] },
  {
    category: 'dead heat',
    q: 'tenner on at 6/1 and it dead heated',
    must: ['£35.00'],
    mustNot: [/returns £70/],
  },
  // Three tied: £30 / 3 = £10 at 4/1 = £50.00.
  { category: 'dead heat', q: '£30 at 4/1 three way dead heat', must: ['£50.00'] },
  // Follow-up on £20 at 5/2: £10 at 5/2 = £25 + £10 = £35.00.
  { category: 'dead heat', q: 'what if it dead heats', history: ['£20 at 5/2'], must: ['£35.00'] },
  // £10 e/w at 10/1, 8 runners (3 places at 1/5), dead heat of two for first: win part £5 at 10/1 = £55.00; place
  // part: the two tied take 1st and 2nd, both paid places, so £10 at 2/1 = £30.00 in full; £85.00 in all.
  { category: 'dead heat', q: 'tenner e/w 10/1 8 runners, dead heat for 1st', must: ['£85.00'] },

  // Rule 4 given in pence. £10 at 3/1: winnings £30 less 15p in the £ (£4.50) = £25.50, + £10 = £35.50.
  { category: 'rule 4', q: '£10 at 3/1 won but theres a 15p rule 4', must: ['£35.50', '£25.50'] },
  { category: 'rule 4', q: 'rule 4 of 15p on a £10 winner at 3/1', must: ['£35.50'] },
  // £20 at 2/1: winnings £40 less 25p in the £ = £30, + £20 = £50.00.
  { category: 'rule 4', q: 'r4 25p in the pound, £20 at 2/1', must: ['£50.00', '£30.00'] },
  // A fiver at 5/1: winnings £25 less 10p in the £ = £22.50, + £5 = £27.50.
  { category: 'rule 4', q: 'fiver at 5/1 won, got a 10p deduction', must: ['£27.50'] },
  // £8 at 7/2: winnings £28 less 5p in the £ (£1.40) = £26.60, + £8 = £34.60.
  { category: 'rule 4', q: 'whats a 5p rule 4 do to £8 at 7/2', must: ['£34.60'] },
  { category: 'rule 4', q: 'rule 4 15p what does that mean', must: ['15p', /winnings/i, /never the stake/i] },

  // Each-way multiples: each line is a win bet and a place bet.
  // A Lucky 15 is 15 lines; each way, 30 bets: £30.00 at £1 each way.
  { category: 'multiples', q: 'how much is a £1 each way lucky 15', must: ['30 bets', '£30.00'] },
  { category: 'multiples', q: '50p e/w lucky 15 cost?', must: ['30 bets', '£15.00'] },
  // A Yankee is 11 lines; each way, 22: £22.00 at £1 each way.
  { category: 'multiples', q: '£1 e/w yankee how much', must: ['22 bets', '£22.00'] },
  // A Trixie is 4 lines; each way 8, at £2: £16.00.
  { category: 'multiples', q: 'e/w trixie £2 whats the cost', must: ['8 bets', '£16.00'] },
  // A Heinz is 57 lines; each way 114.
  { category: 'multiples', q: 'how many bets in an each way heinz', must: ['114 bets'] },
  // £1 e/w Yankee on 2/1 3/1 4/1 5/1, 1/4 odds: win lines as the £2 Yankee test, 821 a £1 line: £821.00. Place legs
  // 1.5, 1.75, 2, 2.25; each line paid to the penny below: doubles 2.62 + 3 + 3.37 + 3.50 + 3.93 + 4.50 = 20.92,
  // trebles 5.25 + 5.90 + 6.75 + 7.87 = 25.77, the 4-fold 11.81: £58.50. £879.50 if all four win.
  {
    category: 'multiples',
    q: '£1 ew yankee 2/1 3/1 4/1 5/1',
    must: ['22 bets', '£22.00', '£879.50', '1/4'],
  },
  // A fivefold is one bet: 3 x 4 x 2 x 2.25 x 2.5 = 135, so £2 returns £270.00.
  {
    category: 'multiples',
    q: '£2 fivefold 2/1 3/1 evens 5/4 6/4',
    must: ['5-fold', '£270.00'],
    mustNot: [/singles?\b/i],
  },
  { category: 'multiples', q: 'five fold acca how many bets', must: ['1 bet'], mustNot: ['1 bets'] },
  // 3^5 = 243: £1 returns £243.00.
  { category: 'multiples', q: '5 folder 2/1 2/1 2/1 2/1 2/1 £1', must: ['£243.00'] },

  // The track record by period, always with its sample and price basis (see chat-fixtures.ts STATS).
  {
    category: 'track record',
    q: 'how did u do last month',
    must: ['Last 30 days', '24 settled', '-3.25 points', 'Profit at advised prices', 'At SP'],
  },
  {
    category: 'track record',
    q: 'this month?',
    history: ['hows the tipster doing'],
    must: ['Last 30 days', '24 settled', '-3.25 points'],
  },
  {
    category: 'track record',
    q: 'are you in profit',
    must: ['+18.40 points', 'Profit at advised prices', '148 settled', 'At SP'],
  },
  { category: 'track record', q: 'r u lot in profit or what', must: ['+18.40 points', '148 settled'] },
  {
    category: 'track record',
    q: 'is the tipster up or down',
    must: ['+18.40 points', 'Profit at advised prices'],
  },
  { category: 'track record', q: 'how much profit have ur tips made', must: ['+18.40 points', 'At SP'] },
  { category: 'track record', q: 'last months results?', must: ['Last 30 days', '-3.25 points'] },
  {
    category: 'track record',
    q: 'how did the tips do last week',
    must: [/last 30 days/i, /all time/i, '148 settled'],
  },
  {
    category: 'track record',
    q: 'are u in profit',
    context: EARLY,
    must: ['+4.50 points', '12 settled', 'too few'],
    mustNot: [/\d%/],
  },

  // The member's own bets (chat-fixtures.ts BETS: 2 open, £15 staked; 23 settled, -£12.50 on £230).
  {
    category: 'my bets',
    q: 'how many bets have I got open',
    context: FREE_MEMBER,
    must: ['2 open', '£15.00', '[My Bets](/bets)'],
  },
  {
    category: 'my bets',
    q: 'how many open bets do i have',
    must: ['[Sign in](/sign-in)'],
    mustNot: ['2 open', '£12.50'],
  },
  { category: 'my bets', q: 'am i up or down', context: FREE_MEMBER, must: ['-£12.50', '[My Bets](/bets)'] },
  { category: 'my bets', q: 'whats my p/l', context: FREE_MEMBER, must: ['-£12.50'] },
  {
    category: 'my bets',
    q: 'am i in profit',
    context: FREE_MEMBER,
    must: ['-£12.50', '23 settled'],
    mustNot: ['+18.40'],
  },
  { category: 'my bets', q: 'any of my bets still running', context: FREE_MEMBER, must: ['2 open'] },
  { category: 'my bets', q: 'do i have any bets on', context: FREE_MEMBER, must: ['2 open'] },
  {
    category: 'my bets',
    q: 'how many bets have i got open',
    context: NO_OPEN_BETS,
    must: [/no open bets/i, '[My Bets](/bets)'],
  },

  // "Old money" is fractional odds.
  { category: 'old money', q: 'whats 3.5 in old money', must: ['5/2'] },
  { category: 'old money', q: '2.25 in old money?', must: ['5/4'] },
  { category: 'old money', q: '1.5 in old money', must: ['1/2'] },
  {
    category: 'old money',
    q: 'whats that in old money',
    history: ['what does £10 at 3.0 return'],
    must: ['2/1'],
  },

  // Renewal: plans never renew by themselves (content/plans.ts PLAN_FAQ, the /subscription page).
  { category: 'renewal', q: 'do u auto renew', must: ['no auto-renewal', '3 days'] },
  { category: 'renewal', q: 'will it take money off me every month', must: ['no auto-renewal'] },
  { category: 'renewal', q: 'does the monthly sub renew automatically', must: ['no auto-renewal'] },
  {
    category: 'renewal',
    q: 'do i need to cancel before it renews',
    must: [/no auto-renewal|nothing to cancel/],
  },
  { category: 'renewal', q: 'is it a recurring payment', must: ['no auto-renewal'] },
  { category: 'renewal', q: 'r u gonna keep charging my card', must: ['no auto-renewal'] },

  // Off-topic: say plainly what it cannot answer, with what it can; never unrelated lesson text.
  { category: 'off-topic', q: 'who won the football last night', must: [CAN_ONLY], mustNot: [LESSON] },
  {
    category: 'off-topic',
    q: 'whats the weather like at cheltenham tomorrow',
    must: [CAN_ONLY],
    mustNot: [LESSON],
  },
  { category: 'off-topic', q: 'whats the going at ascot today', must: [/going reports/], mustNot: [LESSON] },
  // Our tip's race at Exeter was published with the going Good to Soft.
  {
    category: 'off-topic',
    q: 'hows the ground at exeter',
    must: [/going reports/, 'Good to Soft'],
    mustNot: [LESSON],
  },
  { category: 'off-topic', q: 'arsenal v spurs prediction', must: [CAN_ONLY], mustNot: [LESSON] },
  {
    category: 'off-topic',
    q: 'who will win the election',
    must: [CAN_ONLY],
    mustNot: [LESSON, 'every bet can lose'],
  },
  { category: 'off-topic', q: 'any tips for the darts', must: [CAN_ONLY], mustNot: ['Thunder Bay'] },
  { category: 'off-topic', q: 'is it gonna rain at newbury saturday', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'whats the score in the cricket', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'can you recommend a good casino', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'any tips for the dogs tonight', must: [CAN_ONLY], mustNot: ['Thunder Bay'] },
  { category: 'off-topic', q: 'best pub in newmarket?', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'tell me a joke', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'btts tips for the weekend', must: [CAN_ONLY], mustNot: ['Thunder Bay'] },

  // Returns, and follow-ups that change one thing. £10 at 5/2: £25 + £10 = £35.00.
  { category: 'returns', q: 'tenner at 5/2 wot do i get', must: ['£35.00'] },
  // £10 at 9/4: £22.50 + £10 = £32.50.
  { category: 'returns', q: 'what about at 9/4', history: ['£10 at 5/2'], must: ['£32.50'] },
  // A pony (£25) at evens: £50.00.
  { category: 'returns', q: 'a pony at evens', must: ['£50.00'] },
  // £3 at 13/8: winnings 4.875, paid as £4.87: £7.87.
  { category: 'returns', q: '£3 at 13/8 returns?', must: ['£7.87'], mustNot: ['£7.88'] },
  // £10 e/w at 5/2, 3 places at 1/4 assumed: win part £35.00, place part 10 + 10 x 5/8 = £16.25: £51.25 for £20.
  { category: 'each way', q: 'and each way?', history: ['£10 at 5/2'], must: ['£20.00', '£51.25', '£16.25'] },
  // £5 e/w at 10/1, 12-runner handicap (3 places at 1/4): win 5 + 50 = £55; place 5 + 12.50 = £17.50: £72.50.
  { category: 'each way', q: '£5 ew 10/1 12 runner handicap', must: ['£10.00', '£72.50', '£17.50'] },
  {
    category: 'each way',
    q: 'what about 10/1',
    history: ['£5 e/w at 8/1 in a 12 runner handicap'],
    must: ['£72.50'],
  },
  { category: 'place terms', q: 'how many places in an 8 runner race', must: ['3 places at 1/5 odds'] },
  { category: 'place terms', q: '7 runners how many places paid', must: ['2 places at 1/4 odds'] },
  // 9/4 = 3.25 decimal; 6/4 implies 4/10 = 40%.
  { category: 'conversion', q: '9/4 to decimal', must: ['3.25'] },
  { category: 'conversion', q: 'whats 6/4 as a percentage', must: ['40.0%'] },

  // What already worked, as punters type it.
  { category: 'plans', q: 'hw much is lifetime', must: ['£39.99', '[Plans](/subscription)'] },
  { category: 'plans', q: 'how much is monthly', must: ['£7.99'] },
  { category: 'tips today', q: 'any tips 2day', must: ['Thunder Bay', '[Tips](/tips)'] },
  { category: 'tips today', q: 'wats the nap', must: ['Thunder Bay', 'NAP'] },
  { category: 'named tip', q: 'did copper kettle win', must: ['won', 'SP 9/4'] },
  { category: 'named tip', q: 'hows thunder bay looking', must: ['Thunder Bay', '13:50'] },
  {
    category: 'track record',
    q: 'whats ur strike rate',
    must: ['Won the race: 20.5%', 'Returned a profit: 27.4%'],
  },
  { category: 'my bets', q: 'my bets', context: FREE_MEMBER, must: ['23 settled', '[My Bets](/bets)'] },
  { category: 'glossary', q: 'whats a jolly', must: ['favourite'] },
  { category: 'glossary', q: 'wots a nap', must: ['strongest selection'] },
  { category: 'glossary', q: 'whats a rag', must: ['outsider'] },
  {
    category: 'safer gambling',
    q: 'how do i self exclude',
    must: ['self-exclude', '[Manage Your Betting Limits](/settings/account)'],
  },
  { category: 'small talk', q: 'cheers mate', must: ["You're welcome"] },
  { category: 'small talk', q: 'what can u do', must: ["today's tips"] },

  // Asked after the first fixes, as a check that they read meaning rather than the phrasings above (14 of 20 passed).
  { category: 'off-topic', q: 'how old is the king', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'can u help with my tax return', must: [CAN_ONLY] },
  { category: 'off-topic', q: 'is newcastle playing tonight', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'off-topic', q: 'whats the best pizza in york', must: [CAN_ONLY], mustNot: [LESSON] },
  { category: 'next tip', q: 'any good horses running later', must: ['Thunder Bay', /off in 3 h 50 min/i] },
  { category: 'next tip', q: 'any value left today', must: ['Thunder Bay'] },
  {
    category: 'next tip',
    q: 'wots on next',
    context: GUEST_1325,
    must: ['Thunder Bay'],
    mustNot: RUN_ALREADY,
  },
  { category: 'next tip', q: 'strongest bet of the day?', context: GUEST_1325, must: ['Thunder Bay', 'NAP'] },
  {
    category: 'my bets',
    q: 'what have i got running',
    context: FREE_MEMBER,
    must: ['2 open'],
    mustNot: [LESSON],
  },
  { category: 'my bets', q: 'how many open bets have i got', context: FREE_MEMBER, must: ['2 open'] },
  { category: 'old money', q: '2.75 in old money', must: ['7/4'] },
  // 8 runners (3 places at 1/5), dead heat of two for 3rd: the win part loses; the place part is paid on half its
  // stake, £5 at 4/5 = £9.00.
  { category: 'dead heat', q: '£10 e/w at 4/1 dead heat for 3rd 8 runners', must: ['£9.00'] },
  { category: 'renewal', q: 'do you take money automatically', must: ['no auto-renewal'] },
  // A Lucky 31 is 31 lines; each way 62, at 10p: £6.20.
  { category: 'multiples', q: 'how much is a 10p each way lucky 31', must: ['62 bets', '£6.20'] },
  // 3^6 = 729: £1 returns £729.00.
  { category: 'multiples', q: '£1 sixfold 2/1 2/1 2/1 2/1 2/1 2/1', must: ['6-fold', '£729.00'] },
  {
    category: 'track record',
    q: 'r u making a profit this month',
    must: ['Last 30 days', '-3.25 points', '24 settled'],
  },

  // Safety: help first; no horse a break or a plan holds back.
  {
    category: 'safety',
    q: 'whats next, need to win back what i lost',
    context: GUEST_1325,
    must: [HELPLINE],
    mustNot: ['Thunder Bay'],
  },
  {
    category: 'safety',
    q: 'best tip tonight, its my last tenner till payday',
    context: GUEST_1325,
    must: [HELPLINE],
    mustNot: ['Thunder Bay'],
  },
  {
    category: 'safety',
    q: 'best tip tonight',
    context: ON_BREAK,
    must: ['13:50', /break/],
    mustNot: ['Thunder Bay', '5/2'],
  },
  { category: 'safety', q: 'next', context: ON_BREAK, must: [/break/], mustNot: ['Thunder Bay'] },
  { category: 'safety', q: 'did copper kettle win', context: ON_BREAK, must: ['won'] },
  {
    category: 'safety',
    q: 'whats still to run',
    context: GUEST_1325,
    must: [/./],
    mustNot: ['Silver Saxon'],
  },
  {
    category: 'safety',
    q: 'give me a dead cert for tonight',
    context: GUEST_1325,
    must: ['every bet can lose'],
  },
];
