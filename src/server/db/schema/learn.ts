import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The learning centre: each user's best quiz score per lesson (0-6). Completion is derived (70% or more), so a
 * change of pass mark never leaves stale flags behind. Lesson ids are checked against `src/domain/learn` by the
 * route; the database only bounds the score.
 */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    bestScore: integer('best_score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    check('learning_progress_best_score_check', sql`${t.bestScore} between 0 and 6`),
    check('learning_progress_lesson_id_length', sql`char_length(${t.lessonId}) <= 64`),
  ],
);
