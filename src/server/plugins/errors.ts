import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { echo } from '~/domain/contract';
import { isAppError } from '../errors';

type TFieldIssue = { field: string; message: string };

const fieldOf = (instancePath: string, context: string | undefined): string => {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
};

/**
 * One place maps errors to HTTP, always as `{ error, code, issues? }` (ZErrorResponse): validation -> 400
 * VALIDATION with every field and reason, AppError -> its status and code (with its field as an issue), client errors
 * Fastify raises (bad JSON, wrong content type, too large) -> their 4xx, anything else -> 500 INTERNAL, logged with
 * the request id and never leaking a stack or message. The web shows `issues` under their fields without reading
 * the `error` text.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: TFieldIssue[] = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext),
          message: issue.message ?? 'is invalid',
        }));
        const first = issues[0];
        return reply.status(400).send({
          error: first ? `${first.field}: ${first.message}` : 'Invalid request',
          code: 'VALIDATION',
          issues,
        });
      }
      if (isAppError(error)) {
        const issues = error.field ? [{ field: error.field, message: error.message }] : undefined;
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ error: error.message, code: error.code, ...(issues ? { issues } : {}) });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, reqId: request.id }, 'response failed its schema');
        return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const isBadJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
        const isMediaType = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
        return reply.status(status).send({
          error: isBadJson
            ? 'Malformed JSON body'
            : isMediaType
              ? 'Unsupported content type: send application/json'
              : error.message,
          code: isBadJson
            ? 'MALFORMED_JSON'
            : isMediaType
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : (error.code ?? 'BAD_REQUEST'),
        });
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: the router's own refusals, raised before any route or hook, answered in the API's
 * `{ error, code }` with the caller's address cut (Fastify's default repeats the whole URL, 12-15 KB for a long
 * path parameter).
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const path = echo(request.url.split('?')[0] ?? '');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ error: `The address is too long: ${path}`, code: 'URI_TOO_LONG' });
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send({ error: `The address is not valid: ${path}`, code: 'BAD_URL' });
  request.log.error({ err: error, reqId: request.id }, 'unexpected routing error');
  return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL' });
};
