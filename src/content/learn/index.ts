import type { TLesson, TLessonId, TModuleId } from '~/domain/learn';
import { LEARN_MODULE_IDS, LESSON_IDS } from '~/domain/learn';

/**
 * The learning centre's table of contents: what the modules list and the lessons lists need (titles, counts,
 * reading time) and nothing more, so `/learn` never downloads a lesson's text. Each lesson's text and quiz load
 * with the lesson (`loadLesson`, one chunk per lesson). A test checks these titles and minutes against the lessons.
 */
export type TLessonSummary = {
  id: TLessonId;
  title: string;
  /** Reading time of the lesson text at 200 words a minute, rounded up. */
  minutes: number;
};

export type TModuleSummary = {
  id: TModuleId;
  title: string;
  description: string;
  lessons: readonly TLessonSummary[];
};

const lessons = (list: readonly (readonly [TLessonId, string, number])[]): TLessonSummary[] =>
  list.map(([id, title, minutes]) => ({ id, title, minutes }));

export const LEARN_MODULES: readonly TModuleSummary[] = [
  {
    id: 'basics',
    title: 'Racing Basics',
    description:
      'How British racing works: Flat and Jumps races, the racecard and form figures, odds, class and ratings, the going, weight and the draw, the courses and the calendar.',
    lessons: lessons([
      ['race-types', 'Types of Race: Flat and Jumps', 4],
      ['reading-form', 'Reading a Racecard and Form Figures', 4],
      ['reading-odds', 'Reading Odds and What They Imply', 4],
      ['jockeys-trainers', 'Jockeys and Trainers', 4],
      ['class-ratings', 'Class, Official Ratings and Pattern Races', 4],
      ['race-pace', 'Race Pace and Running Styles', 4],
      ['pedigree', "Pedigree: Reading a Horse's Breeding", 4],
      ['equipment', 'Headgear and Equipment', 3],
      ['track-conditions', 'The Going and Track Conditions', 3],
      ['weight-draw', 'Weight and the Draw', 4],
      ['racecourse-characteristics', 'Racecourse Characteristics', 4],
      ['racing-calendar', 'The British Racing Calendar', 4],
    ]),
  },
  {
    id: 'betting',
    title: 'Betting Strategies',
    description:
      'Betting with a plan: bet types and each-way terms, staking and bankroll, value and market inefficiencies, bookmaker accounts, records, and keeping gambling safe.',
    lessons: lessons([
      ['bet-types', 'Bet Types Explained', 4],
      ['staking-plans', 'Staking Plans', 3],
      ['value-betting', 'Value Betting', 4],
      ['market-inefficiencies', 'Market Inefficiencies', 4],
      ['specialization', 'Specialising Your Betting', 3],
      ['betting-psychology', 'Betting Psychology', 4],
      ['bookmaker-management', 'Managing Your Bookmaker Accounts', 4],
      ['record-keeping', 'Keeping Betting Records', 3],
      ['bankroll-management', 'Bankroll Management', 4],
      ['advanced-betting-concepts', 'Advanced Betting Concepts', 5],
    ]),
  },
  {
    id: 'advanced',
    title: 'Advanced Form Study',
    description:
      'Form study in depth: reading past races closely, draw and track bias, pace maps, trainer patterns, pedigree, sectional times, gallops, simple models, race replays and the market.',
    lessons: lessons([
      ['deep-form-analysis', 'Deep Form Analysis', 5],
      ['track-bias', 'Draw and Track Bias', 4],
      ['pace-analysis', 'Pace Analysis and Pace Maps', 4],
      ['trainer-patterns', 'Trainer Patterns', 4],
      ['advanced-pedigree', 'Advanced Pedigree', 4],
      ['sectional-times', 'Sectional Times', 4],
      ['workouts', 'Gallops, Racecourse Gallops and Trials', 4],
      ['statistical-modelling', 'Statistical Modelling Basics', 4],
      ['video-analysis', 'Video Analysis', 4],
      ['market-reading', 'Reading the Betting Market', 4],
    ]),
  },
];

