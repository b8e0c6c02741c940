import { z } from 'zod';
import { ALL_LESSON_IDS, QUESTIONS_PER_LESSON } from './learn';

/** A lesson id in a path: one of the lessons in `src/domain/learn`, anything else is a 400. */
export const ZLessonParams = z.object({
  lessonId: z.enum(ALL_LESSON_IDS as unknown as [string, ...string[]], { message: 'Unknown lesson' }),
});

/** PUT /api/learn/progress/:lessonId: the number of questions answered correctly (0-6). */
export const ZPutLessonProgressBody = z.strictObject({
  score: z
    .number({ message: 'Score must be a whole number from 0 to 6' })
    .int('Score must be a whole number from 0 to 6')
    .min(0, 'Score must be a whole number from 0 to 6')
    .max(QUESTIONS_PER_LESSON, 'Score must be a whole number from 0 to 6'),
});
export type TPutLessonProgressBody = z.infer<typeof ZPutLessonProgressBody>;

/** One lesson's saved progress: the best score so far and whether that passes (70% or more). */
export const ZLessonProgress = z.object({
  lessonId: z.string(),
  bestScore: z.number().int(),
  completed: z.boolean(),
});
export type TLessonProgress = z.infer<typeof ZLessonProgress>;

/** GET /api/learn/progress: every lesson the user has taken a quiz on. */
export const ZLearnProgress = z.object({ lessons: z.array(ZLessonProgress) });
export type TLearnProgress = z.infer<typeof ZLearnProgress>;
