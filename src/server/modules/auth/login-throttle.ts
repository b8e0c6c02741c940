import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../errors';
import type { TRateBucketsRepository } from '../../plugins/rate-buckets.repository';

/**
 * The sign-in throttle (OWASP ASVS 2.2.1), shared by every sign-in route and every instance.
 *
 * - Per account: at most `maxPerAccount` failed attempts in `windowMs`. Each attempt is counted atomically before
 *   its password is checked, so parallel guesses cannot all be checked; a success gives its count back and clears
 *   the account. The key is the account (its id), so the e-mail and the username count together; an unknown
 *   identifier is keyed by its text, so probing unknown accounts is limited the same way.
 * - Per address: never a refusal (behind a proxy one address is every user), but growing delays. Past
 *   `freeAttemptsPerAddress` counted attempts in the window, this instance spaces that address's checks apart by a
 *   delay that doubles every `attemptsPerDoubling` attempts up to `maxDelayMs`; a correct password still gets
 *   through, only later. When the wait for the next slot would exceed `maxWaitMs` the caller is told to retry
 *   (429 with Retry-After) instead of holding a connection.
 */
/**
 * The throttle key of an account. Sign-ins (auth.throttleKeyFor), password changes and the two-factor code checks
 * all count against it, so guesses made through any of them add up.
 */
export const accountThrottleKey = (userId: number) => `user:${userId}`;

export type TLoginThrottleOptions = {
  windowMs: number;
  maxPerAccount: number;
  freeAttemptsPerAddress: number;
  attemptsPerDoubling: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxWaitMs: number;
};

export const DEFAULT_LOGIN_THROTTLE: TLoginThrottleOptions = {
  windowMs: 15 * 60_000,
  maxPerAccount: 5,
  freeAttemptsPerAddress: 10,
  attemptsPerDoubling: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxWaitMs: 15_000,
};

const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';

/** The delay before the `count`th counted attempt from one address in a window. */
export const addressDelayMs = (count: number, options: TLoginThrottleOptions): number => {
  const excess = count - options.freeAttemptsPerAddress;
  if (excess <= 0) return 0;
  const doublings = Math.floor((excess - 1) / options.attemptsPerDoubling);
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** doublings);
};

const retryAfter = (until: number, now: number) =>
  new AppError('TOO_MANY_REQUESTS', TOO_MANY, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until - now) / 1000))) },
  });

/** `buckets`: the rate-limit plugin's counters (app.rateBuckets), shared by every instance. */
export const createLoginThrottle = (
  buckets: TRateBucketsRepository,
  overrides: Partial<TLoginThrottleOptions> = {},
) => {
  const options = { ...DEFAULT_LOGIN_THROTTLE, ...overrides };
  /** When each throttled address may next be checked, on this instance. */
  const nextSlot = new Map<string, number>();

  const paceAddress = async (address: string, count: number): Promise<void> => {
    const delay = addressDelayMs(count, options);
    if (delay === 0) return;
    const now = Date.now();
    if (nextSlot.size > 10_000) for (const [key, at] of nextSlot) if (at < now) nextSlot.delete(key);
    const slot = Math.max(now + delay, (nextSlot.get(address) ?? 0) + delay);
    if (slot - now > options.maxWaitMs) throw retryAfter(slot, now);
    nextSlot.set(address, slot);
    await sleep(slot - now);
  };

  return {
    options,
    /**
     * Runs a sign-in for `accountKey` from `address` under the throttle: refuses (429, Retry-After) once the account
     * has used its attempts, paces a busy address, counts an UNAUTHORISED failure, and gives the count back on
     * success (or on any other error, which is not a guess).
     */
    async run<T>(
      address: string,
      accountKey: string,
      signIn: () => Promise<T>,
      now = new Date(),
    ): Promise<T> {
      const account = `login:account:${accountKey}`;
      const reserved = await buckets.take(account, options.maxPerAccount, options.windowMs, now);
      if (reserved.count === null) throw retryAfter(reserved.windowEndsAt.getTime(), now.getTime());
      const addressKey = `login:address:${address}`;
      const counted = await buckets.take(addressKey, null, options.windowMs, now);
      let outcome: 'signed-in' | 'guess' | 'not-a-guess' = 'not-a-guess';
      try {
        await paceAddress(address, counted.count ?? 0);
        const result = await signIn();
        outcome = 'signed-in';
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORISED') outcome = 'guess';
        throw error;
      } finally {
        // A success clears the account and gives the address its count back; a refusal by the pacing or a
        // failure that is not a wrong password gives the account its count back; a wrong password keeps both.
        const at = new Date();
        if (outcome === 'signed-in')
          await Promise.all([buckets.clear(account), buckets.refund(addressKey, at)]).catch(() => {});
        else if (outcome === 'not-a-guess') await buckets.refund(account, at).catch(() => {});
      }
    },
    prune: (now: Date) => buckets.prune(new Date(now.getTime() - options.windowMs)),
  };
};

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
