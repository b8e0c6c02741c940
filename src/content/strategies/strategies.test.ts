import { describe, expect, it } from 'vitest';
import {
  ADVISOR_ECHO_MAX,
  ADVISOR_TEXTS,
  advisorKeywords,
  customAdvisorText,
  PERSONAL_ADVISOR_NOTE,
} from '~/content/advisor';
import { LEARN_MODULE_IDS, LESSON_IDS } from '~/domain/learn';
import {
  ADVANCED_STRATEGY_IDS,
  ADVISOR_CUSTOM_KEYWORDS,
  ADVISOR_STYLES,
  DIFFICULTIES,
  POPULAR_STRATEGY_IDS,
  type TAdvisorText,
  type TStrategyGuide,
} from '~/domain/strategies';
import { TOOL_HREFS } from './figures';
import { ADVANCED_STRATEGIES, POPULAR_STRATEGIES, STRATEGIES } from './index';

const ALL_IDS = [...POPULAR_STRATEGY_IDS, ...ADVANCED_STRATEGY_IDS];
const BANNED = [
  'guaranteed win',
  'sure thing',
  "can't lose",
  'can’t lose',
  'risk-free',
  'risk free',
  'certain winner',
];

/** Every string in a guide or advisor text, lower-cased, for the banned-words check. */
const allText = (value: unknown): string => JSON.stringify(value).toLowerCase();
const textOf = (advice: TAdvisorText): string =>
  [advice.title, ...advice.paragraphs, ...advice.points].join('\n');

const lessonLinks = LEARN_MODULE_IDS.flatMap((module) =>
  LESSON_IDS[module].map((lesson) => `/learn/${module}/${lesson}`),
);
const ALLOWED_HREFS = new Set<string>([...TOOL_HREFS, ...lessonLinks]);

describe('strategy guides', () => {
  it('has a guide for every id, under its own id', () => {
    expect(Object.keys(STRATEGIES).sort()).toEqual([...ALL_IDS].sort());
    for (const id of ALL_IDS) expect(STRATEGIES[id].id).toBe(id);
  });

  it('lists the tabs in the spec order', () => {
    expect(POPULAR_STRATEGIES.map((guide) => guide.id)).toEqual([...POPULAR_STRATEGY_IDS]);
    expect(ADVANCED_STRATEGIES.map((guide) => guide.id)).toEqual([...ADVANCED_STRATEGY_IDS]);
  });

  it.each(ALL_IDS)('%s is complete and within the rules', (id) => {
    const guide: TStrategyGuide = STRATEGIES[id];
    expect(DIFFICULTIES).toContain(guide.difficulty);
    expect(guide.title.trim()).not.toBe('');
    expect(guide.summary.length).toBeGreaterThan(40);
    expect(guide.steps.length).toBeGreaterThanOrEqual(5);
    expect(guide.steps.length).toBeLessThanOrEqual(7);
    for (const step of guide.steps) expect(step.trim()).not.toBe('');
    expect(guide.tools.length).toBeGreaterThanOrEqual(2);
    expect(guide.tools.length).toBeLessThanOrEqual(4);
    for (const tool of guide.tools) {
      expect(tool.label.trim()).not.toBe('');
      expect(ALLOWED_HREFS.has(tool.href), `${id}: ${tool.href}`).toBe(true);
    }
    expect(guide.caution).toMatch(/bankroll/i);
    expect(guide.caution).toMatch(/10%/);
  });

  it.each(ALL_IDS)('%s has a worked example with figures', (id) => {
    const { example } = STRATEGIES[id];
    expect(example.title.trim()).not.toBe('');
    expect(example.lines.length).toBeGreaterThanOrEqual(4);
    const lines = example.lines.join('\n');
    expect(lines).toMatch(/\d/);
    expect(lines).toMatch(/£\d/);
  });

  it.each(ALL_IDS)('%s uses no banned words', (id) => {
    const text = allText(STRATEGIES[id]);
    for (const word of BANNED) expect(text, `${id}: ${word}`).not.toContain(word);
  });

  it('marks the advanced strategies as Advanced and asks for careful bankroll management', () => {
    for (const guide of ADVANCED_STRATEGIES) {
      expect(guide.difficulty).toBe('Advanced');
      expect(guide.caution).toMatch(/careful bankroll management/i);
    }
    expect(STRATEGIES.eachway.difficulty).toBe('Beginner');
    expect(['Beginner', 'Intermediate']).toContain(STRATEGIES.dutching.difficulty);
  });

  it('works the figures the spec names', () => {
    expect(STRATEGIES.dutching.example.lines.join('\n')).toContain('£50.00');
    expect(STRATEGIES.valueodds.summary).toContain('1.2');
    // Each way, 3 places at 1/5 with 8 or more runners in a non-handicap, and the full terms table.
    const eachWay = STRATEGIES.eachway.steps.join('\n');
    expect(eachWay).toContain('8 or more runners in a non-handicap, 3 places at 1/5 odds');
    expect(eachWay).toContain('16 or more, 4 places at 1/4 odds');
    expect(eachWay).toContain('5/1 or longer');
    // £5 each way at 8/1, 1/5 odds: £45 + £13 if it wins, £13 if it only places.
    const example = STRATEGIES.eachway.example.lines.join('\n');
    expect(example).toContain('£58.00');
    expect(example).toContain('£13.00');
  });
});

