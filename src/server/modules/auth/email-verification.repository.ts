import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema';

/** Single-use "confirm your e-mail address" tokens, stored as SHA-256 hashes. */
export const createEmailVerificationRepository = (db: TDbOrTx) => ({
  async insertToken(input: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) {
    await db.insert(emailVerificationTokens).values(input);
  },

  /**
   * Uses the token if it is still usable, in one conditional update: of two requests using one token at once,
   * exactly one gets the user id back; the other gets null (as do an unknown, used or expired token).
   */
  async consume(tokenHash: string, now: Date): Promise<number | null> {
    const [row] = await db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    return row?.userId ?? null;
  },

  /** Ends the account's other outstanding links (once confirmed, an older e-mail's link must not sign anyone in). */
  async spendAllFor(userId: number, now: Date): Promise<void> {
    await db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  },
});
