import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, max, or, sql } from 'drizzle-orm';
import { DEFAULT_ALERT_PREFERENCES, type TAlertKind, type TAlertPreferences } from '~/domain/alerts.contract';
import type { TTier } from '~/domain/tiers';
import type { TDbOrTx } from '../../db/client';
import {
  alertPreferences,
  alerts,
  betLegs,
  bets,
  bettingLimits,
  raceEntries,
  races,
  subscriptions,
  tips,
  users,
} from '../../db/schema';

export type TAlertInsert = Pick<
  typeof alerts.$inferInsert,
  'userId' | 'kind' | 'dedupeKey' | 'title' | 'body' | 'url' | 'emailSubject' | 'emailText'
>;
type TPreferenceRow = typeof alertPreferences.$inferSelect;

const toPreferences = (row: TPreferenceRow | null | undefined): TAlertPreferences =>
  row
    ? {
        tipsOut: { push: row.tipsOutPush, email: row.tipsOutEmail },
        nonRunner: { push: row.nonRunnerPush, email: row.nonRunnerEmail },
        betSettled: { push: row.betSettledPush, email: row.betSettledEmail },
        morningDigest: { push: row.morningDigestPush, email: row.morningDigestEmail },
      }
    : DEFAULT_ALERT_PREFERENCES;

const toColumns = (prefs: TAlertPreferences) => ({
  tipsOutPush: prefs.tipsOut.push,
  tipsOutEmail: prefs.tipsOut.email,
  nonRunnerPush: prefs.nonRunner.push,
  nonRunnerEmail: prefs.nonRunner.email,
  betSettledPush: prefs.betSettled.push,
  betSettledEmail: prefs.betSettled.email,
  morningDigestPush: prefs.morningDigest.push,
  morningDigestEmail: prefs.morningDigest.email,
});

/** A member who may be alerted: an open, confirmed, non-admin account, with their plan, breaks and switches. */
const memberColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  tier: subscriptions.tier,
  endDate: subscriptions.endDate,
  timeOutUntil: bettingLimits.timeOutUntil,
  selfExcludedUntil: bettingLimits.selfExcludedUntil,
  closedAt: users.closedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
};

const members = (db: TDbOrTx) =>
  db
    .select({ ...memberColumns, prefs: alertPreferences })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id));

const isAlertable = and(eq(users.role, 'user'), isNull(users.closedAt), isNotNull(users.emailVerifiedAt));

export type TAlertMember = {
  id: number;
  email: string;
  username: string | null;
  tier: TTier | null;
  endDate: Date | null;
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  closedAt: Date | null;
  emailVerifiedAt: Date | null;
  role: 'user' | 'admin';
  prefs: TAlertPreferences;
};

const withPreferences = <T extends { prefs: TPreferenceRow | null }>(row: T) => ({
  ...row,
  prefs: toPreferences(row.prefs),
});

