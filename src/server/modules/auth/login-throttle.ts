import { setTimeout as realSleep } from 'node:timers/promises';
import { AppError } from '../../errors';
import type { TRateBucketsRepository } from '../../plugins/rate-buckets.repository';

/**
 * The sign-in throttle (OWASP ASVS 2.2.1, NIST SP 800-63B 5.2.2), shared by every sign-in route and every instance.
 * Decision 0024: only the attacker feels it.
 *
 * - Per (account, address) pair: a hard limit. At most `maxPerPair` failures in `windowMs`; each attempt is counted
 *   atomically before its password is checked, so parallel guesses cannot all be checked. A success clears the pair.
 * - Per account, across addresses: failures count towards a ceiling (`accountCeiling` in `windowMs`) far above what
 *   one address can reach, and past `freeFailuresPerAccount` each check from an address the account has not signed
 *   in from waits a delay that grows with them. An address the account signed in from within `knownAddressMs`
 *   (the owner's own) is exempt from both: only its own pair limit applies.
 * - Per address: never a refusal and never a delay for a correct password (behind a proxy one address is every
 *   user). Past `freeFailuresPerAddress` failures, each wrong answer from the address is held back by a delay that
 *   doubles every `failuresPerDoubling` failures, up to `maxDelayMs`.
 *
 * The key of an account is its id (so the e-mail and the username count together); an unknown identifier is keyed
 * by its text, so probing unknown accounts is limited the same way.
 */
/**
 * The throttle key of an account. Sign-ins (auth.throttleKeyFor), password changes and the two-factor code checks
 * all count against it, so guesses made through any of them add up.
 */
export const accountThrottleKey = (userId: number) => `user:${userId}`;

export type TLoginThrottleOptions = {
  windowMs: number;
  /** Failures one address may make against one account in the window (then that pair waits for the window). */
  maxPerPair: number;
  /** Failures against one account, from addresses it has not signed in from, in the window (then 429). */
  accountCeiling: number;
  freeFailuresPerAccount: number;
  accountFailuresPerDoubling: number;
  /** How long a successful sign-in makes its address "known" to the account. */
  knownAddressMs: number;
  freeFailuresPerAddress: number;
  failuresPerDoubling: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How a delay is waited (tests record it instead of waiting). */
  sleep: (ms: number) => Promise<unknown>;
};

export const DEFAULT_LOGIN_THROTTLE: TLoginThrottleOptions = {
  windowMs: 15 * 60_000,
  maxPerPair: 5,
  accountCeiling: 100,
  freeFailuresPerAccount: 10,
  accountFailuresPerDoubling: 10,
  knownAddressMs: 30 * 24 * 60 * 60_000,
  freeFailuresPerAddress: 10,
  failuresPerDoubling: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  sleep: (ms) => realSleep(ms),
};

const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';

/** A delay growing with `count`: none up to `free`, then `baseDelayMs`, doubling every `perDoubling`, capped. */
const growingDelayMs = (
  count: number,
  free: number,
  perDoubling: number,
  { baseDelayMs, maxDelayMs }: Pick<TLoginThrottleOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number => {
  const excess = count - free;
  if (excess <= 0) return 0;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.floor((excess - 1) / perDoubling));
};

/** How long the wrong answer to the `count`th failure from one address in a window is held back. */
export const addressDelayMs = (count: number, options: TLoginThrottleOptions): number =>
  growingDelayMs(count, options.freeFailuresPerAddress, options.failuresPerDoubling, options);

/** How long a check waits when the account already has `count` failures from unknown addresses in the window. */
export const accountDelayMs = (count: number, options: TLoginThrottleOptions): number =>
  growingDelayMs(count, options.freeFailuresPerAccount, options.accountFailuresPerDoubling, options);

const retryAfter = (until: Date, now: Date) =>
  new AppError('TOO_MANY_REQUESTS', TOO_MANY, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
  });

/** `buckets`: the rate-limit plugin's counters (app.rateBuckets), shared by every instance; `clock`: app.now. */
export const createLoginThrottle = (
  buckets: TRateBucketsRepository,
  overrides: Partial<TLoginThrottleOptions> = {},
  clock: () => Date = () => new Date(),
) => {
  const options = { ...DEFAULT_LOGIN_THROTTLE, ...overrides };

  return {
    options,
    /**
     * Runs a sign-in for `accountKey` from `address` under the throttle: refuses (429, Retry-After) once the pair has
     * used its attempts or the account its ceiling, delays checks of an account under attack from elsewhere, holds
     * back a busy address's wrong answers, and gives the counts back on success (or on any other error, which is
     * not a guess).
     */
    async run<T>(address: string, accountKey: string, signIn: () => Promise<T>): Promise<T> {
      const now = clock();
      const pair = `login:pair:${accountKey}|${address}`;
      const account = `login:account:${accountKey}`;
      const known = `login:known:${accountKey}|${address}`;
      const reserved = await buckets.take(pair, options.maxPerPair, options.windowMs, now);
      if (reserved.count === null) throw retryAfter(reserved.windowEndsAt, now);
      const isKnown = (await buckets.peek(known, now)) > 0;
      const counted = await buckets.take(
        account,
        isKnown ? null : options.accountCeiling,
        options.windowMs,
        now,
      );
      if (counted.count === null) {
        await buckets.refund(pair, now);
        throw retryAfter(counted.windowEndsAt, now);
      }
      const settle = async (outcome: 'signed-in' | 'guess' | 'not-a-guess'): Promise<void> => {
        // A success clears its pair, gives the account this attempt back and makes the address known; a failure
        // that is not a wrong password gives both counts back; a wrong password keeps them and may be held back.
        if (outcome === 'signed-in') {
          await Promise.all([
            buckets.clear(pair),
            buckets.refund(account, now),
            buckets.take(known, null, options.knownAddressMs, now),
          ]).catch(() => {});
        } else if (outcome === 'not-a-guess') {
          await Promise.all([buckets.refund(pair, now), buckets.refund(account, now)]).catch(() => {});
        } else {
          const failures = await buckets
            .take(`login:address:${address}`, null, options.windowMs, now)
            .catch(() => ({ count: 0 }));
          const delay = addressDelayMs(failures.count ?? 0, options);
          if (delay > 0) await options.sleep(delay);
        }
      };
      let outcome: 'signed-in' | 'guess' | 'not-a-guess' = 'not-a-guess';
      try {
        // NOTE: the count includes this attempt, so the delay starts with the first failure past the free ones.
        if (!isKnown) {
          const delay = accountDelayMs(counted.count - 1, options);
          if (delay > 0) await options.sleep(delay);
        }
        const result = await signIn();
        outcome = 'signed-in';
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORISED') outcome = 'guess';
        throw error;
      } finally {
        await settle(outcome);
      }
    },
    prune: (now: Date) => buckets.prune(new Date(now.getTime() - options.windowMs)),
  };
};

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
