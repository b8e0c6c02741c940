import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bettingLimits, users } from '../../db/schema';

export type TLimitsRow = typeof bettingLimits.$inferSelect;

/** Safer-gambling settings and the bankroll. */
export const createLimitsRepository = (db: TDbOrTx) => ({
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
});

export type TLimitsRepository = ReturnType<typeof createLimitsRepository>;
