import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Invite codes and who joined through them (columns of `users`). */
export const createReferralsRepository = (db: TDbOrTx) => ({
  async findCode(userId: number): Promise<string | null> {
    const [row] = await db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.code ?? null;
  },

  /** Gives the user `code` unless they already have one; false when they had one (nothing changes). */
  async setCodeIfNone(userId: number, code: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ referralCode: code })
      .where(and(eq(users.id, userId), isNull(users.referralCode)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  async findUserIdByCode(code: string): Promise<number | null> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    return row?.id ?? null;
  },

  async countJoined(userId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.referredBy, userId));
    return row?.count ?? 0;
  },
});

export type TReferralsRepository = ReturnType<typeof createReferralsRepository>;
