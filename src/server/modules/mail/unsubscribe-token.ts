import { createHmac, timingSafeEqual } from 'node:crypto';
import { type TUnsubscribeKind, UNSUBSCRIBE_KINDS } from '~/domain/alerts.contract';

/**
 * How long an unsubscribe link works: long enough for an old e-mail in an inbox (mailbox providers call the link
 * long after sending), short enough that a leaked link does not work for ever (decision 0035).
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TUnsubscribeClaim = { userId: number; kind: TUnsubscribeKind };

const signature = (key: string, payload: string): string =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * `v1.<userId>.<kind>.<expires, seconds>.<HMAC-SHA256>`: names the member and what the link turns off, and works
 * without signing in (RFC 8058). Nothing secret in it: only the key can make one.
 */
export const signUnsubscribeToken = (key: string, claim: TUnsubscribeClaim, now: Date): string => {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000);
  const payload = `v1.${claim.userId}.${claim.kind}.${expires}`;
  return `${payload}.${signature(key, payload)}`;
};

/** The claim of a genuine token that has not expired at `now`, else null (forged, altered, expired or malformed). */
export const readUnsubscribeToken = (key: string, token: string, now: Date): TUnsubscribeClaim | null => {
  const match = /^v1\.([1-9][0-9]{0,9})\.([A-Za-z]{1,20})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, user, kind, expires, given] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(signature(key, `v1.${user}.${kind}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  if (!(UNSUBSCRIBE_KINDS as readonly string[]).includes(kind)) return null;
  return { userId: Number(user), kind: kind as TUnsubscribeKind };
};
