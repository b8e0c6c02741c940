import { type SQL, sql } from 'drizzle-orm';

/** A SQL expression: a fragment a repository can put into a statement it runs anyway (a RETURNING list). */
export type TSqlExpression = SQL;

/** `pg_notify(channel, payload)` as an expression, sent when the statement's transaction commits. */
export const notifyExpression = (channel: string, payload: string): TSqlExpression =>
  sql`pg_notify(${channel}, ${payload})`;

/** An expression that does nothing (`null`). */
export const noExpression = (): TSqlExpression => sql`null`;
