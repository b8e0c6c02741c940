import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are; the global compression uses the same threshold and encodings. */
export const COMPRESS_THRESHOLD = 1024;
/** Most preferred first: br wins over gzip at equal quality, and `*` means br. */
export const COMPRESS_ENCODINGS = ['br', 'gzip'] as const;

type TEncoding = (typeof COMPRESS_ENCODINGS)[number];

/**
 * A JSON answer rendered once and served many times: the text, and each compressed form made on first use and kept
 * with it. Hot reads (today's tips, polled every 10 s by every open Tips page) then cost no serialisation and no
 * per-request compression; the route opts out of the global compression hooks (`compress: false`).
 */
export type TRendered = {
  readonly json: string;
  readonly encoded: Partial<Record<TEncoding, Buffer>>;
};

export const renderJson = (json: string): TRendered => ({ json, encoded: {} });

const NEGOTIABLE: string[] = [...COMPRESS_ENCODINGS];

/**
 * The encoding to answer with, by the negotiator @fastify/compress uses (q-values, preference order), lower-cased
 * and with x-gzip as gzip as it does; `*` takes our first preference. None for identity, q=0 or no header.
 */
export const pickEncoding = (acceptEncoding: string | undefined): TEncoding | null =>
  acceptEncoding
    ? (negotiate(acceptEncoding.toLowerCase().replaceAll('x-gzip', 'gzip'), NEGOTIABLE) as TEncoding | null)
    : null;

const encode = (json: string, encoding: TEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(json, { level: 9 });

/**
 * Sends a rendered answer, compressed if the caller accepts it. Synchronous: no promise on the hot path. The web app's
 * pages go out the same way, as HTML.
 */
export const sendRendered = (
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: TRendered,
  type = 'application/json; charset=utf-8',
): void => {
  reply.type(type);
  if (rendered.json.length < COMPRESS_THRESHOLD) {
    reply.send(rendered.json);
    return;
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    reply.send(rendered.json);
    return;
  }
  rendered.encoded[encoding] ??= encode(rendered.json, encoding);
  reply.header('content-encoding', encoding).send(rendered.encoded[encoding]);
};
