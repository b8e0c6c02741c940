import { describe, expect, it } from 'vitest';
import { BETTING_GUIDE } from './betting-guide';

const BANNED = ['guaranteed', 'sure thing', "can't lose", 'can’t lose', 'risk-free', 'certain winner'];

// The spec's bet types in order, with the bets each one is (undefined for a single).
const EXPECTED_BET_TYPES: ReadonlyArray<[string, number | undefined]> = [
  ['win', undefined],
  ['place', undefined],
  ['each-way', 2],
  ['double', 1],
  ['treble', 1],
  ['accumulator', 1],
  ['trixie', 4],
  ['patent', 7],
  ['yankee', 11],
  ['lucky-15', 15],
  ['canadian', 26],
  ['lucky-31', 31],
  ['heinz', 57],
  ['lucky-63', 63],
  ['super-heinz', 120],
  ['goliath', 247],
];
const EXPECTED_SELECTIONS: Record<string, number> = {
  accumulator: 4,
  double: 2,
  treble: 3,
  trixie: 3,
  patent: 3,
  yankee: 4,
  'lucky-15': 4,
  canadian: 5,
  'lucky-31': 5,
  heinz: 6,
  'lucky-63': 6,
  'super-heinz': 7,
  goliath: 8,
};

describe('the Simple Betting Guide', () => {
  it('works the spec example: £10 at 5/1 returns £60', () => {
    const { example } = BETTING_GUIDE.oddsFormats;
    expect(example.title).toContain('5/1');
    expect(example.lines.join('\n')).toContain('£60.00');
  });

  it('shows the three odds formats with examples', () => {
    const formats = BETTING_GUIDE.oddsFormats.formats;
    expect(formats.map((format) => format.name)).toEqual(['Fractional', 'Decimal', 'American']);
    expect(formats.map((format) => format.example)).toEqual(['5/1', '6.00', '+500']);
  });

  it('lists the 16 bet types in order with the right bet counts', () => {
    const { betTypes } = BETTING_GUIDE;
    expect(betTypes.map((type) => [type.id, type.bets])).toEqual(EXPECTED_BET_TYPES);
    for (const type of betTypes)
      if (type.id in EXPECTED_SELECTIONS) expect(type.selections, type.id).toBe(EXPECTED_SELECTIONS[type.id]);
    expect(betTypes.find((type) => type.id === 'canadian')!.name).toMatch(/Super Yankee/);
    // An accumulator is four or more selections, not capped at eight.
    const accumulator = betTypes.find((type) => type.id === 'accumulator')!;
    expect(accumulator.selectionsOrMore).toBe(true);
    expect(accumulator.description).toMatch(/four or more/);
    expect(betTypes.filter((type) => type.selectionsOrMore).map((type) => type.id)).toEqual(['accumulator']);
  });

  it('works the place and each-way examples from the place terms', () => {
    const lines = (id: string) =>
      BETTING_GUIDE.betTypes.find((type) => type.id === id)!.example.lines.join('\n');
    // £10 to place at 6/1, 1/5 odds: 6/5, £22 back.
    expect(lines('place')).toContain('6/1 × 1/5 = 6/5');
    expect(lines('place')).toContain('£22.00');
    // £5 each way at 10/1, 1/4 odds, 3 places: £55 + £17.50 = £72.50 if it wins, £17.50 if it only places.
    expect(lines('each-way')).toContain('£72.50');
    expect(lines('each-way')).toContain('2nd or 3rd: the place part returns £17.50');
  });

  it('gives every bet type an example with a £ figure', () => {
    for (const type of BETTING_GUIDE.betTypes) {
      expect(type.description.trim(), type.id).not.toBe('');
      expect(type.example.lines.join('\n'), type.id).toMatch(/£\d/);
    }
  });

  it('says the Lucky 15, 31 and 63 bonuses are not included', () => {
    for (const id of ['lucky-15', 'lucky-31', 'lucky-63']) {
      const type = BETTING_GUIDE.betTypes.find((betType) => betType.id === id)!;
      expect(type.example.lines.join('\n')).toMatch(/not included/);
    }
  });

  it('settles the multiples from the settler', () => {
    const yankee = BETTING_GUIDE.betTypes.find((type) => type.id === 'yankee')!.example.lines.join('\n');
    // £1 a line, 2/1, 5/2 and 3/1 win: 3 doubles (£10.50 + £12 + £14) and a treble (£42) = £78.50.
    expect(yankee).toContain('£11.00');
    expect(yankee).toContain('£78.50');
  });

  it('has the four quick tips', () => {
    const titles = BETTING_GUIDE.quickTips.map((tip) => tip.title.toLowerCase());
    expect(titles).toHaveLength(4);
    expect(titles[0]).toContain('best price');
    expect(titles[1]).toContain('5/1 or longer');
    expect(titles[2]).toContain('chase losses');
    expect(titles[3]).toContain('records');
    // £5 each way, 1/5 odds, placed only: £10 of the £10 staked back at 5/1 (the break-even), £13 at 8/1, £9 at 4/1.
    const eachWay = BETTING_GUIDE.quickTips[1]!.text;
    expect(eachWay).toContain('returns £10.00 at 5/1');
    expect(eachWay).toContain('£13.00');
    expect(eachWay).toContain('£9.00');
  });

  it('explains Rule 4 as a deduction from winnings, worked by settlement', () => {
    const { rule4 } = BETTING_GUIDE;
    expect(rule4.explanation).toMatch(/winnings, never from the stake/);
    expect(rule4.explanation).toContain('Rule 4(c)');
    // £10 at 5/1 with a 20p deduction: £50 winnings less 20% = £40, plus the stake = £50.
    expect(rule4.example.lines.join('\n')).toContain('£50.00');
    // The Tattersalls scale: shorter prices take more, every row in whole 5p steps, nothing over 14/1.
    const pence = rule4.scale.map((row) => row.pence);
    expect(pence[0]).toBe(90);
    expect(pence.at(-1)).toBe(0);
    for (let i = 1; i < pence.length; i += 1) expect(pence[i]).toBeLessThan(pence[i - 1]!);
    expect(rule4.scale.find((row) => row.prices === '10/3 to 4/1')?.pence).toBe(20);
    expect(rule4.scale.find((row) => row.prices === '10/1 to 14/1')?.pence).toBe(5);
  });

  it("shows the whole Tattersalls scale, odds-on rows included: a 1/3 withdrawal is 70p, not '50p to 85p'", () => {
    const { rule4 } = BETTING_GUIDE;
    expect(rule4.scale).toHaveLength(19);
    expect(rule4.scale.find((row) => row.prices === '2/5 to 1/3')?.pence).toBe(70);
    expect(rule4.scale.find((row) => row.prices === '4/5 to 4/6')?.pence).toBe(55);
    expect(rule4.scale.map((row) => row.pence)).toEqual([
      90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 0,
    ]);
    expect(rule4.scaleNote).not.toMatch(/50p to 85p/);
  });

  it('explains dead heats, worked by settlement', () => {
    const lines = BETTING_GUIDE.deadHeats.example.lines.join('\n');
    // £10 win at 6/1, two-way dead heat for first: £5 at 6/1 = £35.
    expect(lines).toContain('£35.00');
    // £10 each way at 10/1, 1/5 odds, two-way dead heat for 3rd: £5 at 2/1 = £15.
    expect(lines).toContain('£15.00');
  });

  it('uses no banned words', () => {
    const text = JSON.stringify(BETTING_GUIDE).toLowerCase();
    for (const word of BANNED) expect(text).not.toContain(word);
  });
});
