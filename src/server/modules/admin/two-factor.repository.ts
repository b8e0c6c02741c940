import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminTwoFactor } from '../../db/schema';

export type TTwoFactorRow = typeof adminTwoFactor.$inferSelect;

/** Administrators' TOTP secrets and their one-time recovery codes (stored hashed). */
export const createTwoFactorRepository = (db: TDbOrTx) => ({
  async find(userId: number): Promise<TTwoFactorRow | null> {
    const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.userId, userId)).limit(1);
    return row ?? null;
  },

  /** A new secret waiting for its first code: replaces any set-up not yet finished. */
  async startSetup(userId: number, secret: string): Promise<void> {
    await db
      .insert(adminTwoFactor)
      .values({ userId, secret, enabledAt: null, lastTimeStep: null })
      .onConflictDoUpdate({
        target: adminTwoFactor.userId,
        set: { secret, enabledAt: null, lastTimeStep: null },
      });
  },

  /** Turns it on with the first accepted time step; false when it was already on (nothing changes). */
  async enable(userId: number, at: Date, timeStep: number): Promise<boolean> {
    const updated = await db
      .update(adminTwoFactor)
      .set({ enabledAt: at, lastTimeStep: timeStep })
      .where(and(eq(adminTwoFactor.userId, userId), isNull(adminTwoFactor.enabledAt)))
      .returning({ userId: adminTwoFactor.userId });
    return updated.length === 1;
  },

  /** Takes the time step for this user, unless a code of that step (or later) was already accepted. */
  async spendTimeStep(userId: number, timeStep: number): Promise<boolean> {
    const updated = await db
      .update(adminTwoFactor)
      .set({ lastTimeStep: timeStep })
      .where(
        and(
          eq(adminTwoFactor.userId, userId),
          or(isNull(adminTwoFactor.lastTimeStep), lt(adminTwoFactor.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: adminTwoFactor.userId });
    return updated.length === 1;
  },

  /** Two-factor sign-in off: the secret and every recovery code go. */
  async remove(userId: number): Promise<void> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
  },

  /** Replaces the user's recovery codes with these (hashes). */
  async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  async countUnusedRecoveryCodes(userId: number): Promise<number> {
    const [left] = await db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
    return left?.n ?? 0;
  },

  /** Spends an unused recovery code with this hash; false when there is none (nothing changes). */
  async spendRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
    const spent = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(adminRecoveryCodes.userId, userId),
          eq(adminRecoveryCodes.codeHash, codeHash),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return spent.length === 1;
  },
});

export type TTwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
