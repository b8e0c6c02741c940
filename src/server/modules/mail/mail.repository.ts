import { and, asc, desc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { emailOutbox, serverSettings } from '../../db/schema';
import type { TMailMessage } from './mail-templates';

export type TOutboxRow = typeof emailOutbox.$inferSelect;

/** Written to `last_error` while a mail is with the mail server (with `sent_at` set, so nobody else takes it). */
export const SENDING_MARK = 'sending';

/** The e-mail outbox. The only Drizzle user of the mail module (the reminders read subscriptions' repository). */
export const createMailRepository = (db: TDbOrTx) => ({
  /** Queues a message; false when its dedupe key is already in the outbox (nothing changes). */
  async insert(message: TMailMessage, createdAt: Date): Promise<boolean> {
    const rows = await db
      .insert(emailOutbox)
      .values({ ...message, headers: message.headers ?? null, createdAt })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    return rows.length > 0;
  },

  /**
   * Takes up to `limit` unsent mails whose next attempt is due (`retryAfterMs[attempts]` after they were queued) and
   * marks them as being sent, in one statement: rows another sender has locked are skipped and a row already taken
   * is not taken again, so two senders (two instances) never take the same mail. `skip`: mails this run already
   * tried (one attempt per mail per run).
   */
  async claimDue(
    now: Date,
    retryAfterMs: readonly number[],
    limit: number,
    skip: readonly number[] = [],
  ): Promise<TOutboxRow[]> {
    const due = or(
      ...retryAfterMs.map((delay, attempts) =>
        and(eq(emailOutbox.attempts, attempts), lte(emailOutbox.createdAt, new Date(now.getTime() - delay))),
      ),
    );
    const candidates = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lt(emailOutbox.attempts, retryAfterMs.length),
          due,
          skip.length > 0 ? notInArray(emailOutbox.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, sentAt: now, lastError: SENDING_MARK })
      .where(and(inArray(emailOutbox.id, candidates), isNull(emailOutbox.sentAt)))
      .returning();
  },

  async markSent(id: number, sentAt: Date): Promise<void> {
    await db.update(emailOutbox).set({ sentAt, lastError: null }).where(eq(emailOutbox.id, id));
  },

  /** The attempt failed: back to unsent (retried later while attempts remain), with the reason. */
  async recordFailure(id: number, reason: string): Promise<void> {
    await db.update(emailOutbox).set({ sentAt: null, lastError: reason }).where(eq(emailOutbox.id, id));
  },

  /**
   * The secret called `name`, made from `fresh` by whichever instance asks first and read by every other (an insert
   * that loses the race keeps the winner's).
   */
  async secret(name: string, fresh: string): Promise<string> {
    await db
      .insert(serverSettings)
      .values({ name, value: fresh })
      .onConflictDoNothing({ target: serverSettings.name });
    const [row] = await db
      .select({ value: serverSettings.value })
      .from(serverSettings)
      .where(eq(serverSettings.name, name));
    return row!.value;
  },

  async listRecent(limit: number): Promise<TOutboxRow[]> {
    return db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit);
  },
});

export type TMailRepository = ReturnType<typeof createMailRepository>;
