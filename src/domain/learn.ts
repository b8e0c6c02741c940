/**
 * The learning centre's shape (spec 2 sections 3-5 and 9). The lessons themselves live in src/content/learn; the
 * ids below are the contract the progress API validates against, so the server needs no lesson text.
 */

/** Spec 2 section 9: six questions per lesson, four options each, pass at 70% (score rounded). */
export const QUESTIONS_PER_LESSON = 6;
export const OPTIONS_PER_QUESTION = 4;
export const QUIZ_PASS_PERCENT = 70;
/** Progress bar colours: blue below 30%, amber from 30%, green from 70%. */
export const PROGRESS_AMBER_PERCENT = 30;
export const PROGRESS_GREEN_PERCENT = 70;

export const LEARN_MODULE_IDS = ['basics', 'betting', 'advanced'] as const;
export type TModuleId = (typeof LEARN_MODULE_IDS)[number];

/** Every lesson id per module, in teaching order. Ids are unique across modules. */
export const LESSON_IDS = {
  basics: [
    'race-types',
    'reading-form',
    'reading-odds',
    'jockeys-trainers',
    'class-ratings',
    'race-pace',
    'pedigree',
    'equipment',
    'track-conditions',
    'weight-draw',
    'racecourse-characteristics',
    'racing-calendar',
  ],
  betting: [
    'bet-types',
    'staking-plans',
    'value-betting',
    'market-inefficiencies',
    'specialization',
    'betting-psychology',
    'bookmaker-management',
    'record-keeping',
    'bankroll-management',
    'advanced-betting-concepts',
  ],
  advanced: [
    'deep-form-analysis',
    'track-bias',
    'pace-analysis',
    'trainer-patterns',
    'advanced-pedigree',
    'sectional-times',
    'workouts',
    'statistical-modelling',
    'video-analysis',
    'market-reading',
  ],
} as const satisfies Record<TModuleId, readonly string[]>;

export type TLessonId = (typeof LESSON_IDS)[TModuleId][number];

export const ALL_LESSON_IDS: readonly TLessonId[] = LEARN_MODULE_IDS.flatMap((m) => LESSON_IDS[m]);

export const isLessonId = (value: string): value is TLessonId =>
  (ALL_LESSON_IDS as readonly string[]).includes(value);

/** The module a lesson belongs to. */
export const moduleOfLesson = (lessonId: TLessonId): TModuleId =>
  LEARN_MODULE_IDS.find((m) => (LESSON_IDS[m] as readonly string[]).includes(lessonId))!;

/**
 * A lesson's text as typed blocks (no markdown parser in the bundle). Plain text only inside blocks; `**bold**`
 * and links are not interpreted.
 */
export type TLessonBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: readonly string[] }
  /** A worked example: a title and its lines (figures in pounds, worked step by step). */
  | { kind: 'example'; title: string; lines: readonly string[] }
  /** The short "key points" box at the end of a lesson. */
  | { kind: 'keyPoints'; items: readonly string[] };

export type TQuestion = {
  question: string;
  options: readonly [string, string, string, string];
  /** Zero-based index into options. */
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
};

export type TLesson = {
  id: TLessonId;
  title: string;
  /** One sentence shown in the lessons list. */
  summary: string;
  content: readonly TLessonBlock[];
  questions: readonly TQuestion[];
};

/** Score as a whole percentage (rounded), and whether it passes (spec 2: 70%, score rounded). */
export const quizPercent = (correct: number, total: number): number =>
  total <= 0 ? 0 : Math.round((correct / total) * 100);
export const hasPassed = (correct: number, total: number): boolean =>
  quizPercent(correct, total) >= QUIZ_PASS_PERCENT;

/** A lesson is completed when its best score passes the quiz (4 of 6 is 67% and fails; 5 of 6 is 83%). */
export const isLessonCompleted = (bestScore: number): boolean => hasPassed(bestScore, QUESTIONS_PER_LESSON);

/** Best score per lesson id. */
export type TBestScores = Readonly<Partial<Record<string, number>>>;

/** A module's progress: the percentage of its lessons completed, rounded. */
export const moduleProgressPercent = (moduleId: TModuleId, scores: TBestScores): number => {
  const lessons = LESSON_IDS[moduleId];
  const done = lessons.filter((id) => isLessonCompleted(scores[id] ?? 0)).length;
  return Math.round((done / lessons.length) * 100);
};

/** The progress bar's colour (spec 2): blue by default, amber at 30% or more, green at 70% or more. */
export const progressTone = (percent: number): 'blue' | 'amber' | 'green' =>
  percent >= PROGRESS_GREEN_PERCENT ? 'green' : percent >= PROGRESS_AMBER_PERCENT ? 'amber' : 'blue';

/**
 * Where to pick up: the first unfinished lesson of the first module that has been started but not finished, so a
 * learner who skipped ahead is not sent back to basics; once every started module is finished, the first unfinished
 * lesson of the course. Null before any quiz is taken (nothing to continue) and when every lesson is complete.
 */
export const nextUnfinishedLesson = (
  scores: TBestScores,
): { moduleId: TModuleId; lessonId: TLessonId } | null => {
  const attempted = (id: string) => scores[id] !== undefined;
  for (const moduleId of LEARN_MODULE_IDS) {
    const lessons = LESSON_IDS[moduleId] as readonly TLessonId[];
    if (!lessons.some(attempted)) continue;
    const next = lessons.find((id) => !isLessonCompleted(scores[id] ?? 0));
    if (next) return { moduleId, lessonId: next };
  }
  // Every module started so far is finished: the next module's first unfinished lesson.
  if (!ALL_LESSON_IDS.some(attempted)) return null;
  const next = ALL_LESSON_IDS.find((id) => !isLessonCompleted(scores[id] ?? 0));
  return next ? { moduleId: moduleOfLesson(next), lessonId: next } : null;
};

/** Two records of best scores joined lesson by lesson: the higher score wins (device and account on sign-in). */
export const mergeBestScores = (a: TBestScores, b: TBestScores): Record<string, number> => {
  const merged: Record<string, number> = {};
  for (const [id, score] of [...Object.entries(a), ...Object.entries(b)]) {
    if (score === undefined) continue;
    merged[id] = Math.max(merged[id] ?? score, score);
  }
  return merged;
};
