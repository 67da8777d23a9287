import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LruMap } from 'toad-cache';

export type Encoding = 'br' | 'gzip';

/**
 * Answers for the `Accept-Encoding` headers seen lately. Browsers send a handful of values, but
 * the header is the client's to choose: an unbounded cache would grow with every new one.
 */
export const encodingNegotiations = new LruMap<string>(200);

const negotiationCache = {
  has: (header: string) => encodingNegotiations.get(header) !== undefined,
  get: (header: string) => encodingNegotiations.get(header),
  set(header: string, encoding: string) {
    encodingNegotiations.set(header, encoding);
    return negotiationCache;
  },
};

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: negotiationCache });

/** The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | null =>
  acceptEncoding ? encodings.negotiate(acceptEncoding) : null;

/**
 * A body kept in memory and sent many times: compressed at most once per encoding (the build's
 * own `.br`/`.gz` when it wrote them), with an ETag for revalidation.
 */
export interface KeptBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

export function keptBody(identity: Buffer, compressed: { br?: Buffer; gzip?: Buffer } = {}): KeptBody {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, ...compressed, etag };
}

/**
 * Brotli for a body compressed for one request (rendered pages, API answers): a fast level and a
 * 256 KiB window (2^18) instead of the default 4 MiB. Answers are a few kilobytes to a few hundred,
 * so the small window costs next to nothing in size, and each response's encoder then needs about
 * a megabyte instead of several, which glibc keeps for the next response rather than mapping it
 * afresh each time.
 */
export const perRequestBrotliParams = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
} as const;

/**
 * Brotli for data answers (JSON) compressed for one request: the lowest quality. On the author's
 * invoice list, quality 4 saves 1–5 % of 34 KB and 340 KB (about 100 bytes of 3 KB) for about
 * three times the CPU of quality 1: ids and amounts leave little for a slower search to find.
 */
export const dataBrotliParams = { ...perRequestBrotliParams, [constants.BROTLI_PARAM_QUALITY]: 1 } as const;

/** Highest compression for kept bodies (as the build does), the per-request settings for the others. */
const BROTLI = { kept: { [constants.BROTLI_PARAM_QUALITY]: 11 }, perRequest: perRequestBrotliParams } as const;
const GZIP_LEVELS = { kept: 9, perRequest: 6 } as const;

function compress(body: Buffer, encoding: Encoding, level: 'kept' | 'perRequest'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { ...BROTLI[level], [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVELS[level] });
}

export interface BodyHeaders {
  status: number;
  contentType: string;
  cacheControl: string;
}

/** The headers of an answer with a kept body: `encoding` null for the identity body and for a 304. */
export function keptBodyHeaders(
  body: KeptBody,
  headers: BodyHeaders,
  encoding: Encoding | null,
): Record<string, string> {
  const kept: Record<string, string> = { ...contentHeaders(headers), etag: body.etag };
  if (encoding) kept['content-encoding'] = encoding;
  return kept;
}

/** A kept body's bytes in `encoding`, compressed the first time they are asked for. */
export function keptBytes(body: KeptBody, encoding: Encoding | null): Buffer {
  if (!encoding) return body.identity;
  return (body[encoding] ??= compress(body.identity, encoding, 'kept'));
}

const contentHeaders = (headers: BodyHeaders) => ({
  'content-type': headers.contentType,
  'cache-control': headers.cacheControl,
  vary: 'Accept-Encoding',
});

/**
 * Sends `body` in the encoding the request prefers: a kept body from its cache (or 304 when the
 * browser holds it already), a string rendered for this request compressed now.
 */
export function sendBody(reply: FastifyReply, body: KeptBody | string, headers: BodyHeaders): FastifyReply {
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (typeof body === 'string') {
    reply.status(headers.status).headers(contentHeaders(headers));
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compress(Buffer.from(body), encoding, 'perRequest'));
  }
  if (headers.status === 200 && reply.request.headers['if-none-match'] === body.etag) {
    return reply
      .status(304)
      .headers(keptBodyHeaders(body, headers, null))
      .send();
  }
  return reply
    .status(headers.status)
    .headers(keptBodyHeaders(body, headers, encoding))
    .send(keptBytes(body, encoding));
}
