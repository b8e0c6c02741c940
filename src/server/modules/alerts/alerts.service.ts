import type { FastifyBaseLogger } from 'fastify';
import {
  betSettledAlert,
  morningDigestAlert,
  nonRunnerAlert,
  TIPS_OUT_MIN_GAP_MS,
  tipsOutAlert,
} from '~/domain/alerts';
import {
  ALERT_LABELS,
  type TAlertKind,
  type TAlertPreferences,
  type TUnsubscribeResult,
} from '~/domain/alerts.contract';
import { activeBreak } from '~/domain/breaks';
import { formatPence } from '~/domain/money';
import { canSeeTip, effectiveTier, hasTierAccess, type TTier } from '~/domain/tiers';
import { ukDate, ukInstant } from '~/domain/uk-time';
import type { TConfig } from '../../config';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { TSettledBet } from '../bets/bet-settlement';
import type { TMailService } from '../mail/mail.service';
import { alertEmail } from '../mail/mail-templates';
import { createAlertsRepository, type TAlertMember } from './alerts.repository';
import type { TPushChannel } from './push-channel';

/** "Tips are out" counts tips released this recently (and the hourly cap defers, it never drops, a release). */
export const TIPS_OUT_LOOKBACK_MS = 2 * 60 * 60_000;
/** Non-runners are looked for in races off after this long ago (and every race still to come). */
export const NON_RUNNER_WINDOW_MS = 6 * 60 * 60_000;
/** An alert still queued after this long (the server was down) is stale: it is dropped, not sent late. */
export const ALERT_STALE_MS = 3 * 60 * 60_000;
/** The morning digest goes from 09:00 UK time; a server down then catches up until noon. */
export const DIGEST_FROM = '09:00';
export const DIGEST_UNTIL = '12:00';
const DISPATCH_BATCH = 50;
const DISPATCH_MAX_BATCHES = 40;

export type TAlertsServiceDeps = {
  db: TDb;
  mail: Pick<
    TMailService,
    'enqueue' | 'deliverPending' | 'unsubscribeHeaders' | 'unsubscribeReady' | 'readUnsubscribeToken'
  >;
  push: TPushChannel;
  config: Pick<TConfig, 'publicSiteUrl' | 'traderName' | 'traderAddress' | 'supportEmail'>;
  log: FastifyBaseLogger;
  now: () => Date;
};

const tierOf = (member: Pick<TAlertMember, 'tier' | 'endDate'>, at: Date): TTier =>
  member.tier ? effectiveTier(member.tier, member.endDate, at) : 'Free';

const wantsAny = (prefs: TAlertPreferences, kind: TAlertKind) => prefs[kind].push || prefs[kind].email;

/** Why nothing goes to this member now, or null: they may be alerted. */
const whyNot = (member: TAlertMember, kind: TAlertKind, at: Date): string | null => {
  if (member.role !== 'user' || member.closedAt !== null || member.emailVerifiedAt === null) return 'account';
  // Decision 0025: nothing that could carry a selection reaches a member on a time-out or self-exclusion.
  if (activeBreak(member, at)) return 'break';
  if (!wantsAny(member.prefs, kind)) return 'switched off';
  return null;
};

/** "Your bet settled": queued in the settlement's own transaction (settleEntryBets' `onSettled`), sent later. */
export const queueBetSettledAlert = async (tx: TDbOrTx, bet: TSettledBet, now: Date): Promise<void> => {
  const text = betSettledAlert(bet.name, bet.status, bet.returnPence);
  await createAlertsRepository(tx).insertAlert(
    {
      userId: bet.userId,
      kind: 'betSettled',
      // A re-settlement to the status the member was already told of says nothing new.
      dedupeKey: `bet-settled:${bet.id}:${bet.status}`,
      title: text.title,
      body: text.body,
      url: '/bets',
      emailSubject: text.subject,
      emailText: text.body,
    },
    now,
  );
};

const digestText = (tipLines: readonly string[], betLines: readonly string[]): string =>
  [
    tipLines.length > 0
      ? `Today's tips on your plan (${tipLines.length}):`
      : 'No tips on your plan yet today.',
    ...tipLines,
    '',
    betLines.length > 0 ? `Your open bets (${betLines.length}):` : 'You have no open bets.',
    ...betLines,
  ].join('\n');

/**
 * Alerts (issue 37 item 3; decision 0035): the member's switches; the jobs that find events (tips released, runners
 * withdrawn, the morning) and queue one `alerts` row per member per event; and the dispatcher that hands each queued
 * alert to push and e-mail as the member's switches say, unless they are on a break or their account is closed.
 */
