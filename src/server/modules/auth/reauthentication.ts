import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { hashSessionToken } from '../../plugins/sessions';
import { accountThrottleKey, type TLoginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createReauthenticationRepository } from './reauthentication.repository';

/** How long after signing in a member may change how they sign in (two-factor) without signing in again. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';
export const SIGN_IN_AGAIN =
  'For your security, sign out and sign in again first: this change needs a sign-in from the last 10 minutes.';

/**
 * Proving it is still the member (OWASP ASVS 4.0.3 2.2.3, 3.3.4): the current password, checked under the sign-in
 * throttle (a wrong one counts as a wrong sign-in, on the same account counter), and for the most sensitive changes a
 * recent sign-in. A wrong password is answered 403 with `field: 'password'`: the caller is signed in, so 401 would
 * read as "signed out".
 */
export const createReauthentication = ({ db, loginThrottle }: { db: TDb; loginThrottle: TLoginThrottle }) => {
  const repo = createReauthenticationRepository(db);
  return {
    /** 403 unless the session with this cookie token began within RECENT_SIGN_IN_MS of `now` (the test clock's). */
    async requireRecentSignIn(sessionToken: string | null, now: Date): Promise<void> {
      const startedAt = sessionToken ? await repo.findSessionStart(hashSessionToken(sessionToken)) : null;
      if (!startedAt || now.getTime() - startedAt.getTime() > RECENT_SIGN_IN_MS)
        throw new AppError('FORBIDDEN', SIGN_IN_AGAIN);
    },

    /**
     * Checks `password` is the user's current one, then runs `action`, both inside one run of the sign-in throttle
     * (so a right password cannot clear the counter for wrong codes guessed in `action`). A wrong password: 403.
     */
    async withCurrentPassword<T>(
      address: string,
      userId: number,
      password: string,
      action: () => Promise<T>,
    ): Promise<T> {
      const wrong = new AppError('UNAUTHORISED', WRONG_CURRENT_PASSWORD, { field: 'password' });
      try {
        return await loginThrottle.run(address, accountThrottleKey(userId), async () => {
          const hash = await repo.findPasswordHash(userId);
          if (!hash) {
            await verifyAgainstDummy(password);
            throw wrong;
          }
          if (!(await verifyPassword(hash, password))) throw wrong;
          return action();
        });
      } catch (error) {
        // Counted as a guess by the throttle (UNAUTHORISED); answered as a refusal of a signed-in caller.
        if (error === wrong) throw new AppError('FORBIDDEN', WRONG_CURRENT_PASSWORD, { field: 'password' });
        throw error;
      }
    },

    /** Every other session of the user ends (this cookie's stays); the caller evicts cached copies. */
    endOtherSessions: (userId: number, keepSessionToken: string) =>
      repo.deleteOtherSessions(userId, hashSessionToken(keepSessionToken)),
  };
};

export type TReauthentication = ReturnType<typeof createReauthentication>;
