import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  adminRecoveryCodes,
  adminTwoFactor,
  alertPreferences,
  alerts,
  bets,
  bettingLimits,
  emailOutbox,
  learningProgress,
  passwordResetTokens,
  payments,
  pushSubscriptions,
  raceEntries,
  races,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';

/**
 * Every table that holds a member's data (each with a user_id, plus the e-mails sent to their address): read whole for
 * the export, erased or anonymised at closure (decision 0022).
 */
export const createAccountRepository = (db: TDbOrTx) => ({
  /** The user row for update (closure serialises with the member's other writes). */
  async lockUser(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
    return row ?? null;
  },

  async findUser(userId: number) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row ?? null;
  },

  async findSubscription(userId: number) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    return row ?? null;
  },

  listPayments: (userId: number) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),

  listBets: (userId: number) =>
    db
      .select({
        bet: bets,
        horse: raceEntries.horse,
        raceDate: races.raceDate,
        raceTime: races.raceTime,
        racecourse: races.racecourse,
      })
      .from(bets)
      // A multiple has no entry of its own (its legs are in bet_legs): left joins keep it in the export.
      .leftJoin(raceEntries, eq(raceEntries.id, bets.entryId))
      .leftJoin(races, eq(races.id, raceEntries.raceId))
      .where(eq(bets.userId, userId))
      .orderBy(asc(bets.createdAt), asc(bets.id)),

  async findLimits(userId: number) {
    const [row] = await db.select().from(bettingLimits).where(eq(bettingLimits.userId, userId)).limit(1);
    return row ?? null;
  },

  listLearningProgress: (userId: number) =>
    db
      .select({
        lessonId: learningProgress.lessonId,
        bestScore: learningProgress.bestScore,
        updatedAt: learningProgress.updatedAt,
      })
      .from(learningProgress)
      .where(eq(learningProgress.userId, userId))
      .orderBy(asc(learningProgress.lessonId)),

  /** When each member who joined through this member's invite link joined (nothing that names them). */
  listReferralJoins: (userId: number) =>
    db
      .select({ joinedAt: users.createdAt })
      .from(users)
      .where(eq(users.referredBy, userId))
      .orderBy(asc(users.createdAt)),

  listSessions: (userId: number) =>
    db
      .select({ startedAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),

  listEmails: (email: string) =>
    db
      .select({
        kind: emailOutbox.kind,
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, email))
      .orderBy(asc(emailOutbox.createdAt)),

  async findTwoFactor(userId: number) {
    const [row] = await db
      .select({ enabledAt: adminTwoFactor.enabledAt })
      .from(adminTwoFactor)
      .where(eq(adminTwoFactor.userId, userId))
      .limit(1);
    return row ?? null;
  },

  /**
   * Closure: deletes what is only the member's (bets, learning progress, limits, alerts and their switches, plan,
   * sessions, reset links, two-factor, the e-mails sent to them, push subscriptions), detaches the members they
   * invited, and leaves the user row as the anonymous
   * owner of the payment records: e-mail `closed:<id>`, no username, no usable password hash, no invite code.
   */
  // Payment rows are not touched: HMRC requires business records to be kept for 6 years from the end of the financial
  // year they relate to (https://www.gov.uk/running-a-limited-company/company-and-accounting-records). Each keeps its
  // amount, dates, plan, status and provider reference; the anonymous row below is all that links them.
  async eraseAndAnonymise(user: { id: number; email: string }, now: Date): Promise<void> {
    const userId = user.id;
    await db.delete(bets).where(eq(bets.userId, userId));
    await db.delete(learningProgress).where(eq(learningProgress.userId, userId));
    await db.delete(bettingLimits).where(eq(bettingLimits.userId, userId));
    await db.delete(alerts).where(eq(alerts.userId, userId));
    await db.delete(alertPreferences).where(eq(alertPreferences.userId, userId));
    await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
    await db.delete(adminTwoFactor).where(eq(adminTwoFactor.userId, userId));
    await db.delete(emailOutbox).where(eq(emailOutbox.recipient, user.email));
    // Their browsers' push addresses, and with them any message still queued (push_outbox cascades).
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await db.update(users).set({ referredBy: null }).where(eq(users.referredBy, userId));
    await db
      .update(users)
      .set({
        email: `closed:${userId}`,
        username: null,
        // Not an argon2 hash: no password verifies against it.
        passwordHash: '!closed',
        referralCode: null,
        referredBy: null,
        bankrollPence: 0,
        oddsFormat: 'fractional',
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  },
});
