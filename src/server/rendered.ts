import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are (the same threshold as the global compression). */
export const COMPRESS_THRESHOLD = 1024;

type TEncoding = 'br' | 'gzip';

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

const qualityOf = (part: string): number => {
  const match = /;\s*q=([0-9.]+)/.exec(part);
  return match ? Number(match[1]) : 1;
};

/** The encoding to answer with: br over gzip when both are accepted, none for identity, q=0 or no header. */
export const pickEncoding = (acceptEncoding: string | undefined): TEncoding | null => {
  if (!acceptEncoding) return null;
  let br = 0;
  let gzip = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const name = part.split(';')[0]!.trim();
    if (name === 'br') br = qualityOf(part);
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip, qualityOf(part));
    else if (name === '*') {
      const q = qualityOf(part);
      br ||= q;
      gzip ||= q;
    }
  }
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
};

const encode = (json: string, encoding: TEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(json, { level: 9 });

/** Sends a rendered answer, compressed if the caller accepts it. Synchronous: no promise on the hot path. */
export const sendRendered = (request: FastifyRequest, reply: FastifyReply, rendered: TRendered): void => {
  reply.type('application/json; charset=utf-8');
  if (rendered.json.length < COMPRESS_THRESHOLD) {
    reply.send(rendered.json);
    return;
  }
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    reply.send(rendered.json);
    return;
  }
  rendered.encoded[encoding] ??= encode(rendered.json, encoding);
  reply.header('content-encoding', encoding).send(rendered.encoded[encoding]);
};
