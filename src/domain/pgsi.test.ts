import { describe, expect, it } from 'vitest';
import {
  PGSI_ANSWERS,
  PGSI_BANDS,
  PGSI_MAX_SCORE,
  PGSI_QUESTIONS,
  pgsiBand,
  scorePgsi,
  type TPgsiAnswerScore,
} from './pgsi';

/** Nine answers summing to `total`, filled from the first question with the highest score first. */
const answersSumming = (total: number): TPgsiAnswerScore[] =>
  PGSI_QUESTIONS.map((_, index) => Math.max(0, Math.min(3, total - index * 3)) as TPgsiAnswerScore);

describe('the published index', () => {
  it('has nine questions with distinct ids and four answers scored 0 to 3', () => {
    expect(PGSI_QUESTIONS).toHaveLength(9);
    expect(new Set(PGSI_QUESTIONS.map((question) => question.id)).size).toBe(9);
    expect(PGSI_ANSWERS).toEqual([
      { label: 'Never', score: 0 },
      { label: 'Sometimes', score: 1 },
      { label: 'Most of the time', score: 2 },
      { label: 'Almost always', score: 3 },
    ]);
    expect(PGSI_MAX_SCORE).toBe(27);
  });
});

describe('scorePgsi', () => {
  it.each([
    [0, 'non-problem'],
    [1, 'low-risk'],
    [2, 'low-risk'],
    [3, 'moderate-risk'],
    [7, 'moderate-risk'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('scores %i as %s', (total, band) => {
    const answers = answersSumming(total);
    expect(answers.reduce<number>((sum, answer) => sum + answer, 0)).toBe(total);
    expect(scorePgsi(answers)).toEqual({ isComplete: true, score: total, band });
  });

  it('adds every question, whichever order the points come in', () => {
    expect(scorePgsi([0, 0, 0, 0, 0, 0, 0, 0, 2])).toEqual({ isComplete: true, score: 2, band: 'low-risk' });
    expect(scorePgsi([1, 0, 1, 0, 1, 0, 1, 0, 1])).toEqual({
      isComplete: true,
      score: 5,
      band: 'moderate-risk',
    });
  });

  it('refuses to score until every question is answered, naming those still to answer', () => {
    expect(scorePgsi([])).toEqual({ isComplete: false, unanswered: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(scorePgsi([3, 3, null, 3, undefined, 3, 3, 3])).toEqual({
      isComplete: false,
      unanswered: [3, 5, 9],
    });
  });

  it('counts an answer outside 0-3 as unanswered, and refuses a tenth answer', () => {
    const answers = [0, 0, 0, 4, 0, 0, 0, 0, -1] as unknown as TPgsiAnswerScore[];
    expect(scorePgsi(answers)).toEqual({ isComplete: false, unanswered: [4, 9] });
    expect(() => scorePgsi([...answersSumming(0), 0])).toThrow(RangeError);
  });
});

describe('pgsiBand', () => {
  it('starts each band at its published lowest score', () => {
    for (const [band, { minScore }] of Object.entries(PGSI_BANDS)) expect(pgsiBand(minScore)).toBe(band);
  });

  it('refuses a score the index cannot give', () => {
    for (const score of [-1, 28, 2.5, Number.NaN]) expect(() => pgsiBand(score)).toThrow(RangeError);
  });
});