describe('strategy advisor', () => {
  const styles = ADVISOR_STYLES.filter((style) => style !== 'custom');

  it.each(styles)('%s has a title, paragraphs and points within the bankroll rules', (style) => {
    const advice = ADVISOR_TEXTS[style];
    expect(advice.title.trim()).not.toBe('');
    expect(advice.paragraphs.length).toBeGreaterThan(0);
    expect(advice.points.length).toBeGreaterThan(0);
    const text = textOf(advice);
    expect(text).toContain('10%');
    expect(text).toMatch(/past results are no guarantee/i);
    for (const word of BANNED) expect(text.toLowerCase()).not.toContain(word);
  });

  it('never suggests a stake above 10% of the bankroll', () => {
    for (const advice of [
      ...styles.map((style) => ADVISOR_TEXTS[style]),
      customAdvisorText('value profit'),
    ]) {
      const percents = [...textOf(advice).matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]));
      // 50% is the stop-loss share of the daily limit, not a stake.
      for (const percent of percents.filter((value) => value !== 50)) expect(percent).toBeLessThanOrEqual(10);
    }
  });

  it('finds each keyword, case-insensitively, and each way with or without a hyphen', () => {
    expect(advisorKeywords('Find me VALUE')).toEqual(['value']);
    expect(advisorKeywords('something Low Risk please')).toEqual(['low risk']);
    expect(advisorKeywords('low-risk')).toEqual(['low risk']);
    expect(advisorKeywords('for the long term')).toEqual(['long term']);
    expect(advisorKeywords('each-way bets')).toEqual(['each-way']);
    expect(advisorKeywords('each way bets')).toEqual(['each-way']);
    expect(advisorKeywords('Each Way')).toEqual(['each-way']);
    expect(advisorKeywords('I want to profit')).toEqual(['profit']);
    expect(advisorKeywords('jockeys at Ascot')).toEqual([]);
  });

  it('gives a different answer for each keyword, and a general one for none', () => {
    const general = textOf(customAdvisorText('jockeys at Ascot'));
    const answers = ADVISOR_CUSTOM_KEYWORDS.map((keyword) => textOf(customAdvisorText(keyword)));
    expect(new Set([general, ...answers]).size).toBe(ADVISOR_CUSTOM_KEYWORDS.length + 1);
    const spaced = customAdvisorText('each way');
    const hyphenated = customAdvisorText('each-way');
    expect(spaced.title).toBe(hyphenated.title);
    expect(spaced.points).toEqual(hyphenated.points);
    expect(textOf(customAdvisorText('PROFIT'))).toContain('no strategy can promise a profit');
  });

  it('combines several keywords in a stable order', () => {
    const one = customAdvisorText('profit with low risk and value');
    const other = customAdvisorText('Value, low risk, profit');
    expect(one.title).toBe(other.title);
    expect(one.points).toEqual(other.points);
    const single = (keyword: string) => customAdvisorText(keyword).points[0]!;
    const order = ['value', 'low risk', 'profit'].map((keyword) => one.points.indexOf(single(keyword)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('repeats the gist of a request without echoing more than 80 characters of it', () => {
    const long = `Tell me about jockeys and trainers at Ascot ${'and at York '.repeat(20)}please`;
    const advice = customAdvisorText(long);
    const echoed = advice.paragraphs.find((paragraph) => paragraph.startsWith('You asked for'));
    expect(echoed).toBeDefined();
    const quoted = /"(.*)"/.exec(echoed!)![1]!;
    expect(quoted.replace(/…$/, '').length).toBeLessThanOrEqual(ADVISOR_ECHO_MAX);
    expect(long.startsWith(quoted.replace(/…$/, ''))).toBe(true);
    expect(textOf(advice)).not.toContain(long);
    expect(customAdvisorText('   ').paragraphs.some((paragraph) => paragraph.startsWith('You asked'))).toBe(
      false,
    );
  });

  it('has the personal strategy note', () => {
    expect(PERSONAL_ADVISOR_NOTE).toMatch(/Lifetime/);
    expect(PERSONAL_ADVISOR_NOTE).toContain('20 settled bets');
    expect(PERSONAL_ADVISOR_NOTE).not.toContain('\n');
  });
});
