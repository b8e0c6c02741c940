import type { FastifyBaseLogger } from 'fastify';
import { penceToPounds } from '~/domain/money';
import {
  statementEmailDueAt,
  statementFigures,
  statementMonthDue,
  statementMonths,
} from '~/domain/statement';
import type { TMonthStatement, TStatement, TStatementEmailSetting } from '~/domain/statement.contract';
import { formatCalendarMonth } from '~/domain/uk-date-format';
import { shiftUkMonth, ukMonth, ukMonthStart } from '~/domain/uk-time';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { TLimitsService } from '../limits/limits.service';
import type { TMailService } from '../mail/mail.service';
import { monthlyStatementEmail } from '../mail/mail-templates';
import { createStatementsRepository } from './statements.repository';

/** Members read per statement of the e-mail job, and at most this many batches per run (the rest wait an hour). */
const EMAIL_BATCH = 50;
const EMAIL_MAX_BATCHES = 100;

export type TStatementsServiceDeps = {
  db: TDb;
  limits: Pick<TLimitsService, 'limits'>;
  mail: Pick<TMailService, 'enqueue' | 'deliverPending' | 'unsubscribeHeaders'>;
  config: Pick<TConfig, 'publicSiteUrl' | 'traderName' | 'traderAddress' | 'supportEmail'>;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * Monthly safer-gambling statements (what counts: src/domain/statement.ts): the account screen's statement, the
 * member's choice to have it e-mailed, and the job that e-mails last month's to those who asked, once each.
 */
export const createStatementsService = ({ db, limits, mail, config, log, now }: TStatementsServiceDeps) => {
  const repo = createStatementsRepository(db);
  const running = new Set<Promise<unknown>>();
  let closed = false;

  /** Month `month`'s statement for the member, with their limits as in force at `at`. */
  const monthStatement = async (userId: number, month: string, at: Date): Promise<TMonthStatement> => {
    const from = ukMonthStart(month);
    const to = ukMonthStart(shiftUkMonth(month, 1));
    const figures = statementFigures(await repo.betsPlacedBetween(userId, from, to));
    const inForce = await limits.limits(userId, at);
    return {
      month,
      from: from.toISOString(),
      to: to.toISOString(),
      betsPlaced: figures.betsPlaced,
      stakes: penceToPounds(figures.stakesPence),
      settledBets: figures.settledBets,
      returns: penceToPounds(figures.returnsPence),
      profitLoss: penceToPounds(figures.profitLossPence),
      openBets: figures.openBets,
      openStakes: penceToPounds(figures.openStakesPence),
      biggestStake: figures.biggestStakePence === null ? null : penceToPounds(figures.biggestStakePence),
      daysBet: figures.daysBet,
      limits: {
        perBetLimit: inForce.perBetLimit,
        dailyLimit: inForce.dailyLimit,
        perWeekLimit: inForce.perWeekLimit,
        perMonthLimit: inForce.perMonthLimit,
      },
    };
  };

  const emailDueStatements = async (at: Date): Promise<{ queued: number }> => {
    const month = statementMonthDue(at);
    if (!month || closed) return { queued: 0 };
    const window = {
      dueAt: statementEmailDueAt(month),
      monthEnd: ukMonthStart(shiftUkMonth(month, 1)),
      limit: EMAIL_BATCH,
    };
    // Members this run is done with whose statement is still not in the outbox (a failure, or queued elsewhere).
    const skip: number[] = [];
    let queued = 0;
    for (let batch = 0; batch < EMAIL_MAX_BATCHES && !closed; batch += 1) {
      const members = await repo.dueForEmail(month, { ...window, skip });
      if (members.length === 0) break;
      for (const member of members) {
        try {
          const message = monthlyStatementEmail({
            to: member.email,
            userId: member.id,
            username: member.username,
            statement: await monthStatement(member.id, month, at),
            siteUrl: config.publicSiteUrl,
            trader: { name: config.traderName, address: config.traderAddress, email: config.supportEmail },
            unsubscribe: await mail.unsubscribeHeaders(member.id, 'monthlyStatement'),
          });
          if (await mail.enqueue(message)) queued += 1;
          else skip.push(member.id);
        } catch (error) {
          skip.push(member.id);
          log.warn(
            { err: error, userId: member.id, month },
            'monthly statement not queued; will try next run',
          );
        }
      }
    }
    if (queued > 0) log.info({ queued, month }, 'monthly statements queued');
    await mail.deliverPending();
    return { queued };
  };

  return {
    /**
     * The member's statement for `month` (default: this UK month so far). 400 for a month that has not started, or
     * one before the month the account opened.
     */
    async statement(
      user: { id: number; createdAt: Date },
      month: string | undefined,
      at: Date,
    ): Promise<TStatement> {
      const months = statementMonths(at, user.createdAt);
      const current = months[0]!;
      const wanted = month ?? current;
      if (wanted > current)
        throw new AppError(
          'BAD_REQUEST',
          `There is no statement for ${formatCalendarMonth(wanted)} yet: that month has not started.`,
          { field: 'month' },
        );
      const opened = ukMonth(user.createdAt);
      if (wanted < opened && wanted < current)
        throw new AppError(
          'BAD_REQUEST',
          `Your account opened in ${formatCalendarMonth(opened)}: there is no statement for ${formatCalendarMonth(wanted)}.`,
          { field: 'month' },
        );
      return { ...(await monthStatement(user.id, wanted, at)), months };
    },

    async emailSetting(userId: number): Promise<TStatementEmailSetting> {
      return { monthlyStatementEmail: (await repo.findEmailSince(userId)) !== null };
    },

    async setEmailSetting(userId: number, isOn: boolean, at: Date): Promise<TStatementEmailSetting> {
      await repo.setEmail(userId, isOn, at);
      return { monthlyStatementEmail: isOn };
    },

    /**
     * Queues last month's statement for every member who asked for it and is owed it (statement.ts `statementMonthDue`:
     * from 09:00 UK time on the 1st, catching up later in the month if the job did not run then), then delivers.
     * The outbox's dedupe key names the member and the month, so a second run, or another instance running at the
     * same time, queues nothing new: each member gets each month's statement once.
     */
    runMonthlyStatements(at: Date = now()): Promise<{ queued: number }> {
      const work = emailDueStatements(at);
      running.add(work);
      void work.finally(() => running.delete(work)).catch(() => {});
      return work;
    },

    /** Stops new runs and waits for the one in flight. */
    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
};

export type TStatementsService = ReturnType<typeof createStatementsService>;
