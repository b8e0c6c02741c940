import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_LABELS, ZAlertPreferences, ZUnsubscribeQuery } from '~/domain/alerts.contract';
import { ZErrorResponse } from '~/domain/auth.contract';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/sessions';
import {
  confirmUnsubscribePage,
  invalidUnsubscribePage,
  UNSUBSCRIBE_PAGE_CSP,
  unsubscribedPage,
} from './unsubscribe-page';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(html);

/** The member's alert switches (members only), and the e-mails' one-click unsubscribe link (no session needed). */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };
  const siteUrl = app.config.publicSiteUrl;

  // RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` as a form (urlencoded or multipart). The token
  // in the address is all the route reads; the body is accepted and ignored (in this scope only).
  const ignoreBody = (
    _request: FastifyRequest,
    _body: unknown,
    done: (error: null, body: undefined) => void,
  ) => done(null, undefined);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    ignoreBody,
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, ignoreBody);

  app.get(
    '/alerts',
    { ...member, schema: { response: { 200: ZAlertPreferences, ...errors } } },
    async (request) => app.alerts.preferences(requireUser(request).id),
  );

  app.put(
    '/alerts',
    { ...member, schema: { body: ZAlertPreferences, response: { 200: ZAlertPreferences, ...errors } } },
    async (request) => app.alerts.savePreferences(requireUser(request).id, request.body),
  );

  app.get('/alerts/unsubscribe', { schema: { querystring: ZUnsubscribeQuery } }, async (request, reply) => {
    const claim = await app.alerts.readUnsubscribeToken(request.query.token);
    if (!claim)
      return sendPage(
        reply,
        400,
        invalidUnsubscribePage('This unsubscribe link is not valid or has expired.', siteUrl),
      );
    const what =
      claim.kind === 'monthlyStatement'
        ? 'your monthly statement e-mails'
        : `"${ALERT_LABELS[claim.kind]}" e-mails`;
    return sendPage(reply, 200, confirmUnsubscribePage(what, request.query.token, siteUrl));
  });

  app.post('/alerts/unsubscribe', { schema: { querystring: ZUnsubscribeQuery } }, async (request, reply) => {
    try {
      const done = await app.alerts.unsubscribe(request.query.token);
      return wantsHtml(request) ? sendPage(reply, 200, unsubscribedPage(done.message, siteUrl)) : done;
    } catch (error) {
      if (error instanceof AppError && wantsHtml(request))
        return sendPage(reply, error.statusCode, invalidUnsubscribePage(error.message, siteUrl));
      throw error;
    }
  });
};
