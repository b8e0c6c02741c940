import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { learningProgress } from '../../db/schema';

/** Best quiz score per lesson per user. */
export const createLearnRepository = (db: TDbOrTx) => ({
  async list(userId: number): Promise<{ lessonId: string; bestScore: number }[]> {
    return db
      .select({ lessonId: learningProgress.lessonId, bestScore: learningProgress.bestScore })
      .from(learningProgress)
      .where(eq(learningProgress.userId, userId))
      .orderBy(learningProgress.lessonId);
  },

  /**
   * Records a score, keeping the best: one statement, so two quizzes submitted at once (two tabs, a sign-in merge
   * racing a quiz) can only ever raise the stored score. Returns the best score after the write.
   */
  async saveBest(userId: number, lessonId: string, score: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(learningProgress)
      .values({ userId, lessonId, bestScore: score, updatedAt: now })
      .onConflictDoUpdate({
        target: [learningProgress.userId, learningProgress.lessonId],
        set: {
          bestScore: sql`greatest(${learningProgress.bestScore}, excluded.best_score)`,
          updatedAt: sql`case when excluded.best_score > ${learningProgress.bestScore} then excluded.updated_at else ${learningProgress.updatedAt} end`,
        },
      })
      .returning({ bestScore: learningProgress.bestScore });
    return row!.bestScore;
  },
});
