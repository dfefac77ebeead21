// The JavaScript budget of the home page's first load, and its measure on the build itself, without a browser:
// the entry script of apps/web/dist/index.html plus every chunk it loads before running (its modulepreloads and,
// followed file by file, the static imports of each chunk). Each file counts the bytes the server sends a
// client that accepts gzip: the `.gz` copy the build writes beside it (gzip level 9, served as it is by
// @fastify/static), or, for a file too small to have one (the server sends those uncompressed), the file
// gzipped with zlib level 9, as `measureFirstView` (web.ts) counts it in Chromium. The two agree as long as the
// home page loads no lazy chunk while it opens; the bench prints both.
//
// `node bench/bundle-budget.ts [dist folder]` checks the budgets (CI runs it after the build): exit code 1 above one.
// Besides the 120 kB, the English first load may not grow by more than 2 kB over its size before the portal was
// translated (ENGLISH_TRANSLATION_MAX_BYTES), so that the translations' cost on English cannot creep back.
// A second budget holds the first load of `/` in Bangla (measureBanglaFirstLoad, docs/i18n.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The gzipped JavaScript the first load of `/` may cost (issue 24): 120 kB, 1 kB = 1000 bytes as Vite prints
 * sizes. Enforced in CI on the build (this file) and reported by the bench in Chromium (web.ts).
 */
export const JS_BUDGET_GZIP_BYTES = 120_000;

/**
 * The translations' bound on the English first load of `/` (docs/i18n.md, The budgets): at most 2 kB (2,048 bytes)
 * of gzipped JavaScript over its 112,334 bytes before any translation. What Bangla needs stays behind the first view.
 */
export const ENGLISH_BEFORE_TRANSLATION_BYTES = 112_334;
export const ENGLISH_TRANSLATION_MAX_BYTES = ENGLISH_BEFORE_TRANSLATION_BYTES + 2_048;

export const WEB_DIST = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export interface BuiltFile {
  /** Path as the page asks for it ('/assets/index-….js'). */
  path: string;
  rawBytes: number;
  gzipBytes: number;
  gzipSource: '.gz beside it' | 'zlib level 9';
  /** How the first load reaches it. */
  reachedBy: 'entry script' | 'modulepreload' | 'static import';
}

export interface BuiltFirstLoad {
  dist: string;
  files: BuiltFile[];
  js: { files: number; rawBytes: number; gzipBytes: number };
  budget: { jsGzipMaxBytes: number; pass: boolean };
  /** The translations' bound (ENGLISH_TRANSLATION_MAX_BYTES): what English grew by since before any translation. */
  translationGrowth: { bytes: number; maxBytes: number; pass: boolean };
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a built chunk (not `import(…)`). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"'\s]+\.js)["']/g;

/** The attribute values of the tags the home page runs or preloads before anything else. */
function entryFiles(html: string): { path: string; reachedBy: BuiltFile['reachedBy'] }[] {
  const found: { path: string; reachedBy: BuiltFile['reachedBy'] }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attribute('type') === 'module') {
      const src = attribute('src');
      if (src) found.push({ path: src, reachedBy: 'entry script' });
    } else if (tag.startsWith('<link') && attribute('rel') === 'modulepreload') {
      const href = attribute('href');
      if (href) found.push({ path: href, reachedBy: 'modulepreload' });
    }
  }
  return found;
}

function sizeOf(
  dist: string,
  urlPath: string,
): { rawBytes: number; gzipBytes: number; gzipSource: BuiltFile['gzipSource'] } {
  const file = path.join(dist, urlPath);
  if (!file.startsWith(dist + path.sep) || !fs.existsSync(file)) {
    throw new Error(`index.html loads ${urlPath}, which is not in ${dist}`);
  }
  const raw = fs.readFileSync(file);
  const beside = `${file}.gz`;
  if (fs.existsSync(beside))
    return { rawBytes: raw.length, gzipBytes: fs.statSync(beside).size, gzipSource: '.gz beside it' };
  return { rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length, gzipSource: 'zlib level 9' };
}

/** The first load of `/` as the build describes it. Throws when dist has no index.html or a file is missing. */
export function measureBuiltFirstLoad(dist: string = WEB_DIST): BuiltFirstLoad {
  const root = path.resolve(dist);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`No ${indexFile}: build the web app first (npm run build)`);
  const queue = entryFiles(fs.readFileSync(indexFile, 'utf8'));
  if (!queue.some((entry) => entry.reachedBy === 'entry script')) throw new Error(`${indexFile} has no module script`);
  const files: BuiltFile[] = [];
  const done = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const urlPath = new URL(next.path, 'http://build/').pathname;
    if (done.has(urlPath)) continue;
    done.add(urlPath);
    files.push({ path: urlPath, reachedBy: next.reachedBy, ...sizeOf(root, urlPath) });
    const code = fs.readFileSync(path.join(root, urlPath), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (specifier)
        queue.push({ path: path.posix.join(path.posix.dirname(urlPath), specifier), reachedBy: 'static import' });
    }
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    dist: root,
    files,
    js: { files: files.length, rawBytes: files.reduce((total, file) => total + file.rawBytes, 0), gzipBytes },
    budget: { jsGzipMaxBytes: JS_BUDGET_GZIP_BYTES, pass: gzipBytes <= JS_BUDGET_GZIP_BYTES },
    translationGrowth: {
      bytes: gzipBytes - ENGLISH_BEFORE_TRANSLATION_BYTES,
      maxBytes: ENGLISH_TRANSLATION_MAX_BYTES - ENGLISH_BEFORE_TRANSLATION_BYTES,
      pass: gzipBytes <= ENGLISH_TRANSLATION_MAX_BYTES,
    },
  };
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * The first load of `/` in Bangla (docs/i18n.md): the English first load, plus what a page opened in Bangla fetches
 * before it shows (the Bangla runtime with i18next and its static imports, the Bangla catalogues of the namespaces the
 * home page shows: common and public) and the Noto Sans Bengali faces its text uses (the Bengali subset, two weights,
 * woff2, counted as sent: a woff2 is compressed already). Budgets: JavaScript and fonts apart, 1 kB = 1000 bytes.
 */
