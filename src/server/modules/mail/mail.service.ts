import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TUnsubscribeKind } from '~/domain/alerts.contract';
import type { TOutboxEntry, TOutboxList } from '~/domain/mail.contract';
import type { TConfig } from '../../config';
import type { TDb, TDbOrTx } from '../../db/client';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { createMailRepository, SENDING_MARK, type TOutboxRow } from './mail.repository';
import { renewalReminderEmail, type TMailMessage } from './mail-templates';
import { readUnsubscribeToken, signUnsubscribeToken, type TUnsubscribeClaim } from './unsubscribe-token';

/** The name of the unsubscribe links' HMAC key in `server_settings`. */
const UNSUBSCRIBE_KEY_NAME = 'unsubscribe-hmac';

/**
 * When each attempt of a mail is due, counted from when it was queued: the first at once, then after 1 minute,
 * 10 minutes, 1 hour and 6 hours. Five attempts in all; after the fifth failure the mail stays unsent (the admin
 * outbox shows why). The hourly job picks up retries that fall due.
 */
export const RETRY_AFTER_MS = [0, 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length;
/** Renewal reminders go to plans ending within this much of now. */
export const REMINDER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The job's schedule: once shortly after start, then hourly. */
export const JOB_FIRST_RUN_MS = 10_000;
export const JOB_EVERY_MS = 60 * 60 * 1000;

/**
 * Mails claimed per statement. Small, because a claimed mail is marked "sending" until its outcome is recorded: if the
 * process dies mid-batch, the rest of that batch stays "sending" (never sent twice, but not sent either).
 */
const BATCH = 5;
/** At most this many batches per delivery run (later mails wait for the next run). */
const MAX_BATCHES = 40;
const ERROR_MAX = 500;
/** Socket limits so an unresponsive mail server cannot hold a delivery run for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export type TDeliveryReport = { sent: number; failed: number };

const statusOf = (row: TOutboxRow): TOutboxEntry['status'] => {
  if (row.sentAt) return row.lastError === SENDING_MARK ? 'sending' : 'sent';
  return row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
};

/** Mails whose body is a live link into an account: hidden from the admin outbox outside demo mode. */
const LIVE_LINK_KINDS: ReadonlySet<TOutboxRow['kind']> = new Set(['password_reset', 'email_verification']);

/**
 * `showLinks`: demo mode (never in production), where the outbox is the only way to read a reset or confirmation link
 * (no mail server, made-up addresses).
 */
const toEntry = (row: TOutboxRow, showLinks: boolean): TOutboxEntry => {
  const status = statusOf(row);
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    // NOTE: a reset or confirmation mail's body is a live link into the account: outside demo mode it never leaves
    // the server.
    body: LIVE_LINK_KINDS.has(row.kind) && !showLinks ? null : row.body,
    headers: row.headers ?? {},
    status,
    createdAt: row.createdAt.toISOString(),
    sentAt: status === 'sent' ? (row.sentAt?.toISOString() ?? null) : null,
    attempts: row.attempts,
    lastError: status === 'sending' ? null : row.lastError,
  };
};

/** A failure's reason as stored and logged: one line, bounded, without the SMTP URL's credentials. */
const reasonOf = (error: unknown, smtpUrl: string): string => {
  const message = error instanceof Error ? error.message : String(error);
  const withoutUrl = message.split(smtpUrl).join('[SMTP_URL]');
  const oneLine = withoutUrl.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return oneLine.length > ERROR_MAX ? `${oneLine.slice(0, ERROR_MAX)}...` : oneLine;
};