/** Alert switches, the alert queue, and the facts each alert reads. The only Drizzle user of the alerts module. */
export const createAlertsRepository = (db: TDbOrTx) => ({
  async preferences(userId: number): Promise<TAlertPreferences> {
    const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
    return toPreferences(row);
  },

  async savePreferences(userId: number, prefs: TAlertPreferences, at: Date): Promise<void> {
    const values = { ...toColumns(prefs), updatedAt: at };
    await db
      .insert(alertPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
  },

  /** Turns one alert's e-mail off (the unsubscribe link), keeping every other switch. */
  async turnEmailOff(userId: number, kind: TAlertKind, at: Date): Promise<void> {
    const prefs = await this.preferences(userId);
    await this.savePreferences(userId, { ...prefs, [kind]: { ...prefs[kind], email: false } }, at);
  },

  /** Stops the monthly statement e-mail (its unsubscribe link). */
  async stopStatementEmail(userId: number, at: Date): Promise<void> {
    await db
      .update(users)
      .set({ monthlyStatementEmailSince: null, updatedAt: at })
      .where(eq(users.id, userId));
  },

  async userExists(userId: number): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  },

  /** Queues an alert; false when its dedupe key is already queued (the event already alerted this member). */
  async insertAlert(values: TAlertInsert, createdAt: Date): Promise<boolean> {
    const rows = await db
      .insert(alerts)
      .values({ ...values, createdAt })
      .onConflictDoNothing({ target: alerts.dedupeKey })
      .returning({ id: alerts.id });
    return rows.length > 0;
  },

  /** Serialises "Tips are out" runs across instances until the transaction ends (its hourly cap reads then writes). */
  async lockTipsOut(): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('racepro:alerts:tips-out'))`);
  },

  /** Tips released in (since, now] on races not yet off and not resulted, newest release last. */
  recentlyPublished: (since: Date, now: Date) =>
    db
      .select({ id: tips.id, accessLevel: tips.accessLevel, publishAt: tips.publishAt })
      .from(tips)
      .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(
        and(
          isNull(tips.deletedAt),
          gt(tips.publishAt, since),
          lte(tips.publishAt, now),
          gt(races.startsAt, now),
          isNull(raceEntries.result),
        ),
      )
      .orderBy(asc(tips.publishAt)),

  /** Every member who may be alerted, with their switches. */
  async alertableMembers(): Promise<TAlertMember[]> {
    return (await members(db).where(isAlertable).orderBy(asc(users.id))).map(withPreferences);
  },

  /** When each member was last told "Tips are out" (members never told are absent). */
  async lastTipsOut(): Promise<Map<number, Date>> {
    const rows = await db
      .select({ userId: alerts.userId, at: max(alerts.createdAt) })
      .from(alerts)
      .where(eq(alerts.kind, 'tipsOut'))
      .groupBy(alerts.userId);
    return new Map(rows.flatMap((row) => (row.at ? [[row.userId, new Date(row.at)] as const] : [])));
  },

  /** Runners withdrawn (or resulted as non-runners) from races off after `since`. */
  withdrawnEntries: (since: Date) =>
    db
      .select({
        entryId: raceEntries.id,
        horse: raceEntries.horse,
        raceTime: races.raceTime,
        racecourse: races.racecourse,
      })
      .from(races)
      .innerJoin(raceEntries, eq(raceEntries.raceId, races.id))
      .where(
        and(
          gt(races.startsAt, since),
          or(isNotNull(raceEntries.withdrawnAt), eq(raceEntries.result, 'NonRunner')),
        ),
      ),

  /** Members with a bet on the entry, as a single or a multiple's leg, that they have not voided themselves. */
  async bettorsOn(entryIds: readonly number[]): Promise<Array<{ userId: number; entryId: number }>> {
    if (entryIds.length === 0) return [];
    const singles = await db
      .selectDistinct({ userId: bets.userId, entryId: bets.entryId })
      .from(bets)
      .where(and(inArray(bets.entryId, [...entryIds]), isNull(bets.voidedAt)));
    const legs = await db
      .selectDistinct({ userId: bets.userId, entryId: betLegs.entryId })
      .from(betLegs)
      .innerJoin(bets, eq(bets.id, betLegs.betId))
      .where(and(inArray(betLegs.entryId, [...entryIds]), isNull(bets.voidedAt)));
    return [...singles, ...legs].flatMap((row) =>
      row.entryId === null ? [] : [{ userId: row.userId, entryId: row.entryId }],
    );
  },

  /** Released, undeleted tips on these entries: which plans see them. */
  tipsOn: (entryIds: readonly number[], now: Date) =>
    entryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ entryId: tips.entryId, accessLevel: tips.accessLevel })
          .from(tips)
          .where(and(inArray(tips.entryId, [...entryIds]), isNull(tips.deletedAt), lte(tips.publishAt, now))),

  /** Released, undeleted tips for a UK date, in off-time order, for the digest. */
  tipsForDate: (date: string, now: Date) =>
    db
      .select({
        accessLevel: tips.accessLevel,
        horse: raceEntries.horse,
        oddsText: tips.oddsText,
        raceTime: races.raceTime,
        racecourse: races.racecourse,
        betType: tips.betType,
        result: raceEntries.result,
      })
      .from(tips)
      .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(and(eq(tips.raceDate, date), isNull(tips.deletedAt), lte(tips.publishAt, now)))
      .orderBy(asc(races.startsAt), asc(tips.id)),

  /** A member's open single bets on our card, soonest race first (the digest's list). */
  openSingles: (userId: number) =>
    db
      .select({
        horse: raceEntries.horse,
        raceTime: races.raceTime,
        racecourse: races.racecourse,
        type: bets.type,
        oddsText: bets.oddsText,
        totalStakePence: bets.totalStakePence,
      })
      .from(bets)
      .innerJoin(raceEntries, eq(raceEntries.id, bets.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(and(eq(bets.userId, userId), eq(bets.status, 'Open')))
      .orderBy(asc(races.startsAt), asc(bets.id)),

  /** Whether the member already has an alert under this key. */
  async hasAlert(dedupeKey: string): Promise<boolean> {
    const [row] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.dedupeKey, dedupeKey));
    return row !== undefined;
  },

  /**
   * Takes up to `limit` alerts not yet handed to their channels, locking them (rows another instance holds are
   * skipped), with the member as they are now.
   */
  claimUndispatched: async (limit: number) =>
    (
      await db
        .select({ alert: alerts, ...memberColumns, prefs: alertPreferences })
        .from(alerts)
        .innerJoin(users, eq(users.id, alerts.userId))
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id))
        .leftJoin(alertPreferences, eq(alertPreferences.userId, users.id))
        .where(isNull(alerts.dispatchedAt))
        .orderBy(asc(alerts.createdAt), asc(alerts.id))
        .limit(limit)
        .for('update', { of: alerts, skipLocked: true })
    ).map(withPreferences),

  async markDispatched(
    id: number,
    outcome: { push: boolean; email: boolean } | { skipped: string },
    at: Date,
  ): Promise<void> {
    await db.update(alerts).set({ dispatchedAt: at, outcome }).where(eq(alerts.id, id));
  },

  /** A member's alerts, newest first (tests and support). */
  listFor: (userId: number) =>
    db
      .select()
      .from(alerts)
      .where(eq(alerts.userId, userId))
      .orderBy(desc(alerts.createdAt), desc(alerts.id)),
});

export type TAlertsRepository = ReturnType<typeof createAlertsRepository>;
