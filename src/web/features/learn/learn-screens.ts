/**
 * The learning centre's four screens in one chunk (about 7 KB gzip): moving between them needs no further download,
 * and the shell carries one lazy import for them instead of four. Lesson texts stay in their own chunks.
 */
export { LearnPage } from './learn-page';
export { LessonPage } from './lesson-page';
export { ModulePage } from './module-page';
export { QuizPage } from './quiz-page';