export type TMailServiceDeps = {
  db: TDb;
  /** `demo`: the outbox shows reset links (off when left out). */
  config: Pick<TConfig, 'mail' | 'publicSiteUrl'> & Partial<Pick<TConfig, 'demo' | 'isProduction'>>;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * E-mail through the outbox (DESIGN.md: nodemailer when SMTP_URL is set, otherwise the outbox is the record):
 * `enqueue` stores a message (inside the caller's transaction when given one), `deliverPending` sends what is due,
 * `runRenewalReminders` queues the 3-day reminders, `startJobs` runs those on a timer until `close`.
 */
export const createMailService = ({ db, config, log, now }: TMailServiceDeps) => {
  const repo = createMailRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const smtpUrl = config.mail.smtpUrl;
  const transport = smtpUrl
    ? createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from: config.mail.from })
    : null;
  const running = new Set<Promise<unknown>>();
  let timers: { first: NodeJS.Timeout; every: NodeJS.Timeout } | null = null;
  let closed = false;

  /** Runs `work` counted as in flight, so `close` can wait for it. */
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const sendOne = async (row: TOutboxRow): Promise<boolean> => {
    try {
      // NOTE: text only: nodemailer sends it as the one text/plain part (every client reads it; nothing to track).
      await transport!.sendMail({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      const reason = reasonOf(error, smtpUrl ?? '');
      await repo.recordFailure(row.id, reason);
      const last = row.attempts >= MAX_ATTEMPTS;
      log[last ? 'error' : 'warn'](
        { mailId: row.id, kind: row.kind, attempt: row.attempts, reason },
        last ? 'mail failed for the last time; giving up' : 'mail failed; will retry',
      );
      return false;
    }
    // NOTE: outside the try: once the server has taken the mail it is never offered again, even if this write fails
    // (the row then stays "sending").
    await repo.markSent(row.id, now());
    log.info({ mailId: row.id, kind: row.kind, attempt: row.attempts }, 'mail sent');
    return true;
  };

  const deliver = async (): Promise<TDeliveryReport> => {
    const report = { sent: 0, failed: 0 };
    if (!transport) return report;
    const failed: number[] = [];
    for (let batch = 0; batch < MAX_BATCHES && !closed; batch += 1) {
      const claimed = await repo.claimDue(now(), RETRY_AFTER_MS, BATCH, failed);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        if (await sendOne(row)) report.sent += 1;
        else failed.push(row.id);
      }
    }
    report.failed = failed.length;
    return report;
  };

  let unsubscribeKey: Promise<string> | null = null;
  /** The HMAC key of unsubscribe links: made once (stored in the database, so every instance signs alike). */
  const keyOfUnsubscribe = (): Promise<string> => {
    unsubscribeKey ??= repo
      .secret(UNSUBSCRIBE_KEY_NAME, randomBytes(32).toString('base64url'))
      .catch((error) => {
        unsubscribeKey = null;
        throw error;
      });
    return unsubscribeKey;
  };

  const service = {
    /**
     * The one-click unsubscribe headers (RFC 8058) of a non-transactional mail to member `userId`: a POST to the link
     * turns off what `kind` names, without signing in. The link is also the one the mail's text shows.
     */
    async unsubscribeHeaders(
      userId: number,
      kind: TUnsubscribeKind,
    ): Promise<{ headers: Record<string, string>; link: string }> {
      const token = signUnsubscribeToken(await keyOfUnsubscribe(), { userId, kind }, now());
      const link = `${config.publicSiteUrl}/api/alerts/unsubscribe?token=${token}`;
      return {
        link,
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    },

    /** Makes (or reads) the links' key now, so signing later needs no query (inside a transaction on PGlite). */
    async unsubscribeReady(): Promise<void> {
      await keyOfUnsubscribe();
    },

    /** Who an unsubscribe token names and what it turns off; null when forged, altered or expired. */
    async readUnsubscribeToken(token: string): Promise<TUnsubscribeClaim | null> {
      return readUnsubscribeToken(await keyOfUnsubscribe(), token, now());
    },

    /**
     * Queues `message` (in `tx` when given, so it commits or rolls back with the caller's work). True when newly
     * queued; false when a message with its dedupe key already exists. Delivery is `deliverPending`'s job: call it
     * after the caller's transaction commits.
     */
    enqueue: (message: TMailMessage, tx?: TDbOrTx): Promise<boolean> =>
      (tx ? createMailRepository(tx) : repo).insert(message, now()),

    /**
     * Sends every mail that is due over SMTP and records each outcome; does nothing without SMTP_URL. Never throws:
     * a failure is stored on the mail (and logged) and retried later, up to MAX_ATTEMPTS attempts in all.
     */
    deliverPending: (): Promise<TDeliveryReport> => {
      if (closed || !transport) return Promise.resolve({ sent: 0, failed: 0 });
      return track(
        deliver().catch((error: unknown) => {
          log.warn({ err: error }, 'mail delivery run failed; will retry on the next run');
          return { sent: 0, failed: 0 };
        }),
      );
    },

    /**
     * Queues one reminder per plan period for Starter and Monthly plans ending in (now, now + 3 days], then delivers.
     * The dedupe key names the user and the period's end, so a second run (or a second instance) queues nothing new.
     */
    runRenewalReminders: (at: Date = now()): Promise<{ queued: number }> =>
      track(
        (async () => {
          if (closed) return { queued: 0 };
          const ending = await subscriptions.endingBetween(at, new Date(at.getTime() + REMINDER_WINDOW_MS));
          let queued = 0;
          for (const plan of ending) {
            const message = renewalReminderEmail({
              to: plan.email,
              userId: plan.userId,
              planName: plan.tier,
              endDate: plan.endDate,
              siteUrl: config.publicSiteUrl,
            });
            if (await repo.insert(message, now())) queued += 1;
          }
          if (queued > 0) log.info({ queued }, 'renewal reminders queued');
          await service.deliverPending();
          return { queued };
        })(),
      ),

    /** The admin outbox: the most recent mails first (a reset mail's body only in demo mode). */
    async list(limit: number): Promise<TOutboxList> {
      const showSecrets = config.demo === true && config.isProduction !== true;
      return {
        delivery: transport ? 'smtp' : 'outbox',
        entries: (await repo.listRecent(limit)).map((row) => toEntry(row, showSecrets)),
      };
    },

    /** Runs the reminder job (and so delivery) once after `firstRunMs`, then every `everyMs`, until `close`. */
    startJobs({ firstRunMs = JOB_FIRST_RUN_MS, everyMs = JOB_EVERY_MS } = {}): void {
      if (timers || closed) return;
      const run = () => {
        if (closed) return;
        service.runRenewalReminders().catch((error: unknown) => {
          log.warn({ err: error }, 'renewal reminder job failed; will run again in an hour');
        });
      };
      timers = { first: setTimeout(run, firstRunMs).unref(), every: setInterval(run, everyMs).unref() };
    },

    /** Stops the timers, waits for runs in flight, and closes the SMTP connection. Nothing is sent afterwards. */
    async close(): Promise<void> {
      closed = true;
      if (timers) {
        clearTimeout(timers.first);
        clearInterval(timers.every);
        timers = null;
      }
      await Promise.allSettled([...running]);
      transport?.close();
    },
  };
  return service;
};

export type TMailService = ReturnType<typeof createMailService>;
