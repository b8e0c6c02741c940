import { describe, expect, it } from 'vitest';
import { ADVISOR_TEXTS, customAdvisorText } from '~/content/advisor';
import { BETTING_GUIDE } from '~/content/betting-guide';
import { loadAllLessons } from '~/content/learn';
import { STRATEGIES } from '~/content/strategies';
import { EACH_WAY_MIN_ODDS_TEXT, EACH_WAY_RULE_TEXT } from '~/domain/each-way-rule';
import { applyStrategy } from '~/domain/strategy-rules';

/**
 * Issue 33: the guide said each way from 8/1, the strategy and the advisor from 5/1. Every place that states the
 * each-way threshold states the one rule in src/domain/each-way-rule.ts.
 */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?;])\s+/).filter(Boolean);

/** Each "N/M or longer" in a sentence about each way: the price it names. */
const eachWayThresholds = (texts: readonly string[]): string[] =>
  texts
    .flatMap(sentencesOf)
    .filter((sentence) => /each[\s-]?way/i.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(/(\d+\/\d+) or (?:longer|bigger|more)/g)].map((m) => m[1]!));

describe('one each-way threshold', async () => {
  const lessons = await loadAllLessons();
  const run = applyStrategy('eachway', [], { now: new Date('2026-11-23T10:00:00Z') });
  const sources: Record<string, string[]> = {
    'the Simple Betting Guide': strings(BETTING_GUIDE),
    'the strategy guides': strings(STRATEGIES),
    'the advisor': strings([ADVISOR_TEXTS, customAdvisorText('each-way'), customAdvisorText('value')]),
    'the lessons': strings(lessons.map((lesson) => lesson.content)),
    "Apply to Today's Races": [run.rule, run.emptyReason ?? ''],
  };

  it.each(Object.entries(sources))('%s states only the one threshold', (_, texts) => {
    for (const price of eachWayThresholds(texts)) expect(price).toBe(EACH_WAY_MIN_ODDS_TEXT);
  });

  it('is stated by the guide’s quick tip, the Each-Way Value guide, the advisor and the strategy rule', () => {
    expect(eachWayThresholds(sources['the Simple Betting Guide']!)).toContain(EACH_WAY_MIN_ODDS_TEXT);
    expect(STRATEGIES.eachway.summary).toContain(EACH_WAY_RULE_TEXT);
    expect(customAdvisorText('each-way').paragraphs.join(' ')).toContain(EACH_WAY_RULE_TEXT);
    expect(run.rule).toContain(EACH_WAY_RULE_TEXT);
  });
});
