import { describe, expect, it } from 'vitest';
import { hasPassed, type TLesson, type TQuestion } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { settleBet } from '~/domain/settlement';
import { loadAllLessons } from './index';

const lessons = await loadAllLessons();
const questions = lessons.flatMap((l) => l.questions);

// Issue 33 item 10: a quiz tests knowledge, so neither the length of an option nor its place gives the answer away.
const words = (text: string) => text.trim().split(/\s+/).length;
/** A question whose four options are all phrases (three words or more), not figures, prices or names. */
const isPhraseQuestion = (q: TQuestion) => q.options.every((option) => words(option) >= 3);
/** Whether the right answer is strictly the longest (or the shortest) option, by characters. */
const rightIsStrictly = (q: TQuestion, than: 'longer' | 'shorter') => {
  const right = q.options[q.correctAnswer]!.length;
  return q.options.every(
    (option, o) =>
      o === q.correctAnswer || (than === 'longer' ? right > option.length : right < option.length),
  );
};
/** The option a guesser picks by length alone: the longest (or the shortest), the first of them on a tie. */
const pickByLength = (q: TQuestion, pick: 'longest' | 'shortest') =>
  q.options.reduce((best, option, o) => {
    const bestLength = q.options[best]!.length;
    return (pick === 'longest' ? option.length > bestLength : option.length < bestLength) ? o : best;
  }, 0);
/** The lessons whose quiz a guesser passes, at the app's own pass mark, by always making the same kind of pick. */
const passedBy = (pick: (q: TQuestion) => number) =>
  lessons
    .filter((l) =>
      hasPassed(l.questions.filter((q) => pick(q) === q.correctAnswer).length, l.questions.length),
    )
    .map((l) => l.id);
/** A share as a percentage to one decimal place. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

describe('quizzes test knowledge, not the length or place of an option', () => {
  const phraseQuestions = questions.filter(isPhraseQuestion);

  it('makes the right answer the longest option in at most 30% of phrase questions, and the shortest in at most 30%', () => {
    expect(phraseQuestions.length).toBeGreaterThanOrEqual(60);
    const longest = phraseQuestions.filter((q) => rightIsStrictly(q, 'longer')).length;
    const shortest = phraseQuestions.filter((q) => rightIsStrictly(q, 'shorter')).length;
    expect(percent(longest, phraseQuestions.length)).toBeLessThanOrEqual(30);
    expect(percent(shortest, phraseQuestions.length)).toBeLessThanOrEqual(30);
  });

  it('lets a guesser who always picks the longest option, or the shortest, pass at most one quiz', () => {
    expect(passedBy((q) => pickByLength(q, 'longest')).length).toBeLessThanOrEqual(1);
    expect(passedBy((q) => pickByLength(q, 'shortest')).length).toBeLessThanOrEqual(1);
  });

  it('varies where the right answer sits: no two lessons share a pattern, each position holds 15-35% overall', () => {
    const sequence = (l: TLesson) => l.questions.map((q) => q.correctAnswer).join('');
    const repeated = lessons.filter((l) => lessons.some((m) => m !== l && sequence(m) === sequence(l)));
    expect(repeated.map((l) => `${l.id} ${sequence(l)}`)).toEqual([]);
    for (const position of [0, 1, 2, 3]) {
      const held = percent(questions.filter((q) => q.correctAnswer === position).length, questions.length);
      expect(held, `position ${position}`).toBeGreaterThanOrEqual(15);
      expect(held, `position ${position}`).toBeLessThanOrEqual(35);
    }
  });

  it('does not give every lesson the same spread of positions, and no one position passes a quiz', () => {
    // How many right answers each position holds in a lesson, largest first: 2-2-1-1, 3-2-1-0 and so on.
    const shapes = lessons.map((l) =>
      [0, 1, 2, 3]
        .map((p) => l.questions.filter((q) => q.correctAnswer === p).length)
        .sort((a, b) => b - a)
        .join('-'),
    );
    const commonest = Math.max(...shapes.map((s) => shapes.filter((t) => t === s).length));
    expect(percent(commonest, lessons.length)).toBeLessThanOrEqual(60);
    const passedByOnePosition = [0, 1, 2, 3].flatMap((position) => passedBy(() => position));
    expect(passedByOnePosition).toEqual([]);
  });
});

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
