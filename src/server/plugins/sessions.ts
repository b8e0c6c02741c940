import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { AppError } from '../errors';
import type { TUserRow } from '../modules/auth/auth.repository';
import { createAuthService, type TAuthService } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'racepro_session';

declare module 'fastify' {
  interface FastifyInstance {
    auth: TAuthService;
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Resolved from the session cookie on every request. */
    user: TUserRow | null;
    sessionToken: string | null;
  }
}

/** Throws 401 for a guest; returns the signed-in user. */
export const requireUser = (request: FastifyRequest): TUserRow => {
  if (!request.user) throw new AppError('UNAUTHORISED', 'Sign in to continue');
  return request.user;
};

/** Throws 401 for a guest and 403 for a signed-in non-admin. */
export const requireAdmin = (request: FastifyRequest): TUserRow => {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrator access required');
  return user;
};

export const sessionsPlugin = fp(
  async (app: FastifyInstance, { config, db }: { config: TConfig; db: TDb }) => {
    await app.register(cookie);
    app.decorate('auth', createAuthService(db));
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.isProduction,
      path: '/',
    };
    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return;
      request.sessionToken = token;
      request.user = await app.auth.findSessionUser(token);
    });
  },
);
