import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

/** Single-use password reset tokens, stored as SHA-256 hashes. */
export const createPasswordResetRepository = (db: TDbOrTx) => ({
  async insertToken(input: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) {
    await db.insert(passwordResetTokens).values(input);
  },

  /** The account a token may still reset (unused, unexpired), with what the password rules compare against. */
  async findUsable(tokenHash: string, now: Date) {
    const [row] = await db
      .select({ userId: users.id, email: users.email, username: users.username })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /**
   * Uses the token if it is still usable, in one conditional update: of two requests using one token at once,
   * exactly one gets the user id back; the other gets null.
   */
  async consume(tokenHash: string, now: Date): Promise<number | null> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId ?? null;
  },

  /** Ends the user's other outstanding links (after a reset, an older e-mail must not work). */
  async useAllFor(userId: number, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
});
