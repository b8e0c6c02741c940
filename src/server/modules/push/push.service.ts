import { ECDH } from 'node:crypto';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  PUSH_PAYLOAD_MAX_BYTES,
  type TPushMessage,
  type TPushSubscription,
  ZPushMessage,
} from '~/domain/push.contract';
import type { TConfig, TVapidKeys } from '../../config';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createPushRepository, type TClaimedPush, type TPushUrgency } from './push.repository';

/** How long after a failed attempt the next one is made: 15 seconds, 1 minute, 5 minutes, 30 minutes. */
export const PUSH_RETRY_AFTER_MS = [15_000, 60_000, 5 * 60_000, 30 * 60_000] as const;
/** Attempts in all; after the last failure the message is given up (kept with its reason). */
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_AFTER_MS.length + 1;
/** How long a push service may hold a message for an offline device, unless the caller says otherwise. */
export const PUSH_DEFAULT_TTL_SECONDS = 6 * 60 * 60;
/** A member's browsers that get pushes; subscribing another drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 20;
/** How often the sender looks for due messages while jobs run (a fresh message is also sent at once). */
export const PUSH_POLL_MS = 5_000;

/** Messages leased per statement, sent together. */
const BATCH = 20;
const MAX_BATCHES = 25;
/** A send gives up after this long; the lease outlasts a whole batch of them. */
const SEND_TIMEOUT_MS = 10_000;
const LEASE_MS = 2 * 60_000;
const ERROR_MAX = 300;
/** A fresh message waits this long for its caller's transaction to commit before the sender looks. */
const KICK_DELAY_MS = 200;

export type TPushEnqueue = TPushMessage & {
  userId: number;
  /** Unique per event and member ("tips-out:2026-11-27T09"): the same key enqueued again sends nothing more. */
  dedupeKey: string;
  /** `high` for what cannot wait (a non-runner); default `normal`. */
  urgency?: TPushUrgency;
  /** Default PUSH_DEFAULT_TTL_SECONDS. */
  ttlSeconds?: number;
};

export type TPushDeliveryReport = { sent: number; failed: number; gone: number };

export type TPushServiceDeps = {
  db: TDb;
  /** null: push is off (no VAPID keys). */
  vapid: TVapidKeys | null;
  config: Pick<TConfig, 'pushTesting'>;
  log: FastifyBaseLogger;
  now: () => Date;
};

/** A failure's reason as stored and logged: one line, bounded. NOTE: never the endpoint (it is a capability URL). */
const reasonOf = (error: unknown): string => {
  const status = (error as { statusCode?: unknown }).statusCode;
  const message = error instanceof Error ? error.message : String(error);
  const line = `${typeof status === 'number' ? `${status} ` : ''}${message}`.replace(/\s+/g, ' ').trim();
  return line.length > ERROR_MAX ? `${line.slice(0, ERROR_MAX)}...` : line || 'Unknown error';
};

/** What to do after a failed send: the push service's answer decides (RFC 8030 section 6.2, RFC 8292 section 4). */
const outcomeOf = (error: unknown): 'gone' | 'retry' | 'give-up' => {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number') return 'retry'; // no answer: the network, a timeout
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'give-up'; // 400, 401/403 (our VAPID), 413 (too large): sending again changes nothing
};

/** True for a host a push service never has: an IP literal, or one label (localhost, an intranet name). */
const isPrivateHost = (hostname: string): boolean =>
  isIP(hostname.replace(/^\[|\]$/g, '')) !== 0 || !hostname.includes('.') || hostname.endsWith('.localhost');

/** A browser's P-256 public key must be a point on the curve, or no message can be encrypted to it. */
const isCurvePoint = (base64url: string): boolean => {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
};

/**
 * Web Push (issue 37; RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID, through `web-push`): subscriptions,
 * the outbox that `enqueue` fills inside the caller's transaction, and the sender that delivers it with retries.
 */