export const BANGLA_JS_BUDGET_GZIP_BYTES = 135_000;
export const BANGLA_FONT_BUDGET_BYTES = 100_000;

/** The lazy chunks (by the name Vite gives them, before its hash) a home page opened in Bangla fetches. */
const BANGLA_HOME_CHUNKS = ['bangla-runtime', 'common.bn', 'public.bn'];

export interface BuiltBanglaFirstLoad {
  jsGzipBytes: number;
  fontBytes: number;
  added: { path: string; bytes: number }[];
  budget: { jsGzipMaxBytes: number; fontMaxBytes: number; pass: boolean };
}

export function measureBanglaFirstLoad(
  dist: string = WEB_DIST,
  english = measureBuiltFirstLoad(dist),
): BuiltBanglaFirstLoad {
  const root = path.resolve(dist);
  const assets = fs.readdirSync(path.join(root, 'assets'));
  const chunkOf = (name: string) => {
    const file = assets.find((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.js'));
    if (!file) throw new Error(`No ${name}-*.js in ${root}/assets: the Bangla runtime was not built`);
    return `/assets/${file}`;
  };
  const done = new Set(english.files.map((file) => file.path));
  const added: { path: string; bytes: number }[] = [];
  const queue = BANGLA_HOME_CHUNKS.map(chunkOf);
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (done.has(next)) continue;
    done.add(next);
    added.push({ path: next, bytes: sizeOf(root, next).gzipBytes });
    const code = fs.readFileSync(path.join(root, next), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      if (match[1]) queue.push(path.posix.join(path.posix.dirname(next), match[1]));
    }
  }
  const fonts = assets.filter((entry) => /^noto-sans-bengali-bengali-(400|700)-normal-.*\.woff2$/.test(entry));
  if (fonts.length !== 2)
    throw new Error(`Expected the two Noto Sans Bengali faces in ${root}/assets, found ${fonts.length}`);
  const fontSizes = fonts.map((font) => ({
    path: `/assets/${font}`,
    bytes: fs.statSync(path.join(root, 'assets', font)).size,
  }));
  const jsGzipBytes = english.js.gzipBytes + added.reduce((total, file) => total + file.bytes, 0);
  const fontBytes = fontSizes.reduce((total, file) => total + file.bytes, 0);
  return {
    jsGzipBytes,
    fontBytes,
    added: [...added, ...fontSizes],
    budget: {
      jsGzipMaxBytes: BANGLA_JS_BUDGET_GZIP_BYTES,
      fontMaxBytes: BANGLA_FONT_BUDGET_BYTES,
      pass: jsGzipBytes <= BANGLA_JS_BUDGET_GZIP_BYTES && fontBytes <= BANGLA_FONT_BUDGET_BYTES,
    },
  };
}

if (import.meta.main) {
  const started = performance.now();
  const report = measureBuiltFirstLoad(process.argv[2] ?? WEB_DIST);
  for (const file of report.files) {
    console.log(
      `${kB(file.gzipBytes).padStart(9)} gzip ${kB(file.rawBytes).padStart(9)} raw  ${file.path} (${file.reachedBy}${file.gzipSource === 'zlib level 9' ? ', no .gz: zlib level 9' : ''})`,
    );
  }
  const verdict = report.budget.pass ? 'PASS' : 'FAIL';
  console.log(
    `${verdict}: the first load of / is ${report.js.gzipBytes} bytes (${kB(report.js.gzipBytes)}) of gzipped JavaScript in ${report.js.files} files, budget ${kB(JS_BUDGET_GZIP_BYTES)} (${((performance.now() - started) / 1000).toFixed(1)} s, ${path.relative(process.cwd(), report.dist) || '.'})`,
  );
  if (!report.budget.pass) process.exitCode = 1;
  const growth = report.translationGrowth;
  console.log(
    `${growth.pass ? 'PASS' : 'FAIL'}: English grew by ${growth.bytes} bytes since before any translation (${ENGLISH_BEFORE_TRANSLATION_BYTES} bytes), at most ${growth.maxBytes}: ${report.js.gzipBytes} of ${ENGLISH_TRANSLATION_MAX_BYTES} allowed`,
  );
  if (!growth.pass) process.exitCode = 1;

  const bangla = measureBanglaFirstLoad(process.argv[2] ?? WEB_DIST, report);
  for (const file of bangla.added) console.log(`${kB(file.bytes).padStart(9)} sent      ${file.path} (Bangla)`);
  console.log(
    `${bangla.budget.pass ? 'PASS' : 'FAIL'}: the first load of / in Bangla is ${bangla.jsGzipBytes} bytes (${kB(bangla.jsGzipBytes)}) of gzipped JavaScript, budget ${kB(BANGLA_JS_BUDGET_GZIP_BYTES)}, and ${bangla.fontBytes} bytes (${kB(bangla.fontBytes)}) of Noto Sans Bengali, budget ${kB(BANGLA_FONT_BUDGET_BYTES)}`,
  );
  if (!bangla.budget.pass) process.exitCode = 1;
}
