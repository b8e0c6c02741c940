import { and, eq, gte, sql } from 'drizzle-orm';
import { LIMIT_PERIODS, type TLimitPeriod } from '~/domain/limits';
import type { TDbOrTx } from '../../db/client';
import { bets, bettingLimits, users } from '../../db/schema';

export type TLimitsRow = typeof bettingLimits.$inferSelect;
export type TLimitsInsert = typeof bettingLimits.$inferInsert;

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

  async upsertLimits(values: TLimitsInsert): Promise<void> {
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

  /**
   * Total staked by the user in each period, on bets placed since its start (the UK day, week and month); void bets
   * count too. A period not asked about answers 0. One range read over the user's bets from the earliest start.
   */
  async stakedInPeriods(
    userId: number,
    starts: Partial<Record<TLimitPeriod, Date>>,
  ): Promise<Record<TLimitPeriod, number>> {
    const asked = LIMIT_PERIODS.flatMap((period) => {
      const start = starts[period];
      return start ? [start] : [];
    });
    if (asked.length === 0) return { daily: 0, weekly: 0, monthly: 0 };
    const earliest = new Date(Math.min(...asked.map((start) => start.getTime())));
    // NOTE: a month's stakes can pass 2^31 pence, so each sum stays a bigint (sent as text, read as a number).
    const since = (start: Date | undefined) =>
      start
        ? sql<number>`coalesce(sum(${bets.totalStakePence}) filter (where ${gte(bets.createdAt, start)}), 0)::bigint`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number);
    const [row] = await db
      .select({ daily: since(starts.daily), weekly: since(starts.weekly), monthly: since(starts.monthly) })
      .from(bets)
      .where(and(eq(bets.userId, userId), gte(bets.createdAt, earliest)));
    return { daily: row?.daily ?? 0, weekly: row?.weekly ?? 0, monthly: row?.monthly ?? 0 };
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