export const createPushService = ({ db, vapid, config, log, now }: TPushServiceDeps) => {
  const repo = createPushRepository(db);
  const agent = config.pushTesting ? new Agent({ ca: config.pushTesting.ca, keepAlive: false }) : undefined;
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let kick: NodeJS.Timeout | null = null;
  let jobsStarted = false;
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const requireVapid = (): TVapidKeys => {
    if (!vapid)
      throw new AppError(
        'UNAVAILABLE',
        'Push notifications are not set up on this server (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set).',
      );
    return vapid;
  };

  const sendOne = async (keys: TVapidKeys, push: TClaimedPush): Promise<keyof TPushDeliveryReport> => {
    const at = now();
    const ageSeconds = Math.floor((at.getTime() - push.createdAt.getTime()) / 1000);
    if (ageSeconds >= push.ttlSeconds) {
      await repo.recordFailure(push, 'expired before it could be sent', null, at);
      return 'failed';
    }
    if (push.expiresAt && push.expiresAt <= at) {
      await repo.deleteSubscriptionById(push.subscriptionId);
      return 'gone';
    }
    try {
      await webpush.sendNotification(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        push.payload,
        {
          vapidDetails: keys,
          TTL: push.ttlSeconds - ageSeconds,
          urgency: push.urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      const outcome = outcomeOf(error);
      const reason = reasonOf(error);
      const context = {
        pushId: push.id,
        subscriptionId: push.subscriptionId,
        attempt: push.attempts,
        reason,
      };
      if (outcome === 'gone') {
        await repo.deleteSubscriptionById(push.subscriptionId);
        log.info(context, 'push subscription gone; removed');
        return 'gone';
      }
      const delay = outcome === 'retry' ? PUSH_RETRY_AFTER_MS[push.attempts - 1] : undefined;
      await repo.recordFailure(push, reason, delay === undefined ? null : new Date(at.getTime() + delay), at);
      log[delay === undefined ? 'error' : 'warn'](
        context,
        delay === undefined ? 'push failed; giving up' : 'push failed; will retry',
      );
      return 'failed';
    }
    // NOTE: outside the try: once the push service took the message it is not offered again.
    await repo.markSent(push, now());
    return 'sent';
  };

  const deliver = async (keys: TVapidKeys): Promise<TPushDeliveryReport> => {
    const report = { sent: 0, failed: 0, gone: 0 };
    for (let batch = 0; batch < MAX_BATCHES && !closed; batch += 1) {
      const at = now();
      const claimed = await repo.claimDue(at, new Date(at.getTime() + LEASE_MS), BATCH);
      if (claimed.length === 0) break;
      for (const outcome of await Promise.all(claimed.map((push) => sendOne(keys, push))))
        report[outcome] += 1;
    }
    return report;
  };

  const service = {
    /** Whether push is set up (VAPID keys from the environment, or the demo's own pair). */
    isEnabled: vapid !== null,

    /** The VAPID public key browsers subscribe with; 503 when push is off. */
    publicKey: (): { publicKey: string } => ({ publicKey: requireVapid().publicKey }),

    /** 503 when push is off (the routes ask before they read the body). */
    requireEnabled: (): void => {
      requireVapid();
    },

    /**
     * Keeps `subscription` for `userId` (see the repository's upsert); a member keeps their
     * PUSH_SUBSCRIPTIONS_PER_MEMBER newest browsers. 400 for an address no push service has, or a key that is not a
     * P-256 point.
     */
    async subscribe(userId: number, subscription: TPushSubscription): Promise<void> {
      requireVapid();
      if (!config.pushTesting && isPrivateHost(new URL(subscription.endpoint).hostname))
        throw new AppError('BAD_REQUEST', 'endpoint must be a push service address', { field: 'endpoint' });
      if (!isCurvePoint(subscription.keys.p256dh))
        throw new AppError('BAD_REQUEST', 'keys.p256dh must be a P-256 public key', { field: 'keys.p256dh' });
      const expirationTime = subscription.expirationTime ?? null;
      await db.transaction(async (tx) => {
        const txRepo = createPushRepository(tx);
        await txRepo.upsertSubscription(
          {
            userId,
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            expiresAt: expirationTime === null ? null : new Date(expirationTime),
          },
          now(),
        );
        await txRepo.trimSubscriptions(userId, PUSH_SUBSCRIPTIONS_PER_MEMBER);
      });
    },

    /** Stops pushes to the caller's browser at `endpoint` (nothing happens for an address that is not theirs). */
    unsubscribe: (userId: number, endpoint: string): Promise<boolean> =>
      repo.deleteSubscription(userId, endpoint),

    /** Stops pushes to every browser of `userId` ("Sign out everywhere"); how many stopped. */
    unsubscribeAll: (userId: number): Promise<number> => repo.deleteUserSubscriptions(userId),

    /**
     * Queues `message` for every browser `userId` subscribed, in `dbOrTx` (pass the caller's transaction, so it
     * commits or rolls back with the event). Sent by the sender loop, never in the caller's request. Returns how many
     * messages were queued: 0 when push is off, the member has no subscription, or `dedupeKey` was queued before.
     * Throws (a programming error) for a message that breaks ZPushMessage or is over PUSH_PAYLOAD_MAX_BYTES.
     */
    async enqueue(dbOrTx: TDbOrTx, message: TPushEnqueue): Promise<number> {
      if (!vapid || closed) return 0;
      const { userId, dedupeKey, urgency = 'normal', ttlSeconds = PUSH_DEFAULT_TTL_SECONDS } = message;
      const payload = JSON.stringify(ZPushMessage.parse(message));
      if (Buffer.byteLength(payload) > PUSH_PAYLOAD_MAX_BYTES)
        throw new Error(`push payload is over ${PUSH_PAYLOAD_MAX_BYTES} bytes`);
      if (dedupeKey.length < 1 || dedupeKey.length > 200)
        throw new Error('dedupeKey must be 1-200 characters');
      if (!Number.isInteger(ttlSeconds) || ttlSeconds < 0 || ttlSeconds > 28 * 24 * 60 * 60)
        throw new Error('ttlSeconds must be 0 to 28 days');
      const queued = await createPushRepository(dbOrTx).enqueue(
        { userId, dedupeKey, payload, urgency, ttlSeconds },
        now(),
      );
      if (queued > 0) service.deliverSoon();
      return queued;
    },

    /**
     * Sends every message that is due and records each outcome: sent; the subscription removed (404/410); tried
     * again later (5xx, 429, no answer) until PUSH_MAX_ATTEMPTS; or given up. Never throws.
     */
    deliverPending: (): Promise<TPushDeliveryReport> => {
      if (closed || !vapid) return Promise.resolve({ sent: 0, failed: 0, gone: 0 });
      return track(
        deliver(vapid).catch((error: unknown) => {
          log.warn({ err: error }, 'push delivery run failed; will retry on the next run');
          return { sent: 0, failed: 0, gone: 0 };
        }),
      );
    },

    /** While jobs run: a delivery shortly (after the caller's transaction has had time to commit). */
    deliverSoon(): void {
      if (!jobsStarted || closed || kick) return;
      kick = setTimeout(() => {
        kick = null;
        void service.deliverPending();
      }, KICK_DELAY_MS).unref();
    },

    /** Runs the sender every `everyMs` (and after each enqueue) until `close`. */
    startJobs({ everyMs = PUSH_POLL_MS }: { everyMs?: number } = {}): void {
      if (timer || closed || !vapid) return;
      jobsStarted = true;
      timer = setInterval(() => void service.deliverPending(), everyMs).unref();
      service.deliverSoon();
    },

    /** Stops the sender and waits for sends in flight. Nothing is sent afterwards. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearInterval(timer);
      if (kick) clearTimeout(kick);
      timer = null;
      kick = null;
      await Promise.allSettled([...running]);
      agent?.destroy();
    },
  };
  return service;
};

export type TPushService = ReturnType<typeof createPushService>;
