import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TTier } from '~/domain/tiers';
import type { TDbOrTx } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

export type TSubscriptionInput = {
  userId: number;
  tier: TTier;
  startDate: Date | null;
  endDate: Date | null;
  lastPaymentDate: Date | null;
};

/**
 * Each member's current plan (one row per user; payments keep the history). Every read and write of `subscriptions`
 * is here, except the session lookup's join (auth.repository reads the tier with the session in one statement).
 */
export const createSubscriptionsRepository = (db: TDbOrTx) => ({
  async find(userId: number): Promise<TSubscriptionRow | null> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row ?? null;
  },

  /** The user's row, locked for the rest of the transaction (two grants at once extend in turn). */
  async lock(userId: number): Promise<TSubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  /** Creates or replaces the user's plan; `updatedAt` is when (a payment's time, or now). */
  async upsert(input: TSubscriptionInput, updatedAt: Date = new Date()): Promise<void> {
    await db
      .insert(subscriptions)
      .values({ ...input, updatedAt })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          tier: input.tier,
          startDate: input.startDate,
          endDate: input.endDate,
          lastPaymentDate: input.lastPaymentDate,
          updatedAt,
        },
      });
  },

  /** Admin: members (not administrators) per effective tier now (an expired Starter or Monthly counts as Free). */
  async countByEffectiveTier(now: Date): Promise<Record<string, number>> {
    const rows = await db
      .select({
        tier: sql<string>`case when ${subscriptions.tier} in ('Starter', 'Monthly') and (${subscriptions.endDate} is null or ${subscriptions.endDate} <= ${now}) then 'Free' else ${subscriptions.tier} end`,
        n: count(),
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      // A closed account's row stays only as the owner of its payment records (decision 0022): not a member.
      .where(and(eq(users.role, 'user'), isNull(users.closedAt)))
      .groupBy(sql`1`);
    return Object.fromEntries(rows.map((r) => [r.tier ?? 'Free', Number(r.n)]));
  },

  /** Starter and Monthly plans ending in (from, to], with the member's e-mail (the renewal reminders). */
  async endingBetween(
    from: Date,
    to: Date,
  ): Promise<Array<{ userId: number; email: string; tier: TTier; endDate: Date }>> {
    const rows = await db
      .select({
        userId: subscriptions.userId,
        email: users.email,
        tier: subscriptions.tier,
        endDate: subscriptions.endDate,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          inArray(subscriptions.tier, ['Starter', 'Monthly']),
          gt(subscriptions.endDate, from),
          lte(subscriptions.endDate, to),
        ),
      )
      .orderBy(asc(subscriptions.endDate));
    return rows.flatMap((row) => (row.endDate ? [{ ...row, endDate: row.endDate }] : []));
  },
});

export type TSubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