export const findModule = (moduleId: string): TModuleSummary | undefined =>
  LEARN_MODULES.find((m) => m.id === moduleId);

/** The lesson `lessonId` of `moduleId`, or undefined when the module does not hold it. */
export const findLessonSummary = (moduleId: string, lessonId: string): TLessonSummary | undefined =>
  findModule(moduleId)?.lessons.find((l) => l.id === lessonId);

/** Every lesson's own chunk (Vite splits each dynamic import). */
const loaders: Record<TLessonId, () => Promise<{ lesson: TLesson }>> = {
  'race-types': () => import('./basics/race-types'),
  'reading-form': () => import('./basics/reading-form'),
  'reading-odds': () => import('./basics/reading-odds'),
  'jockeys-trainers': () => import('./basics/jockeys-trainers'),
  'class-ratings': () => import('./basics/class-ratings'),
  'race-pace': () => import('./basics/race-pace'),
  pedigree: () => import('./basics/pedigree'),
  equipment: () => import('./basics/equipment'),
  'track-conditions': () => import('./basics/track-conditions'),
  'weight-draw': () => import('./basics/weight-draw'),
  'racecourse-characteristics': () => import('./basics/racecourse-characteristics'),
  'racing-calendar': () => import('./basics/racing-calendar'),
  'bet-types': () => import('./betting/bet-types'),
  'staking-plans': () => import('./betting/staking-plans'),
  'value-betting': () => import('./betting/value-betting'),
  'market-inefficiencies': () => import('./betting/market-inefficiencies'),
  specialization: () => import('./betting/specialization'),
  'betting-psychology': () => import('./betting/betting-psychology'),
  'bookmaker-management': () => import('./betting/bookmaker-management'),
  'record-keeping': () => import('./betting/record-keeping'),
  'bankroll-management': () => import('./betting/bankroll-management'),
  'advanced-betting-concepts': () => import('./betting/advanced-betting-concepts'),
  'deep-form-analysis': () => import('./advanced/deep-form-analysis'),
  'track-bias': () => import('./advanced/track-bias'),
  'pace-analysis': () => import('./advanced/pace-analysis'),
  'trainer-patterns': () => import('./advanced/trainer-patterns'),
  'advanced-pedigree': () => import('./advanced/advanced-pedigree'),
  'sectional-times': () => import('./advanced/sectional-times'),
  workouts: () => import('./advanced/workouts'),
  'statistical-modelling': () => import('./advanced/statistical-modelling'),
  'video-analysis': () => import('./advanced/video-analysis'),
  'market-reading': () => import('./advanced/market-reading'),
};

/** A lesson's text and quiz. */
export const loadLesson = async (lessonId: TLessonId): Promise<TLesson> => (await loaders[lessonId]()).lesson;

/** Every lesson in teaching order (tests and the chat assistant's index; never the web's first load). */
export const loadAllLessons = (): Promise<TLesson[]> =>
  Promise.all(LEARN_MODULE_IDS.flatMap((m) => LESSON_IDS[m]).map((id) => loadLesson(id)));

/** Words in a lesson's text (headings, paragraphs, lists, examples and key points; not the quiz). */
export const lessonWordCount = (lesson: TLesson): number => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const sum = (texts: readonly string[]) => texts.reduce((n, t) => n + words(t), 0);
  const blockText = (block: TLesson['content'][number]): readonly string[] => {
    if (block.kind === 'heading' || block.kind === 'paragraph') return [block.text];
    if (block.kind === 'example') return [block.title, ...block.lines];
    return block.items;
  };
  return lesson.content.reduce((n, block) => n + sum(blockText(block)), 0);
};

export const readingMinutes = (lesson: TLesson): number => Math.ceil(lessonWordCount(lesson) / 200);
