// A copy of index.html for each work area that names the area's code in its <head>, so that a browser opening an
// area's address (a bookmark, a reload, a mailed link) fetches that code beside the entry instead of after it
// (docs/decisions/006-home-page-performance.md, "Issue 24: the dashboards' code named in the document").
//
// Without it, a dashboard's first paint waited for the document, then the entry and the framework, then (once the
// entry ran) the area's chunk and everything it imports. The build writes `areas/<first path segment>.html`: the
// same document plus a `modulepreload` for every JavaScript file the listed modules load statically and a
// `preload` for their CSS (the stylesheet itself is still added by the dynamic import, so it blocks nothing
// earlier than before), leaving out what index.html already names. The server answers an address under
// `/<segment>` with that copy (apps/server/src/core/http/web-static.ts).
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** One work area: its first path segment and the modules whose code its landing page needs at once. */
export interface AreaPreload {
  segment: string;
  /** Paths from the web app's root (`src/app/areas/participant-area.ts`). */
  modules: readonly string[];
}

/** Where the copies go in the build, beside index.html. */
export const AREA_PAGES_DIR = 'areas';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** Every file a chunk loads before it runs: its static imports, theirs, and the CSS they bring. */
function staticClosure(bundle: Rollup.OutputBundle, start: string, files: Set<string>): void {
  const item = bundle[start];
  if (item?.type !== 'chunk' || files.has(start)) return;
  files.add(start);
  for (const css of (item as ChunkLike).viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of item.imports) staticClosure(bundle, imported, files);
}

/**
 * The `<link>` tags to add to index.html for `modules`: the files their chunks load statically, minus `entryFiles`
 * (those the document already names). `root` is the app's root folder; `base` the public path of the build.
 */
export function preloadLinks(
  bundle: Rollup.OutputBundle,
  modules: readonly string[],
  root: string,
  base: string,
  entryFiles: ReadonlySet<string>,
): string[] {
  const wanted = new Set(modules.map((module) => path.resolve(root, module)));
  const files = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId && wanted.has(item.facadeModuleId)) {
      wanted.delete(item.facadeModuleId);
      staticClosure(bundle, item.fileName, files);
    }
  }
  if (wanted.size > 0) throw new Error(`area-preloads: no chunk for ${[...wanted].join(', ')}`);
  return [...files]
    .filter((file) => !entryFiles.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    );
}

/** Writes `areas/<segment>.html` for each area once index.html is built. */
export function areaPreloads(areas: readonly AreaPreload[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal:area-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('area-preloads: index.html is not in the bundle');
      const html = String(index.source);
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      const entryFiles = new Set<string>();
      if (entry) staticClosure(bundle, entry.fileName, entryFiles);
      for (const area of areas) {
        const links = preloadLinks(bundle, area.modules, root, base, entryFiles);
        const page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: `${AREA_PAGES_DIR}/${area.segment}.html`, source: page });
      }
    },
  };
}
