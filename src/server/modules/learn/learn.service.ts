import { isLessonCompleted, type TLessonId } from '~/domain/learn';
import type { TLearnProgress, TLessonProgress } from '~/domain/learn.contract';
import type { TDb } from '../../db/client';
import { createLearnRepository } from './learn.repository';

const toProgress = (lessonId: string, bestScore: number): TLessonProgress => ({
  lessonId,
  bestScore,
  completed: isLessonCompleted(bestScore),
});

/** The learning centre's saved progress (signed-in users; guests keep theirs on the device). */
export const createLearnService = ({ db }: { db: TDb }) => {
  const repo = createLearnRepository(db);
  return {
    async progress(userId: number): Promise<TLearnProgress> {
      const rows = await repo.list(userId);
      return { lessons: rows.map((r) => toProgress(r.lessonId, r.bestScore)) };
    },

    /** Saves a quiz score; the best score per lesson is kept, so a worse retry never undoes a completion. */
    async record(userId: number, lessonId: TLessonId, score: number, now: Date): Promise<TLessonProgress> {
      return toProgress(lessonId, await repo.saveBest(userId, lessonId, score, now));
    },
  };
};

export type TLearnService = ReturnType<typeof createLearnService>;
