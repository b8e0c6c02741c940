import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/client';
import { AppError } from '../errors';
import { createRateBucketsRepository, type TRateBucketsRepository } from './rate-buckets.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Atomic counters shared by every instance (the sign-in throttle, sign-up limits and the like). */
    rateBuckets: TRateBucketsRepository;
    /**
     * Counts one request against `key` and refuses it with 429, `message` and Retry-After once `max` are in the
     * window: the one rate limit every write route uses. A message given as a function is told the seconds to wait,
     * so it can say when to try again.
     */
    limitRate: (
      key: string,
      max: number,
      windowMs: number,
      message: string | ((retryAfterSeconds: number) => string),
      now?: Date,
    ) => Promise<void>;
  }
}

/** Rate limits kept in the database (`rate_buckets`), so requests spread over instances are counted together. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { db }: { db: TDb }) => {
    app.decorate('rateBuckets', createRateBucketsRepository(db));
    app.decorate(
      'limitRate',
      async (
        key: string,
        max: number,
        windowMs: number,
        message: string | ((retryAfterSeconds: number) => string),
        now = app.now(),
      ) => {
        const taken = await app.rateBuckets.take(key, max, windowMs, now);
        if (taken.count !== null) return;
        const seconds = Math.max(1, Math.ceil((taken.windowEndsAt.getTime() - now.getTime()) / 1000));
        const text = typeof message === 'string' ? message : message(seconds);
        throw new AppError('TOO_MANY_REQUESTS', text, { headers: { 'retry-after': String(seconds) } });
      },
    );
  },
  { name: 'rate-limit' },
);
