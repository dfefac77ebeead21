// An answer prepared once and sent many times: its bytes, their gzip and brotli forms compressed once (when the
// answer is prepared, not per request) and an ETag. Sending one picks the encoding the client accepts, sets
// `Content-Encoding` and `Vary: Accept-Encoding` itself (so @fastify/compress, which leaves a reply that already
// has a Content-Encoding alone, does not compress it again) and answers 304 without a body to a matching
// `If-None-Match`. Used by the answers kept in the process (kept-answers.ts: the public site's, and the work
// areas' per caller) and for the web app's index.html (web-static.ts).
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size an answer is sent as it is (app.ts gives @fastify/compress the same threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * @fastify/compress's options (app.ts), for the answers compressed per request: the work areas' JSON. Gzip only,
 * also for a client that accepts brotli: a brotli stream per answer made the server's peak memory 27 and 56 MB
 * higher in two runs of the forum and dashboard scenarios, for answers 5 % smaller (docs/performance.md,
 * "Memory"). The answers compressed once (prepared here, and the web build's files) keep their brotli forms.
 */
export const PER_REQUEST_COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESS_THRESHOLD,
  encodings: ['gzip'],
};

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Brotli's quality when the server compresses (the web build's own copies use the strongest): on a 13 kB JSON
 * list, 5 takes about a millisecond, 11 about 26 ms for 2 % fewer bytes, and an answer is compressed again after
 * every change, possibly by several requests at once in each process.
 */
const BROTLI_QUALITY = 5;

export interface PreparedAnswer {
  readonly body: Buffer;
  /** Null below COMPRESS_THRESHOLD: the answer is then always sent as it is. */
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  /**
   * Weak: the one tag stands for the identity, gzip and brotli forms of the same bytes (a strong tag would have
   * to differ per content coding). If-None-Match compares weakly, so a 304 works the same.
   */
  readonly etag: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** Bytes held, for a cache bounded by size. */
  readonly size: number;
}

export interface PrepareOptions {
  contentType: string;
  cacheControl: string;
  /** Forms compressed beforehand (the web build's `.br` and `.gz` files); compressed here when absent. */
  gzip?: Buffer | null;
  br?: Buffer | null;
  /**
   * Gzip at its default level and no brotli form, as the answers compressed per request: for an answer sent
   * again to one caller (core/http/kept-answers.ts) rather than to many.
   */
  gzipOnly?: true;
}

export function prepareAnswer(content: Buffer | ArrayBuffer | string, options: PrepareOptions): PreparedAnswer {
  const body =
    typeof content === 'string' ? Buffer.from(content) : Buffer.isBuffer(content) ? content : Buffer.from(content);
  const compress = body.length >= COMPRESS_THRESHOLD;
  const gzip = compress ? (options.gzip ?? zlib.gzipSync(body, { level: options.gzipOnly ? 6 : 9 })) : null;
  const br =
    compress && !options.gzipOnly
      ? (options.br ??
        zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }))
      : null;
  return {
    body,
    gzip,
    br,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentType: options.contentType,
    cacheControl: options.cacheControl,
    size: body.length + (gzip?.length ?? 0) + (br?.length ?? 0),
  };
}

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}

/**
 * The coding to send of those an answer has: brotli or gzip, whichever the client weighs higher (brotli on a tie,
 * as @fastify/compress prefers it), or null for the bytes as they are. `q=0` refuses a coding; `*` stands for
 * any coding not named. Without a brotli form (`hasBrotli` false), gzip or nothing.
 */
export function pickEncoding(header: string | undefined, hasBrotli = true): 'br' | 'gzip' | null {
  if (!header) return null;
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (Number.isNaN(q)) continue;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  if (br < 0) br = any;
  if (!hasBrotli) br = -1;
  if (gzip < 0) gzip = any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Sends a prepared answer (the reply's status code stays, except for the 304 of a matching If-None-Match). */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  reply.header('Cache-Control', answer.cacheControl).header('ETag', answer.etag);
  if (answer.gzip) reply.header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding =
    answer.gzip && request.headers['x-no-compression'] === undefined
      ? pickEncoding(request.headers['accept-encoding'], answer.br !== null)
      : null;
  const bytes = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : null;
  if (encoding && bytes) reply.header('Content-Encoding', encoding);
  return reply.type(answer.contentType).send(bytes ?? answer.body);
}
