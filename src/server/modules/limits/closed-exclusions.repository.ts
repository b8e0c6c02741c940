import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { closedAccountExclusions } from '../../db/schema';

/** The key an e-mail's exclusion is kept under: SHA-256 of the address trimmed and lower-cased (as it is stored). */
export const emailExclusionKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Breaks and self-exclusions that outlive a closed account (decision 0022): only the e-mail's hash and the end.
 */
export const createClosedExclusionsRepository = (db: TDbOrTx) => ({
  /** Keeps the exclusion until `until` (a later end already kept for the same e-mail stays). */
  async keep(email: string, until: Date): Promise<void> {
    await db
      .insert(closedAccountExclusions)
      .values({ emailHash: emailExclusionKey(email), excludedUntil: until })
      .onConflictDoUpdate({
        target: closedAccountExclusions.emailHash,
        set: {
          excludedUntil: sql`greatest(${closedAccountExclusions.excludedUntil}, excluded.excluded_until)`,
        },
      });
  },

  /** When the exclusion kept for this e-mail ends, if it is still running at `now`. */
  async activeUntil(email: string, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ until: closedAccountExclusions.excludedUntil })
      .from(closedAccountExclusions)
      .where(
        and(
          eq(closedAccountExclusions.emailHash, emailExclusionKey(email)),
          gt(closedAccountExclusions.excludedUntil, now),
        ),
      )
      .limit(1);
    return row?.until ?? null;
  },

  /** Forgets exclusions that have ended (nothing about the person is kept once it is over). */
  async pruneEnded(now: Date): Promise<void> {
    await db.delete(closedAccountExclusions).where(lte(closedAccountExclusions.excludedUntil, now));
  },
});
