import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TOddsFormat } from '~/domain/odds';
import type { TDbOrTx } from '../../db/client';
import { bettingLimits, sessions, subscriptions, users } from '../../db/schema';
import type { TSessionAccount } from '../../plugins/sessions';

const publicUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  oddsFormat: users.oddsFormat,
  emailVerified: isNotNull(users.emailVerifiedAt).mapWith(Boolean),
  createdAt: users.createdAt,
};

/** A user as the app sees them (never the password hash): the account a session belongs to. */
export type TUserRow = TSessionAccount;

export const createAuthRepository = (db: TDbOrTx) => ({
  async insertUser(input: {
    email: string;
    username: string | null;
    passwordHash: string;
    role?: 'user' | 'admin';
    /** The member whose invite link this user signed up through. */
    referredBy?: number | null;
    /** When the e-mail address was confirmed: null for a sign-up (until its link is opened); now by default. */
    emailVerifiedAt?: Date | null;
  }) {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        passwordHash: input.passwordHash,
        role: input.role ?? 'user',
        referredBy: input.referredBy ?? null,
        emailVerifiedAt: input.emailVerifiedAt === undefined ? new Date() : input.emailVerifiedAt,
      })
      .returning(publicUserColumns);
    return row!;
  },

  /** Finds by e-mail (case-insensitive, stored lower-cased) or by username (case-insensitive). */
  async findUserForLogin(identifier: string) {
    const lowered = identifier.trim().toLowerCase();
    const [row] = await db
      .select({ ...publicUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(identifier.includes('@') ? eq(users.email, lowered) : sql`lower(${users.username}) = ${lowered}`)
      .limit(1);
    return row ?? null;
  },

  async findUserByUsername(username: string) {
    const [row] = await db
      .select({ ...publicUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return row ?? null;
  },

  async findUserById(userId: number) {
    const [row] = await db
      .select({ ...publicUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  },
  async updatePasswordHash(userId: number, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** Marks the e-mail address confirmed (once: a second call keeps the first time). */
  async markEmailVerified(userId: number, at: Date) {
    await db
      .update(users)
      .set({ emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  },

  async updateOddsFormat(userId: number, oddsFormat: TOddsFormat) {
    await db.update(users).set({ oddsFormat, updatedAt: new Date() }).where(eq(users.id, userId));
  },
  async countUsers() {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  },

  async insertSession(input: { tokenHash: string; userId: number; expiresAt: Date; createdAt?: Date }) {
    await db.insert(sessions).values(input);
  },

  /** The session's user, subscription and breaks (one query) when the token hash matches an unexpired session. */
  async findSessionByHash(tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        ...publicUserColumns,
        expiresAt: sessions.expiresAt,
        subscriptionTier: subscriptions.tier,
        subscriptionEnd: subscriptions.endDate,
        timeOutUntil: bettingLimits.timeOutUntil,
        selfExcludedUntil: bettingLimits.selfExcludedUntil,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return row ?? null;
  },

  /** When the user's time-out and self-exclusion end (null: none). */
  async findBreaks(userId: number): Promise<{ timeOutUntil: Date | null; selfExcludedUntil: Date | null }> {
    const [row] = await db
      .select({
        timeOutUntil: bettingLimits.timeOutUntil,
        selfExcludedUntil: bettingLimits.selfExcludedUntil,
      })
      .from(bettingLimits)
      .where(eq(bettingLimits.userId, userId))
      .limit(1);
    return row ?? { timeOutUntil: null, selfExcludedUntil: null };
  },

  async deleteSession(tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  async deleteUserSessions(userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },
  async deleteExpiredSessions(now: Date) {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
  },
});

export type TAuthRepository = ReturnType<typeof createAuthRepository>;
