import { AppError } from '../../errors';

/**
 * Counts failed logins per client address and identifier, and per address alone, in a sliding window.
 * NOTE: in memory, so per instance; with several instances behind a balancer each keeps its own count.
 */
export type TLoginThrottleOptions = { windowMs: number; maxPerIdentifier: number; maxPerAddress: number };

export const DEFAULT_LOGIN_THROTTLE: TLoginThrottleOptions = {
  windowMs: 15 * 60_000,
  maxPerIdentifier: 5,
  maxPerAddress: 30,
};

type TBucket = { count: number; resetAt: number };

export const createLoginThrottle = (options: TLoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) => {
  const buckets = new Map<string, TBucket>();

  const keysFor = (address: string, identifier: string) => [
    { key: `a:${address}|i:${identifier.trim().toLowerCase()}`, max: options.maxPerIdentifier },
    { key: `a:${address}`, max: options.maxPerAddress },
  ];

  const live = (key: string, now: number): TBucket | undefined => {
    const bucket = buckets.get(key);
    if (bucket && bucket.resetAt <= now) {
      buckets.delete(key);
      return undefined;
    }
    return bucket;
  };

  return {
    /** Seconds until the caller may try again, or 0 when allowed. */
    retryAfterSeconds(address: string, identifier: string, now = Date.now()): number {
      let wait = 0;
      for (const { key, max } of keysFor(address, identifier)) {
        const bucket = live(key, now);
        if (bucket && bucket.count >= max) wait = Math.max(wait, Math.ceil((bucket.resetAt - now) / 1000));
      }
      return wait;
    },
    recordFailure(address: string, identifier: string, now = Date.now()): void {
      if (buckets.size > 50_000) for (const [key] of buckets) live(key, now);
      for (const { key } of keysFor(address, identifier)) {
        const bucket = live(key, now);
        if (bucket) bucket.count += 1;
        else buckets.set(key, { count: 1, resetAt: now + options.windowMs });
      }
    },
    recordSuccess(address: string, identifier: string): void {
      buckets.delete(keysFor(address, identifier)[0]!.key);
    },
  };
};

/**
 * Runs a sign-in under the throttle: refuses (429, Retry-After) while the caller is throttled, counts an
 * UNAUTHORISED failure, clears the identifier's count on success. Both sign-in routes share one throttle, so an
 * account's failures count together wherever they are tried.
 */
export const throttledSignIn = async <T>(
  throttle: TLoginThrottle,
  address: string,
  identifier: string,
  signIn: () => Promise<T>,
): Promise<T> => {
  const wait = throttle.retryAfterSeconds(address, identifier);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Please wait and try again.', {
      headers: { 'retry-after': String(wait) },
    });
  }
  try {
    const result = await signIn();
    throttle.recordSuccess(address, identifier);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORISED')
      throttle.recordFailure(address, identifier);
    throw error;
  }
};

export type TLoginThrottle = ReturnType<typeof createLoginThrottle>;
