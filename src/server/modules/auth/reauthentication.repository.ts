import { and, eq, ne } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** What asking a signed-in member to prove it is them again reads: their password hash and their session's start. */
export const createReauthenticationRepository = (db: TDbOrTx) => ({
  async findPasswordHash(userId: number): Promise<string | null> {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.passwordHash ?? null;
  },

  /** When the session with this token hash was started (its sign-in), or null when there is no such session. */
  async findSessionStart(tokenHash: string): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Ends every session of the user but the one with this token hash. */
  async deleteOtherSessions(userId: number, keepTokenHash: string): Promise<void> {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  },
});
