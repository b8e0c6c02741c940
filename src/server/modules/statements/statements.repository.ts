import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { TStatementBet } from '~/domain/statement';
import type { TDbOrTx } from '../../db/client';
import { bets, emailOutbox, users } from '../../db/schema';
import { STATEMENT_KEY_PREFIX } from '../mail/mail-templates';

/** The bets a statement reads, and who asked for the monthly statement e-mail. */
export const createStatementsRepository = (db: TDbOrTx) => ({
  /** The member's bets placed in [from, to), oldest first (the index on user and placement time serves it). */
  betsPlacedBetween: (userId: number, from: Date, to: Date): Promise<TStatementBet[]> =>
    db
      .select({
        status: bets.status,
        totalStakePence: bets.totalStakePence,
        actualReturnPence: bets.actualReturnPence,
        placedAt: bets.createdAt,
      })
      .from(bets)
      .where(and(eq(bets.userId, userId), gte(bets.createdAt, from), lt(bets.createdAt, to)))
      .orderBy(asc(bets.createdAt), asc(bets.id)),

  async findEmailSince(userId: number): Promise<Date | null> {
    const [row] = await db
      .select({ since: users.monthlyStatementEmailSince })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.since ?? null;
  },

  /** Turns the e-mail on (keeping when it was first asked for, if it already was) or off. */
  async setEmail(userId: number, isOn: boolean, now: Date): Promise<void> {
    await db
      .update(users)
      .set({
        monthlyStatementEmailSince: isOn ? sql`coalesce(${users.monthlyStatementEmailSince}, ${now})` : null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  },

  /**
   * Up to `limit` members still owed `month`'s statement e-mail: members (not administrators) with an open account and
   * a confirmed e-mail address, who had asked for the statement by `dueAt`, whose account existed before the month
   * ended (`monthEnd`), and who have no statement for the month in the outbox yet. `skip`: members this run gave up on.
   * NOTE: the outbox is read here (its unique dedupe key, written by the mail module, is what makes a statement go once).
   */
  dueForEmail: (
    month: string,
    { dueAt, monthEnd, limit, skip }: { dueAt: Date; monthEnd: Date; limit: number; skip: readonly number[] },
  ) =>
    db
      .select({ id: users.id, email: users.email, username: users.username, createdAt: users.createdAt })
      .from(users)
      .leftJoin(
        emailOutbox,
        // The key monthlyStatementEmail gives the mail: `statement:<userId>:<YYYY-MM>`.
        eq(
          emailOutbox.dedupeKey,
          sql`${STATEMENT_KEY_PREFIX}::text || ${users.id}::text || ${`:${month}`}::text`,
        ),
      )
      .where(
        and(
          eq(users.role, 'user'),
          isNull(users.closedAt),
          isNotNull(users.emailVerifiedAt),
          lte(users.monthlyStatementEmailSince, dueAt),
          lt(users.createdAt, monthEnd),
          isNull(emailOutbox.id),
          skip.length > 0 ? notInArray(users.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit),
});

export type TStatementsRepository = ReturnType<typeof createStatementsRepository>;
