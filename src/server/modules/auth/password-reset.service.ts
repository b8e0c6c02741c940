import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES, RESET_LINK_INVALID } from '~/domain/auth.contract';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import type { TMailService } from '../mail/mail.service';
import { passwordResetEmail } from '../mail/mail-templates';
import type { TAfterReply } from './after-reply';
import { createAuthRepository } from './auth.repository';
import { newPasswordProblem } from './common-passwords';
import { createPasswordResetRepository } from './password-reset.repository';
import { hashPassword } from './passwords';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_MINUTES * 60_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot your password?" (OWASP Forgot Password cheat sheet): a random single-use token, only its hash stored,
 * valid 30 minutes, e-mailed as a link; using it sets the password (sign-up's rules) and ends every session.
 */
export const createPasswordResetService = ({
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
  const authRepo = createAuthRepository(db);
  const repo = createPasswordResetRepository(db);

  const send = async (email: string, now: Date): Promise<void> => {
    const account = await authRepo.findUserForLogin(email);
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await db.transaction(async (tx) => {
      await createPasswordResetRepository(tx).insertToken({
        userId: account.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        createdAt: now,
      });
      await mail.enqueue(
        passwordResetEmail({
          to: account.email,
          link: `${siteUrl}/reset-password?token=${token}`,
          tokenHash,
        }),
        tx,
      );
    });
    void mail.deliverPending();
  };

  return {
    /**
     * Queues a reset link when an account has this e-mail, and starts delivery; otherwise does nothing. The caller
     * answers the same either way, so nobody learns which e-mails have accounts; and since the lookup and the writes
     * run after the answer (decision 0023), the answer takes as long either way too.
     */
    request(email: string, now: Date): void {
      afterReply.run('password reset request', () => send(email, now));
    },

    /** Waits for the requests still being handled after their answers (tests read the outbox after it). */
    idle: () => afterReply.idle(),

    /**
     * Sets a new password with a reset token; answers the user id (the caller ends their sessions). An unknown,
     * used or expired token is refused with one message; so is a token another request used a moment before.
     */
    async reset(token: string, password: string, now: Date): Promise<number> {
      const tokenHash = hashToken(token);
      const account = await repo.findUsable(tokenHash, now);
      if (!account) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { field: 'token' });
      const problem = await newPasswordProblem(password, account);
      if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'password' });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const txRepo = createPasswordResetRepository(tx);
        const userId = await txRepo.consume(tokenHash, now);
        if (userId === null) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { field: 'token' });
        await createAuthRepository(tx).updatePasswordHash(userId, passwordHash);
        await txRepo.useAllFor(userId, now);
      });
      return account.userId;
    },
  };
};

export type TPasswordResetService = ReturnType<typeof createPasswordResetService>;
