import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pushOutbox, pushSubscriptions, serverSettings } from '../../db/schema';

export type TPushUrgency = (typeof pushOutbox.$inferInsert)['urgency'] & string;

/** A leased outbox row with the subscription it goes to. */
export type TClaimedPush = {
  id: number;
  subscriptionId: number;
  payload: string;
  urgency: TPushUrgency;
  ttlSeconds: number;
  attempts: number;
  createdAt: Date;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
};

export type TNewSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
};

/** Push subscriptions, the push outbox and the server's own settings: the push module's only Drizzle user. */
export const createPushRepository = (db: TDbOrTx) => ({
  /**
   * Keeps `subscription` for its user: a new address is added; a known one gets the new keys; an address another
   * member had moves to this one (the other member's pending messages to it are dropped with the old row).
   */
  async upsertSubscription(subscription: TNewSubscription, now: Date): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, subscription.endpoint),
          ne(pushSubscriptions.userId, subscription.userId),
        ),
      );
    await db
      .insert(pushSubscriptions)
      .values({ ...subscription, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          expiresAt: subscription.expiresAt,
          lastFailureAt: null,
        },
      });
  },

  /** Keeps a member's `keep` most recently added subscriptions and removes the rest. */
  async trimSubscriptions(userId: number, keep: number): Promise<void> {
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  },

  /** Removes the member's subscription at `endpoint`; false when they had none there. */
  async deleteSubscription(userId: number, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** Removes every subscription of the member (signed out everywhere), with their queued messages; how many. */
  async deleteUserSubscriptions(userId: number): Promise<number> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .returning({ id: pushSubscriptions.id });
    return rows.length;
  },

  /** The push service said the address is gone (404/410): the subscription and its pending messages go. */
  async deleteSubscriptionById(id: number): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  async countSubscriptions(userId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.count ?? 0;
  },

  /**
   * One outbox row per subscription of `userId`, in one statement; a subscription that already has `dedupeKey` gets
   * nothing new. Returns how many rows were added.
   */
  async enqueue(
    message: {
      userId: number;
      dedupeKey: string;
      payload: string;
      urgency: TPushUrgency;
      ttlSeconds: number;
    },
    now: Date,
  ): Promise<number> {
    const at = now.toISOString();
    // NOTE: one statement (an insert from a select), so a subscription added meanwhile is either in it or not.
    const result = await db.execute<{ id: number }>(sql`
      insert into ${pushOutbox} (subscription_id, dedupe_key, payload, urgency, ttl_seconds, next_attempt_at, created_at)
      select ${pushSubscriptions.id}, ${message.dedupeKey}, ${message.payload}, ${message.urgency},
        ${message.ttlSeconds}::int, ${at}::timestamptz, ${at}::timestamptz
      from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${message.userId}
      on conflict (subscription_id, dedupe_key) do nothing
      returning id`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    return rows.length;
  },

  /**
   * Leases up to `limit` unsent messages that are due and not leased by another sender, until `leaseUntil`, and
   * counts the attempt, in one statement: rows another sender has locked are skipped, so two instances never take the
   * same message. A sender that died mid-send loses its lease, and the message is tried again after it.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<TClaimedPush[]> {
    const candidates = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(
        and(
          isNull(pushOutbox.sentAt),
          isNull(pushOutbox.gaveUpAt),
          lte(pushOutbox.nextAttemptAt, now),
          or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} + 1`, claimedUntil: leaseUntil })
      .where(
        and(
          inArray(pushOutbox.id, candidates),
          isNull(pushOutbox.sentAt),
          or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now)),
        ),
      )
      .returning({ id: pushOutbox.id });
    if (claimed.length === 0) return [];
    return db
      .select({
        id: pushOutbox.id,
        subscriptionId: pushOutbox.subscriptionId,
        payload: pushOutbox.payload,
        urgency: pushOutbox.urgency,
        ttlSeconds: pushOutbox.ttlSeconds,
        attempts: pushOutbox.attempts,
        createdAt: pushOutbox.createdAt,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        expiresAt: pushSubscriptions.expiresAt,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(
        inArray(
          pushOutbox.id,
          claimed.map((row) => row.id),
        ),
      )
      .orderBy(asc(pushOutbox.id));
  },

  async markSent(push: TClaimedPush, now: Date): Promise<void> {
    await db
      .update(pushOutbox)
      .set({ sentAt: now, claimedUntil: null, lastError: null })
      .where(eq(pushOutbox.id, push.id));
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now })
      .where(eq(pushSubscriptions.id, push.subscriptionId));
  },

  /** The attempt failed: tried again at `retryAt`, or never again when `retryAt` is null. */
  async recordFailure(push: TClaimedPush, reason: string, retryAt: Date | null, now: Date): Promise<void> {
    await db
      .update(pushOutbox)
      .set(
        retryAt
          ? { claimedUntil: null, nextAttemptAt: retryAt, lastError: reason }
          : { claimedUntil: null, gaveUpAt: now, lastError: reason },
      )
      .where(eq(pushOutbox.id, push.id));
    await db
      .update(pushSubscriptions)
      .set({ lastFailureAt: now })
      .where(eq(pushSubscriptions.id, push.subscriptionId));
  },

  /** A setting the server made, or null. */
  async findSetting(name: string): Promise<string | null> {
    const [row] = await db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.name, name));
    return row?.value ?? null;
  },

  /** Stores `value` under `name` unless a value is there already; returns the value kept (the first one wins). */
  async keepSetting(name: string, value: string): Promise<string> {
    await db.insert(serverSettings).values({ name, value }).onConflictDoNothing();
    return (await this.findSetting(name)) ?? value;
  },
});

export type TPushRepository = ReturnType<typeof createPushRepository>;
