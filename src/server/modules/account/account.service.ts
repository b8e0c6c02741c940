import { ADMIN_CANNOT_CLOSE, type TAccountExport } from '~/domain/account.contract';
import { penceToPounds } from '~/domain/money';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { createClosedExclusionsRepository } from '../limits/closed-exclusions.repository';
import { createAccountRepository } from './account.repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
const pounds = (pence: number) => penceToPounds(pence);
const poundsOrNull = (pence: number | null) => (pence === null ? null : penceToPounds(pence));

/** The later of the break and the self-exclusion still running at `now`, if either is. */
const exclusionEnd = (
  limits: { timeOutUntil: Date | null; selfExcludedUntil: Date | null } | null,
  now: Date,
): Date | null => {
  const ends = [limits?.timeOutUntil, limits?.selfExcludedUntil].filter(
    (end): end is Date => !!end && end.getTime() > now.getTime(),
  );
  return ends.length === 0 ? null : new Date(Math.max(...ends.map((end) => end.getTime())));
};

/** A member's data is theirs (issue 31 item 8, decision 0022): the export, and closing the account. */
export const createAccountService = ({ db }: { db: TDb }) => {
  const repo = createAccountRepository(db);
  return {
    /** Everything kept about the member, read in one transaction so the parts agree. */
    async exportData(userId: number, now: Date): Promise<TAccountExport> {
      return db.transaction(async (tx) => {
        const read = createAccountRepository(tx);
        const user = await read.findUser(userId);
        if (!user || user.closedAt) throw new AppError('UNAUTHORISED', 'Sign in to continue');
        const [plan, paymentRows, betRows, limits, learning, joins, sessionRows, emails, twoFactor] =
          await Promise.all([
            read.findSubscription(userId),
            read.listPayments(userId),
            read.listBets(userId),
            read.findLimits(userId),
            read.listLearningProgress(userId),
            read.listReferralJoins(userId),
            read.listSessions(userId),
            read.listEmails(user.email),
            read.findTwoFactor(userId),
          ]);
        return {
          exportedAt: iso(now),
          profile: {
            id: user.id,
            email: user.email,
            username: user.username,
            role: user.role,
            oddsFormat: user.oddsFormat,
            bankroll: pounds(user.bankrollPence),
            referralCode: user.referralCode,
            joinedThroughAnInvite: user.referredBy !== null,
            createdAt: iso(user.createdAt),
            updatedAt: iso(user.updatedAt),
          },
          plan: plan
            ? {
                tier: plan.tier,
                startDate: isoOrNull(plan.startDate),
                endDate: isoOrNull(plan.endDate),
                lastPaymentDate: isoOrNull(plan.lastPaymentDate),
              }
            : null,
          payments: paymentRows.map((p) => ({
            id: p.id,
            provider: p.provider,
            providerRef: p.providerRef,
            plan: p.plan,
            amount: pounds(p.amountPence),
            currency: p.currency,
            status: p.status,
            failureMessage: p.failureMessage,
            periodStart: isoOrNull(p.periodStart),
            periodEnd: isoOrNull(p.periodEnd),
            fulfilledAt: isoOrNull(p.fulfilledAt),
            refundReason: p.refundReason,
            refundedAt: isoOrNull(p.refundedAt),
            consentedAt: isoOrNull(p.consentedAt),
            createdAt: iso(p.createdAt),
          })),
          bets: betRows.map(({ bet, horse, raceDate, raceTime, racecourse }) => ({
            id: bet.id,
            raceDate: raceDate ?? '',
            raceTime: raceTime ?? '',
            racecourse: racecourse ?? '',
            horse: horse ?? '',
            type: bet.multipleType ?? bet.type,
            odds: bet.oddsText,
            stake: pounds(bet.stakePence),
            totalStake: pounds(bet.totalStakePence),
            potentialReturn: pounds(bet.potentialReturnPence),
            actualReturn: poundsOrNull(bet.actualReturnPence),
            status: bet.status,
            settledAt: isoOrNull(bet.settledAt),
            createdAt: iso(bet.createdAt),
          })),
          limits: limits
            ? {
                perBetLimit: poundsOrNull(limits.perBetPence),
                dailyLimit: poundsOrNull(limits.dailyPence),
                pendingPerBetLimit: limits.hasPendingPerBet ? poundsOrNull(limits.pendingPerBetPence) : null,
                pendingPerBetFrom: limits.hasPendingPerBet ? isoOrNull(limits.pendingPerBetAt) : null,
                pendingDailyLimit: limits.hasPendingDaily ? poundsOrNull(limits.pendingDailyPence) : null,
                pendingDailyFrom: limits.hasPendingDaily ? isoOrNull(limits.pendingDailyAt) : null,
                perWeekLimit: poundsOrNull(limits.weeklyPence),
                pendingPerWeekLimit: limits.hasPendingWeekly ? poundsOrNull(limits.pendingWeeklyPence) : null,
                pendingPerWeekFrom: limits.hasPendingWeekly ? isoOrNull(limits.pendingWeeklyAt) : null,
                perMonthLimit: poundsOrNull(limits.monthlyPence),
                pendingPerMonthLimit: limits.hasPendingMonthly
                  ? poundsOrNull(limits.pendingMonthlyPence)
                  : null,
                pendingPerMonthFrom: limits.hasPendingMonthly ? isoOrNull(limits.pendingMonthlyAt) : null,
                timeOutUntil: isoOrNull(limits.timeOutUntil),
                selfExcludedUntil: isoOrNull(limits.selfExcludedUntil),
                updatedAt: iso(limits.updatedAt),
              }
            : null,
          learningProgress: learning.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
          referrals: { joined: joins.map((row) => ({ joinedAt: iso(row.joinedAt) })) },
          sessions: sessionRows.map((row) => ({
            startedAt: iso(row.startedAt),
            expiresAt: iso(row.expiresAt),
          })),
          emails: emails.map((row) => ({
            ...row,
            createdAt: iso(row.createdAt),
            sentAt: isoOrNull(row.sentAt),
          })),
          twoFactor: twoFactor
            ? { enabled: twoFactor.enabledAt !== null, enabledAt: isoOrNull(twoFactor.enabledAt) }
            : null,
        };
      });
    },

    /** 403 for an administrator (the panel needs one; another administrator removes an administrator's account). */
    async refuseAdministrator(userId: number): Promise<void> {
      const user = await repo.findUser(userId);
      if (user?.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_CANNOT_CLOSE);
    },

    /**
     * Closes the account (the password was checked by the caller): a running break or self-exclusion is kept against
     * the e-mail's hash until it ends, then everything personal is erased or anonymised, in one transaction. The
     * caller evicts cached sessions.
     */
    async close(userId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const account = createAccountRepository(tx);
        const user = await account.lockUser(userId);
        if (!user || user.closedAt) throw new AppError('UNAUTHORISED', 'Sign in to continue');
        if (user.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_CANNOT_CLOSE);
        const exclusions = createClosedExclusionsRepository(tx);
        await exclusions.pruneEnded(now);
        const until = exclusionEnd(await account.findLimits(userId), now);
        if (until) await exclusions.keep(user.email, until);
        await account.eraseAndAnonymise(user, now);
      });
    },
  };
};

export type TAccountService = ReturnType<typeof createAccountService>;
