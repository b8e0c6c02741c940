import type { FastifyRequest } from 'fastify';
import type { TConfig } from './config';

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/**
 * Query values that are secrets, never written to a log line: a reset link's token, and the client secret Stripe
 * puts on the 3-D Secure return address (`/payment-success?payment_intent_client_secret=...`).
 */
export const redactUrlSecrets = (url: string): string =>
  url.replace(
    /([?&](?:token|payment_intent_client_secret|setup_intent_client_secret)=)[^&#]*/gi,
    '$1[redacted]',
  );

/** Fastify's request log fields, with the URL's secrets redacted. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrlSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Fastify's logger (pino, JSON lines): the configured level, secrets redacted, to stdout or the given stream. */
export const loggerOptions = (config: Pick<TConfig, 'logLevel'>, stream?: NodeJS.WritableStream) => ({
  level: config.logLevel,
  redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  serializers: { req: serializeRequest },
  ...(stream ? { stream } : {}),
});
