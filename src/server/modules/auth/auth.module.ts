import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { createAfterReply } from './after-reply';
import { authRoutes } from './auth.routes';
import type { TAuthService } from './auth.service';
import { createLoginThrottle, type TLoginThrottle, type TLoginThrottleOptions } from './login-throttle';
import { createPasswordResetService, type TPasswordResetService } from './password-reset.service';
import { createSignupService, type TSignupService } from './signup.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions (also the sessions plugin's store). */
    auth: TAuthService;
    /** One failed-sign-in counter for every sign-in route. */
    loginThrottle: TLoginThrottle;
    /** "Forgot your password?": reset links and using them. */
    passwordReset: TPasswordResetService;
    /** Sign-up without account discovery, and confirming the e-mail address (issue 31). */
    signup: TSignupService;
  }
}

/**
 * Accounts: sign-up, sign-in (under the throttle), password changes and resets, preferences; routes under /api/auth.
 * `auth` is the service app.ts made and handed to the sessions plugin as its store.
 */
export const authModule = fp(
  async (
    app: FastifyInstance,
    { auth, loginThrottle }: { auth: TAuthService; loginThrottle?: Partial<TLoginThrottleOptions> },
  ) => {
    app.decorate('auth', auth);
    app.decorate('loginThrottle', createLoginThrottle(app.rateBuckets, loginThrottle, app.now));
    // Work that runs after an answer that must not tell who has an account (decision 0023).
    const afterReply = createAfterReply(app.log);
    const deps = { db: app.database.db, mail: app.mail, siteUrl: app.config.publicSiteUrl, afterReply };
    app.decorate('passwordReset', createPasswordResetService(deps));
    app.decorate('signup', createSignupService(deps));
    // Before the database closes: let a sign-up or reset request still being handled finish its writes.
    app.addHook('preClose', () => afterReply.idle());
    await registerApiRoutes(app, authRoutes, { prefix: '/auth' });
  },
  { name: 'auth', dependencies: ['sessions', 'rate-limit', 'mail'] },
);
