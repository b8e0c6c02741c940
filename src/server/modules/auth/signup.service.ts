import { createHash, randomBytes } from 'node:crypto';
import { isAdultOn, UNDER_AGE_MESSAGE } from '~/domain/age';
import { EMAIL_VERIFICATION_HOURS, type TSignupBody, VERIFY_LINK_INVALID } from '~/domain/auth.contract';
import { ukDate } from '~/domain/uk-time';
import type { TDb, TDbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { isExcludedEmail } from '../limits/limits.service';
import type { TMailService } from '../mail/mail.service';
import {
  emailVerificationEmail,
  signupExistingAccountEmail,
  signupUsernameTakenEmail,
} from '../mail/mail-templates';
import { findReferrer } from '../referrals/referrals.service';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import type { TAfterReply } from './after-reply';
import { createAuthRepository, type TUserRow } from './auth.repository';
import { newPasswordProblem } from './common-passwords';
import { createEmailVerificationRepository } from './email-verification.repository';
import { hashPassword } from './passwords';

export const EMAIL_VERIFICATION_TTL_MS = EMAIL_VERIFICATION_HOURS * 3_600_000;
/** One "someone tried to sign up with your address" notice per address per window, however many tries. */
const NOTICE_WINDOW_MS = 3_600_000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Sign-up without account discovery (issue 31, decision 0023). The answer is the same for a new e-mail, a taken
 * e-mail and a taken username, and so is the work before it: the checks that do not depend on who exists (age,
 * password rules) and one Argon2 hash. What differs runs after the answer: a new account (unverified, with a
 * 24-hour single-use confirmation link), a notice to the owner of a taken e-mail, or a request to the new person to
 * choose another username.
 */
export const createSignupService = ({
  db,
  mail,
  siteUrl,
  afterReply,
}: {
  db: TDb;
  mail: Pick<TMailService, 'enqueue' | 'deliverPending'>;
  siteUrl: string;
  afterReply: TAfterReply;
}) => {
  const repo = createAuthRepository(db);

  const windowOf = (email: string, now: Date) =>
    `${sha256(email)}:${Math.floor(now.getTime() / NOTICE_WINDOW_MS)}`;

  const newToken = () => {
    const token = randomBytes(32).toString('base64url');
    return { token, tokenHash: sha256(token) };
  };

  /** A new 24-hour single-use confirmation link for `user`: its hash stored and the link mailed, in `tx`. */
  const issueLink = async (tx: TDbOrTx, user: { id: number; email: string }, now: Date): Promise<void> => {
    const { token, tokenHash } = newToken();
    await createEmailVerificationRepository(tx).insertToken({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      createdAt: now,
    });
    await mail.enqueue(
      emailVerificationEmail({ to: user.email, link: `${siteUrl}/verify-email?token=${token}`, tokenHash }),
      tx,
    );
  };

  /** Creates the unverified account with its Free plan and queues its confirmation link, in one transaction. */
  const createAccount = (body: TSignupBody, passwordHash: string, now: Date) =>
    db.transaction(async (tx) => {
      // An invite code that names nobody is ignored: the sign-up goes ahead without it.
      const referredBy = await findReferrer(tx, body.ref);
      const user = await createAuthRepository(tx).insertUser({
        email: body.email,
        username: body.username ?? null,
        passwordHash,
        referredBy,
        emailVerifiedAt: null,
      });
      await createSubscriptionsRepository(tx).upsert({
        userId: user.id,
        tier: 'Free',
        startDate: now,
        endDate: null,
        lastPaymentDate: null,
      });
      await issueLink(tx, user, now);
    });

  /** Whichever e-mail the attempt calls for: a notice to a taken e-mail's owner, or "choose another username". */
  const notify = async (body: TSignupBody, now: Date): Promise<boolean> => {
    const owner = await repo.findUserForLogin(body.email);
    if (owner) {
      await mail.enqueue(
        signupExistingAccountEmail({ to: owner.email, siteUrl, windowKey: windowOf(owner.email, now) }),
      );
      return true;
    }
    if (body.username && (await repo.findUserByUsername(body.username))) {
      await mail.enqueue(
        signupUsernameTakenEmail({
          to: body.email,
          siteUrl,
          username: body.username,
          windowKey: windowOf(body.email, now),
        }),
      );
      return true;
    }
    return false;
  };

  const settle = async (body: TSignupBody, passwordHash: string, now: Date): Promise<void> => {
    // A closed account's self-exclusion or break outlives it against the e-mail's hash (decision 0022): no new
    // account for that address until it ends. The answer was the same as ever; nothing is created or sent.
    if (await isExcludedEmail(db, body.email, now)) return;
    if (!(await notify(body, now))) {
      try {
        await createAccount(body, passwordHash, now);
      } catch (error) {
        // Another sign-up took the e-mail or username a moment before: answer as if it had been taken already.
        if (!isUniqueViolation(error)) throw error;
        await notify(body, now);
      }
    }
    void mail.deliverPending();
  };

  return {
    /**
     * Refuses what is wrong whoever exists (under 18 on the UK date `now`, a guessable password), hashes the
     * password, and leaves the rest to run after the answer. Never says whether the e-mail or username is taken.
     */
    async signup(body: TSignupBody, now: Date): Promise<void> {
      // NOTE: Gambling Act 2005 ss. 46-47 and the UKGC's LCCP social responsibility code 3.2: no under-18s. Asked
      // on the UK calendar (Europe/London), so a birthday counts from midnight in London.
      if (!isAdultOn(body.dateOfBirth, ukDate(now)))
        throw new AppError('BAD_REQUEST', UNDER_AGE_MESSAGE, { field: 'dateOfBirth' });
      const problem = await newPasswordProblem(body.password, {
        email: body.email,
        username: body.username ?? null,
      });
      if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'password' });
      // The same Argon2 work for everyone, used only when the account is new.
      const passwordHash = await hashPassword(body.password);
      afterReply.run('sign-up', () => settle(body, passwordHash, now));
    },

    /**
     * Confirms the e-mail address of the account a link's token names: single use, within 24 hours. Answers the
     * account (the caller signs it in). An unknown, used or expired token is refused with one message.
     */
    async verify(token: string, now: Date): Promise<TUserRow> {
      const tokenHash = sha256(token);
      const userId = await db.transaction(async (tx) => {
        const tokens = createEmailVerificationRepository(tx);
        const consumed = await tokens.consume(tokenHash, now);
        if (consumed === null) return null;
        await createAuthRepository(tx).markEmailVerified(consumed, now);
        await tokens.spendAllFor(consumed, now);
        return consumed;
      });
      const account = userId === null ? null : await repo.findUserById(userId);
      if (!account) throw new AppError('BAD_REQUEST', VERIFY_LINK_INVALID, { field: 'token' });
      const { passwordHash: _hash, ...user } = account;
      return user;
    },

    /** A new confirmation link for a signed-in account that has not confirmed yet (nothing for one that has). */
    async resend(user: TUserRow, now: Date): Promise<void> {
      if (user.emailVerified) return;
      await db.transaction((tx) => issueLink(tx, user, now));
      void mail.deliverPending();
    },

    /** Waits for the work queued after answers (tests read the outbox after it). */
    idle: () => afterReply.idle(),
  };
};

export type TSignupService = ReturnType<typeof createSignupService>;
