/**
 * The Problem Gambling Severity Index (PGSI): nine questions about the last 12 months, each scored 0-3, summed to
 * 0-27 and read in four bands.
 *
 * Source: Ferris, J. & Wynne, H. (2001) The Canadian Problem Gambling Index: Final Report, Canadian Centre on
 * Substance Abuse. The questions, answers, scores and bands below are as the Gambling Commission publishes them for
 * its surveys in Great Britain: https://www.gamblingcommission.gov.uk/statistics-and-research/publication/problem-gambling-screens
 */
export const PGSI_SOURCE = {
  citation:
    'Ferris, J. & Wynne, H. (2001) The Canadian Problem Gambling Index: Final Report, Canadian Centre on Substance Abuse',
  url: 'https://www.gamblingcommission.gov.uk/statistics-and-research/publication/problem-gambling-screens',
} as const;

export const PGSI_TIMEFRAME = 'Thinking about the last 12 months...';

/**
 * The nine questions, word for word. NOTE: "criticized" is the published spelling (the Gambling Commission keeps the
 * index's own wording); a screen's questions are not edited.
 */
export const PGSI_QUESTIONS = [
  { id: 'afford', text: 'Have you bet more than you could really afford to lose?' },
  {
    id: 'larger-amounts',
    text: 'Have you needed to gamble with larger amounts of money to get the same feeling of excitement?',
  },
  {
    id: 'win-back',
    text: 'When you gambled, did you go back another day to try to win back the money you lost?',
  },
  { id: 'borrowed', text: 'Have you borrowed money or sold anything to get money to gamble?' },
  { id: 'felt-problem', text: 'Have you felt that you might have a problem with gambling?' },
  { id: 'health', text: 'Has gambling caused you any health problems, including stress or anxiety?' },
  {
    id: 'criticised',
    text: 'Have people criticized your betting or told you that you had a gambling problem, regardless of whether or not you thought it was true?',
  },
  { id: 'financial', text: 'Has your gambling caused any financial problems for you or your household?' },
  { id: 'guilty', text: 'Have you felt guilty about the way you gamble or what happens when you gamble?' },
] as const;

export type TPgsiAnswerScore = 0 | 1 | 2 | 3;

/** The four published answers and what each scores. */
export const PGSI_ANSWERS: ReadonlyArray<{ label: string; score: TPgsiAnswerScore }> = [
  { label: 'Never', score: 0 },
  { label: 'Sometimes', score: 1 },
  { label: 'Most of the time', score: 2 },
  { label: 'Almost always', score: 3 },
];

export const PGSI_MAX_SCORE = PGSI_QUESTIONS.length * 3;

export type TPgsiBand = 'non-problem' | 'low-risk' | 'moderate-risk' | 'problem';

/** The published bands: the lowest score in each, its name and what it means. */
export const PGSI_BANDS: Record<TPgsiBand, { minScore: number; name: string; meaning: string }> = {
  'non-problem': {
    minScore: 0,
    name: 'Non-problem gambling',
    meaning: 'Gambling with no negative consequences.',
  },
  'low-risk': {
    minScore: 1,
    name: 'Low risk gambling',
    meaning: 'A low level of problems with few or no identified negative consequences.',
  },
  'moderate-risk': {
    minScore: 3,
    name: 'Moderate risk gambling',
    meaning: 'A moderate level of problems leading to some negative consequences.',
  },
  problem: {
    minScore: 8,
    name: 'Problem gambling',
    meaning: 'Gambling with negative consequences and a possible loss of control.',
  },
};

/** One entry per question, in order: the answer's score, or null while it is unanswered. */
export type TPgsiAnswers = ReadonlyArray<TPgsiAnswerScore | null | undefined>;

export type TPgsiResult =
  | { isComplete: true; score: number; band: TPgsiBand }
  | { isComplete: false /** Question numbers, 1 to 9. */; unanswered: number[] };

const isAnswerScore = (value: unknown): value is TPgsiAnswerScore =>
  value === 0 || value === 1 || value === 2 || value === 3;

/** The band a total score falls in. */
export const pgsiBand = (score: number): TPgsiBand => {
  if (!Number.isInteger(score) || score < 0 || score > PGSI_MAX_SCORE)
    throw new RangeError(`A PGSI score is a whole number from 0 to ${PGSI_MAX_SCORE}`);
  if (score >= PGSI_BANDS.problem.minScore) return 'problem';
  if (score >= PGSI_BANDS['moderate-risk'].minScore) return 'moderate-risk';
  if (score >= PGSI_BANDS['low-risk'].minScore) return 'low-risk';
  return 'non-problem';
};

/**
 * Scores a completed index. Refuses to score until all nine questions have an answer of 0-3: a partial sum would
 * read lower than the truth, so it names the questions still to answer instead.
 */
export const scorePgsi = (answers: TPgsiAnswers): TPgsiResult => {
  if (answers.length > PGSI_QUESTIONS.length)
    throw new RangeError(`The PGSI has ${PGSI_QUESTIONS.length} questions, not ${answers.length}`);
  const unanswered = PGSI_QUESTIONS.flatMap((_, index) => (isAnswerScore(answers[index]) ? [] : [index + 1]));
  if (unanswered.length > 0) return { isComplete: false, unanswered };
  const score = answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
  return { isComplete: true, score, band: pgsiBand(score) };
};
