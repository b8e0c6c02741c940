import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sandboxIntents } from '../../db/schema';

export type TSandboxIntentRow = typeof sandboxIntents.$inferSelect;

/** The sandbox provider's payment intents (in the database, so any instance can confirm or read one). */
export const createSandboxIntentsRepository = (db: TDbOrTx) => ({
  async find(id: string): Promise<TSandboxIntentRow | null> {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
    return row ?? null;
  },

  async insert(values: typeof sandboxIntents.$inferInsert): Promise<void> {
    await db.insert(sandboxIntents).values(values);
  },

  async recordDecline(id: string, message: string, at: Date): Promise<void> {
    await db
      .update(sandboxIntents)
      .set({ lastError: message, updatedAt: at })
      .where(eq(sandboxIntents.id, id));
  },

  /**
   * Completes an intent still waiting for a card, in one conditional update: of two confirmations at once, one moves
   * it on and the other gets null (and reads the result).
   */
  async succeed(id: string, at: Date): Promise<TSandboxIntentRow | null> {
    const [done] = await db
      .update(sandboxIntents)
      .set({ status: 'succeeded', lastError: null, updatedAt: at })
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_payment_method')))
      .returning();
    return done ?? null;
  },

  /** Cancels an intent still waiting for a card (one already paid is left as it is). */
  async cancel(id: string, at: Date): Promise<void> {
    await db
      .update(sandboxIntents)
      .set({ status: 'canceled', updatedAt: at })
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_payment_method')));
  },

  /** Refunds a succeeded intent in full; a repeat changes nothing. False when there is no succeeded intent. */
  async refund(id: string, at: Date): Promise<boolean> {
    await db
      .update(sandboxIntents)
      .set({ refundedAt: at, updatedAt: at })
      .where(
        and(
          eq(sandboxIntents.id, id),
          eq(sandboxIntents.status, 'succeeded'),
          isNull(sandboxIntents.refundedAt),
        ),
      );
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
    return row?.status === 'succeeded' && row.refundedAt !== null;
  },
});
