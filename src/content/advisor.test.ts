import { describe, expect, it } from 'vitest';
import { BANKROLL_GUIDANCE } from '~/domain/bankroll-guidance';
import type { TAdvisorText } from '~/domain/strategies';
import { ADVISOR_TEXTS } from './advisor';

/**
 * The advisor's canned texts keep to the bankroll guidance the rest of the product states (spec 1 section 9, in
 * src/domain/bankroll-guidance.ts): 1-5% for riskier bets, at most 10% a bet and a day. Issue 33 found the aggressive
 * text calling 2-5% the riskier-bet guidance, and planning four or five selections a day at up to 5% each.
 */
const textOf = (advice: TAdvisorText): string =>
  [advice.title, ...advice.paragraphs, ...advice.points].join('\n');
const { riskyBetPercent: risky, maxPerDayPercent } = BANKROLL_GUIDANCE;

describe('the aggressive advisor text', () => {
  const text = textOf(ADVISOR_TEXTS.aggressive);

  it('gives the riskier-bet guidance as 1-5%, as the bankroll guidance does', () => {
    expect(text).toContain(`${risky.min}-${risky.max}% guidance for riskier bets`);
    expect(text).not.toMatch(/\d+-\d+% of your bankroll a bet \(the guidance for riskier bets\)/);
  });

  it('plans no more selections a day than the daily limit allows at the stake it names', () => {
    const sentences = text.split(/(?<=[.:;])\s+/).filter((sentence) => /selections a day/.test(sentence));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) {
      const plans = [...sentence.matchAll(/(\d+)(?: selections a day)? at (\d+)%/g)];
      expect(plans.length, sentence).toBeGreaterThan(0);
      for (const [, bets, percent] of plans)
        expect(Number(bets) * Number(percent), sentence).toBeLessThanOrEqual(maxPerDayPercent);
    }
  });
});
