// Serves the built React app: hashed assets cached for a year (immutable), index.html for every client route, and
// a JSON 404 for unknown /api, /files and /media paths (never index.html there). Nothing is compressed per request:
// the web build writes a `.br` and a `.gz` beside each file (vite-plugin-compression2), which @fastify/static sends
// as they are (`preCompressed`); index.html is read once at start with those forms (compressed here if the build
// did not write them) and sent with an ETag, so a browser's revalidation costs a 304.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PreparedAnswer, prepareAnswer, sendPrepared } from './prepared-answer.ts';

/** The web build: apps/web/dist, found from the source tree or from the server's dist folder. */
export function webDistDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

// /metrics too: without METRICS_TOKEN it does not exist, and a scraper must get 404, not the web app's page.
const API_LIKE = /^\/(api|files|media|metrics)(\/|$)/;
/** Never served, even when a careless deploy leaves one in the web folder: dot-files and folders, source maps. */
const HIDDEN = /(^|\/)\.|\.map$/;

/** index.html as every client route answers it: revalidated on each use (a new build shows at once). */
function preparedIndex(distDir: string, name = 'index.html'): PreparedAnswer {
  const file = path.join(distDir, name);
  const beside = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : null);
  return prepareAnswer(fs.readFileSync(file), {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    br: beside('.br'),
    gzip: beside('.gz'),
  });
}

// ── The page in Bangla (docs/i18n.md, Lighthouse of `/` in Bangla) ─────────────────────────────────────────────
// The web build writes index.bn.html beside index.html: the same page with `lang="bn"` and the preloads of what a
// page opened in Bangla fetches before it shows (the Bangla runtime, the first catalogues, the regular Bengali face).
// It goes to a browser whose page will be in Bangla: the `portal-language` cookie the web app writes with the page's
// language (i18n/language.ts), or, before the app has run once, the first of Accept-Language's languages that is
// English or Bangla, as the app itself chooses on a first visit. Anything else gets index.html, as before.
const LANGUAGE_COOKIE = /(?:^|;\s*)portal-language=(en|bn)(?:;|$)/;

function wantsBangla(request: FastifyRequest): boolean {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (chosen) return chosen === 'bn';
  const first = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((range) => (range.split(';')[0] ?? '').trim().toLowerCase().split('-')[0])
    .find((tag) => tag === 'en' || tag === 'bn');
  return first === 'bn';
}

/** The index answers that differ by language: caches keep one per cookie and Accept-Language. */
const byLanguage = new WeakSet<FastifyReply>();

export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexHtml = distDir ? preparedIndex(distDir) : null;
  const banglaIndexHtml =
    distDir && fs.existsSync(path.join(distDir, 'index.bn.html')) ? preparedIndex(distDir, 'index.bn.html') : null;
  if (banglaIndexHtml) {
    app.addHook('onSend', async (_request, reply) => {
      if (byLanguage.has(reply)) reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    });
  }
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !HIDDEN.test(pathName),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const isPage = (request: FastifyRequest) => {
    const url = request.url.split('?')[0] ?? '/';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_LIKE.test(url) &&
      !/\.\w{1,5}$/.test(url) &&
      !HIDDEN.test(url)
    );
  };
  // Unknown API paths and files are rate-limited (probing for URLs); the app's own pages are not.
  const limitProbes = app.rateLimit({ max: 300, timeWindow: '1 minute' });
  app.setNotFoundHandler(
    {
      preHandler: async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        if (!isPage(request)) await limitProbes.call(this, request, reply);
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPage(request)) return reply.code(404).send({ error: 'Not Found' });
      if (!indexHtml) {
        return reply.code(404).send({ error: 'The web app is not built: run `npm run build` first' });
      }
      if (!banglaIndexHtml) return sendPrepared(request, reply.code(200), indexHtml);
      byLanguage.add(reply);
      return sendPrepared(request, reply.code(200), wantsBangla(request) ? banglaIndexHtml : indexHtml);
    },
  );
}
