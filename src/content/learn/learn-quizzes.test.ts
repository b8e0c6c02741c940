import { describe, expect, it } from 'vitest';
import { formatPence } from '~/domain/money';
import { settleBet } from '~/domain/settlement';
import { loadAllLessons } from './index';

const lessons = await loadAllLessons();

describe('the dead-heat question settles the place part by the dead-heat rule', () => {
  // Tattersalls' Rules on Betting (dead heats) and the Rules of Racing (Rule 120, dead-heats): horses that tie share
  // the places left from the tied position, so the place stake is paid at min(1, places left / horses tied). With
  // three places paid, two tied for 2nd share 2nd and 3rd and are paid in full; three tied for 2nd get two-thirds.
  const placedSecond = (horsesTied: number) =>
    settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 5, den: 2 },
      terms: { places: 3, fractionNum: 1, fractionDen: 5 },
      outcome: { result: 'Placed', deadHeat: horsesTied > 1 ? { horses: horsesTied, position: 2 } : null },
    }).returnPence;

  it('three tied for 2nd of three paid places get two-thirds of the place return, two tied get all of it', () => {
    const lesson = lessons.find((l) => l.id === 'advanced-betting-concepts')!;
    const question = lesson.questions.find((q) => /dead-heats for second/i.test(q.question));
    expect(question).toBeDefined();
    const { question: text, options, correctAnswer, explanation } = question!;
    expect(text).toMatch(/£10 each way at 5\/2/);
    expect(text).toMatch(/three places at 1\/5 the odds/);
    expect(text).toMatch(/with two others/);
    expect(options[correctAnswer]).toBe(formatPence(placedSecond(3)));
    // Paying it in full, or dividing the place stake by the three horses tied (£3.33 at 1/2), are wrong answers.
    expect(options).toEqual(expect.arrayContaining([formatPence(placedSecond(1)), '£5.00']));
    expect(placedSecond(2)).toBe(placedSecond(1));
    expect(explanation).toContain(formatPence(placedSecond(2)));
    expect(explanation).toContain(formatPence(placedSecond(3)));
  });
});
