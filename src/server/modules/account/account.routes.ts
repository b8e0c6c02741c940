import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, ZAccountExport, ZCloseAccountBody } from '~/domain/account.contract';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ukDate } from '~/domain/uk-time';
import { requireUser } from '../../plugins/sessions';
import { createReauthentication } from '../auth/reauthentication';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  429: ZErrorResponse,
};

/** A member's data is theirs (issue 31 item 8): GET /api/account/export and DELETE /api/account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };
  const reauthentication = createReauthentication({ db: app.database.db, loginThrottle: app.loginThrottle });

  // UK GDPR Articles 15 and 20: a copy of everything kept, machine-readable, as a download.
  app.get(
    '/account/export',
    { ...member, schema: { response: { 200: ZAccountExport, ...errors } } },
    async (request, reply) => {
      const now = app.now();
      const data = await app.account.exportData(requireUser(request).id, now);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(ukDate(now))}"`);
      return data;
    },
  );

  // UK GDPR Article 17: closing the account takes the current password (checked under the sign-in throttle); every
  // session ends, personal data is erased or anonymised, payment records are kept as the law requires (decision 0022).
  app.delete(
    '/account',
    { ...member, schema: { body: ZCloseAccountBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      await app.account.refuseAdministrator(user.id);
      await reauthentication.withCurrentPassword(request.ip, user.id, request.body.password, () =>
        app.account.close(user.id, app.now()),
      );
      await app.endUserSessions(user.id);
      app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
