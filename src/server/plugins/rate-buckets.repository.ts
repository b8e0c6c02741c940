import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { rateBuckets } from '../db/schema';

/**
 * Counters shared by every instance, each changed by one atomic upsert, so parallel requests cannot all pass a
 * check before any of them is counted (check-then-record). A window starts at the first count and resets once over.
 */
export const createRateBucketsRepository = (db: TDbOrTx) => ({
  /**
   * Counts one more against `key` unless it already holds `max` in a live window (`null`: no ceiling, count only).
   * Returns the new count, or null when refused (nothing counted), with when the window ends either way.
   */
  async take(
    key: string,
    max: number | null,
    windowMs: number,
    now: Date,
  ): Promise<{ count: number | null; windowEndsAt: Date }> {
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const expired = sql`${rateBuckets.windowEndsAt} <= ${now}`;
    const [row] = await db
      .insert(rateBuckets)
      .values({ key, count: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: rateBuckets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateBuckets.count} + 1 end`,
          windowEndsAt: sql`case when ${expired} then ${windowEndsAt} else ${rateBuckets.windowEndsAt} end`,
        },
        ...(max === null ? {} : { setWhere: sql`${expired} or ${rateBuckets.count} < ${max}` }),
      })
      .returning({ count: rateBuckets.count, windowEndsAt: rateBuckets.windowEndsAt });
    if (row) return { count: row.count, windowEndsAt: row.windowEndsAt };
    const [held] = await db
      .select({ windowEndsAt: rateBuckets.windowEndsAt })
      .from(rateBuckets)
      .where(eq(rateBuckets.key, key))
      .limit(1);
    return { count: null, windowEndsAt: held?.windowEndsAt ?? windowEndsAt };
  },

  /** The live count of `key` (0 when it has none or its window is over); counts nothing. */
  async peek(key: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ count: rateBuckets.count })
      .from(rateBuckets)
      .where(and(eq(rateBuckets.key, key), gt(rateBuckets.windowEndsAt, now)))
      .limit(1);
    return row?.count ?? 0;
  },

  /** Gives back one count (an attempt that turned out not to count, such as a successful sign-in). */
  async refund(key: string, now: Date): Promise<void> {
    await db
      .update(rateBuckets)
      .set({ count: sql`greatest(${rateBuckets.count} - 1, 0)` })
      .where(and(eq(rateBuckets.key, key), gt(rateBuckets.windowEndsAt, now)));
  },

  async clear(key: string): Promise<void> {
    await db.delete(rateBuckets).where(eq(rateBuckets.key, key));
  },

  /** Drops windows that ended before `before` (housekeeping; expired rows are reset on use anyway). */
  async prune(before: Date): Promise<void> {
    await db.delete(rateBuckets).where(lt(rateBuckets.windowEndsAt, before));
  },
});

export type TRateBucketsRepository = ReturnType<typeof createRateBucketsRepository>;
