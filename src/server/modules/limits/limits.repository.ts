import { and, eq, gte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bets, bettingLimits, users } from '../../db/schema';

export type TLimitsRow = typeof bettingLimits.$inferSelect;

/** Safer-gambling settings, the bankroll, and the sums over the user's bets that the limits and the balance need. */
export const createLimitsRepository = (db: TDbOrTx) => ({
  /** Serialises a user's writes to their limits (and placements) by locking their row for the transaction. */
  async lockUser(userId: number): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async findLimits(userId: number): Promise<TLimitsRow | null> {
    const [row] = await db.select().from(bettingLimits).where(eq(bettingLimits.userId, userId)).limit(1);
    return row ?? null;
  },

  async upsertLimits(values: typeof bettingLimits.$inferInsert): Promise<void> {
    const { userId, ...rest } = values;
    await db
      .insert(bettingLimits)
      .values(values)
      .onConflictDoUpdate({ target: bettingLimits.userId, set: { ...rest, updatedAt: new Date() } });
  },

  async findBankroll(userId: number): Promise<number> {
    const [row] = await db
      .select({ bankroll: users.bankrollPence })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.bankroll ?? 0;
  },

  async setBankroll(userId: number, pence: number): Promise<void> {
    await db.update(users).set({ bankrollPence: pence, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** Total staked by the user on bets placed since `since` (the start of the UK day); void bets count too. */
  async stakedSince(userId: number, since: Date): Promise<number> {
    const [row] = await db
      // NOTE: a day's stakes can pass 2^31 pence, so the sum stays a bigint (sent as text, read as a number).
      .select({ total: sql<number>`coalesce(sum(${bets.totalStakePence}), 0)::bigint`.mapWith(Number) })
      .from(bets)
      .where(and(eq(bets.userId, userId), gte(bets.createdAt, since)));
    return row?.total ?? 0;
  },

  /** The settled profit (returns less stakes of every settled bet) and the stakes of open bets, in pence. */
  async betTotals(userId: number): Promise<{ settledProfitPence: number; openStakesPence: number }> {
    const [row] = await db
      .select({
        settledProfitPence:
          sql<number>`coalesce(sum(case when ${bets.status} <> 'Open' then coalesce(${bets.actualReturnPence}, 0) - ${bets.totalStakePence} end), 0)::bigint`.mapWith(
            Number,
          ),
        openStakesPence:
          sql<number>`coalesce(sum(case when ${bets.status} = 'Open' then ${bets.totalStakePence} end), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(bets)
      .where(eq(bets.userId, userId));
    return { settledProfitPence: row?.settledProfitPence ?? 0, openStakesPence: row?.openStakesPence ?? 0 };
  },
});

export type TLimitsRepository = ReturnType<typeof createLimitsRepository>;