export const createAlertsService = ({ db, mail, push, config, log, now }: TAlertsServiceDeps) => {
  const repo = createAlertsRepository(db);
  const running = new Set<Promise<unknown>>();
  let closed = false;
  let tickInFlight: Promise<unknown> | null = null;

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  /** Queues "Tips are out" for members whose plan sees a tip released since they were last told (at most hourly). */
  const tipsOut = async (at: Date): Promise<number> =>
    db.transaction(async (tx) => {
      const txRepo = createAlertsRepository(tx);
      // NOTE: the hourly cap reads the last alert and then writes one: two instances must not both pass the read.
      await txRepo.lockTipsOut();
      const fresh = await txRepo.recentlyPublished(new Date(at.getTime() - TIPS_OUT_LOOKBACK_MS), at);
      if (fresh.length === 0) return 0;
      const lastTold = await txRepo.lastTipsOut();
      let queued = 0;
      for (const member of await txRepo.alertableMembers()) {
        if (whyNot(member, 'tipsOut', at)) continue;
        const told = lastTold.get(member.id);
        if (told && at.getTime() - told.getTime() < TIPS_OUT_MIN_GAP_MS) continue;
        const tier = tierOf(member, at);
        const visible = fresh.filter(
          (tip) => (!told || tip.publishAt > told) && hasTierAccess(tier, tip.accessLevel),
        );
        if (visible.length === 0) continue;
        const text = tipsOutAlert(visible.length);
        const isNew = await txRepo.insertAlert(
          {
            userId: member.id,
            kind: 'tipsOut',
            dedupeKey: `tips-out:${member.id}:${at.toISOString()}`,
            title: text.title,
            body: text.body,
            url: '/tips',
            emailSubject: text.subject,
            emailText: text.body,
          },
          at,
        );
        if (isNew) queued += 1;
      }
      return queued;
    });

  /** Queues "Non-runner: <horse>" for members with a bet on a withdrawn runner or whose plan sees a tip on it. */
  const nonRunners = async (at: Date): Promise<number> => {
    const entries = await repo.withdrawnEntries(new Date(at.getTime() - NON_RUNNER_WINDOW_MS));
    if (entries.length === 0) return 0;
    const ids = entries.map((entry) => entry.entryId);
    const bettors = await repo.bettorsOn(ids);
    const tipped = await repo.tipsOn(ids, at);
    const watchers =
      tipped.length === 0
        ? []
        : (await repo.alertableMembers()).filter((member) => !whyNot(member, 'nonRunner', at));
    let queued = 0;
    for (const entry of entries) {
      const recipients = new Map<number, string>();
      for (const tip of tipped.filter((t) => t.entryId === entry.entryId))
        for (const member of watchers)
          if (hasTierAccess(tierOf(member, at), tip.accessLevel)) recipients.set(member.id, '/tips');
      for (const bet of bettors.filter((b) => b.entryId === entry.entryId))
        recipients.set(bet.userId, '/bets');
      const text = nonRunnerAlert(entry);
      for (const [userId, url] of recipients) {
        const isNew = await repo.insertAlert(
          {
            userId,
            kind: 'nonRunner',
            dedupeKey: `non-runner:${userId}:${entry.entryId}`,
            title: text.title,
            body: text.body,
            url,
            emailSubject: text.subject,
            emailText: text.body,
          },
          at,
        );
        if (isNew) queued += 1;
      }
    }
    return queued;
  };

  /** From 09:00 UK time: the morning digest, once a day, to members who switched it on. */
  const digest = async (at: Date): Promise<number> => {
    const date = ukDate(at);
    if (at < ukInstant(date, DIGEST_FROM) || at >= ukInstant(date, DIGEST_UNTIL)) return 0;
    const members = (await repo.alertableMembers()).filter((member) => !whyNot(member, 'morningDigest', at));
    if (members.length === 0) return 0;
    const tips = await repo.tipsForDate(date, at);
    let queued = 0;
    for (const member of members) {
      const dedupeKey = `digest:${member.id}:${date}`;
      if (await repo.hasAlert(dedupeKey)) continue;
      const tier = tierOf(member, at);
      // Only the tips this member's plan sees (a resulted tip is the public record).
      const tipLines = tips
        .filter((tip) => canSeeTip(tier, tip))
        .map((tip) => `- ${tip.raceTime} ${tip.racecourse}: ${tip.horse}, ${tip.betType} at ${tip.oddsText}`);
      const betLines = (await repo.openSingles(member.id)).map(
        (bet) =>
          `- ${bet.raceTime} ${bet.racecourse}: ${bet.horse}, ${bet.type} at ${bet.oddsText}, staked ${formatPence(bet.totalStakePence)}`,
      );
      const text = morningDigestAlert(tipLines.length, betLines.length);
      const isNew = await repo.insertAlert(
        {
          userId: member.id,
          kind: 'morningDigest',
          dedupeKey,
          title: text.title,
          body: text.body,
          url: '/tips',
          emailSubject: text.subject,
          emailText: digestText(tipLines, betLines),
        },
        at,
      );
      if (isNew) queued += 1;
    }
    return queued;
  };

  /** Hands queued alerts to push and e-mail, each once (rows are claimed and marked in one transaction). */
  const dispatch = async (at: Date): Promise<{ push: number; email: number; skipped: number }> => {
    const report = { push: 0, email: 0, skipped: 0 };
    await mail.unsubscribeReady();
    for (let batch = 0; batch < DISPATCH_MAX_BATCHES && !closed; batch += 1) {
      const handled = await db.transaction(async (tx) => {
        const txRepo = createAlertsRepository(tx);
        const rows = await txRepo.claimUndispatched(DISPATCH_BATCH);
        for (const row of rows) {
          const { alert } = row;
          const reason =
            at.getTime() - alert.createdAt.getTime() > ALERT_STALE_MS ? 'stale' : whyNot(row, alert.kind, at);
          if (reason) {
            await txRepo.markDispatched(alert.id, { skipped: reason }, at);
            report.skipped += 1;
            continue;
          }
          const channels = row.prefs[alert.kind];
          if (channels.push) {
            await push.enqueue(tx, {
              userId: alert.userId,
              title: alert.title,
              body: alert.body,
              url: alert.url,
              tag: alert.kind,
              dedupeKey: `alert:${alert.dedupeKey}`,
            });
            report.push += 1;
          }
          if (channels.email) {
            const message = alertEmail({
              to: row.email,
              username: row.username,
              kind: alert.kind,
              subject: alert.emailSubject,
              text: alert.emailText,
              dedupeKey: alert.dedupeKey,
              siteUrl: config.publicSiteUrl,
              trader: { name: config.traderName, address: config.traderAddress, email: config.supportEmail },
              unsubscribe: await mail.unsubscribeHeaders(alert.userId, alert.kind),
            });
            await mail.enqueue(message, tx);
            report.email += 1;
          }
          await txRepo.markDispatched(alert.id, channels, at);
        }
        return rows.length;
      });
      if (handled === 0) break;
    }
    if (report.email > 0) void mail.deliverPending();
    return report;
  };

  const tick = async (at: Date) => {
    const queued = (await tipsOut(at)) + (await nonRunners(at)) + (await digest(at));
    const sent = await dispatch(at);
    if (queued > 0 || sent.push + sent.email > 0)
      log.info({ queued, ...sent }, 'alerts queued and dispatched');
    return { queued, ...sent };
  };

  return {
    preferences: (userId: number): Promise<TAlertPreferences> => repo.preferences(userId),

    async savePreferences(userId: number, prefs: TAlertPreferences): Promise<TAlertPreferences> {
      await repo.savePreferences(userId, prefs, now());
      return prefs;
    },

    /**
     * The unsubscribe link (RFC 8058): turns off the e-mail its token names, without a session. Already off is fine.
     * A forged, altered or expired token is a 400 and changes nothing.
     */
    async unsubscribe(token: string): Promise<TUnsubscribeResult> {
      const claim = await mail.readUnsubscribeToken(token);
      if (!claim)
        throw new AppError(
          'BAD_REQUEST',
          'This unsubscribe link is not valid or has expired. Sign in and change your alerts on your account page.',
        );
      const at = now();
      if (claim.kind === 'monthlyStatement') {
        await repo.stopStatementEmail(claim.userId, at);
        return { kind: claim.kind, message: 'You will no longer get your monthly statement by e-mail.' };
      }
      if (await repo.userExists(claim.userId)) await repo.turnEmailOff(claim.userId, claim.kind, at);
      return {
        kind: claim.kind,
        message: `You will no longer get "${ALERT_LABELS[claim.kind]}" e-mails.`,
      };
    },

    /** Reads an unsubscribe token without acting on it (the confirmation page); null when not valid. */
    readUnsubscribeToken: (token: string) => mail.readUnsubscribeToken(token),

    /** One run of every alert job, then dispatch (the timer calls it; tests call it with the clock set). */
    run(at: Date = now()) {
      return track(tick(at));
    },

    /** Queues "Tips are out" only (tests). */
    runTipsOut: (at: Date = now()) => track(tipsOut(at)),
    runNonRunners: (at: Date = now()) => track(nonRunners(at)),
    runDigest: (at: Date = now()) => track(digest(at)),
    dispatch: (at: Date = now()) => track(dispatch(at)),

    /** After a result: dispatch the settled-bet alerts in the background (the request does not wait). */
    dispatchSoon(): void {
      if (closed) return;
      void track(dispatch(now())).catch((error: unknown) => {
        log.warn({ err: error }, 'alert dispatch failed; the next run retries');
      });
    },

    /** The timer's run: skipped while the last one is still going. */
    runScheduled(): void {
      if (closed || tickInFlight) return;
      tickInFlight = track(tick(now()))
        .catch((error: unknown) => log.warn({ err: error }, 'alert run failed; will run again shortly'))
        .finally(() => {
          tickInFlight = null;
        });
    },

    listFor: (userId: number) => repo.listFor(userId),

    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
};

export type TAlertsService = ReturnType<typeof createAlertsService>;
