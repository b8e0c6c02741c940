import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../errors';

type TFieldIssue = { field: string; message: string };

const fieldOf = (instancePath: string, context: string | undefined): string => {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
};

/**
 * One place maps errors to HTTP: validation -> 400 with the field and reason, AppError -> its status,
 * client errors Fastify raises (bad JSON, wrong content type, too large) -> their 4xx, anything else -> 500
 * `{ error: "Internal error" }`, logged with the request id and never leaking a stack or message.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: TFieldIssue[] = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, error.validationContext),
        message: issue.message ?? 'is invalid',
      }));
      const first = issues[0];
      return reply
        .status(400)
        .send({ error: first ? `${first.field}: ${first.message}` : 'Invalid request', issues });
    }
    if (isAppError(error)) {
      const issues = error.field ? [{ field: error.field, message: error.fieldMessage }] : undefined;
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message, ...(issues ? { issues } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, reqId: request.id }, 'response failed its schema');
      return reply.status(500).send({ error: 'Internal error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON body'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send application/json'
            : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ error: 'Internal error' });
  });
});
