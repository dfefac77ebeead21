// Builds the single-page app into apps/web/dist (served by the Fastify server) and, in development,
// forwards the API, media and signed-file paths to the server on port 3000.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const server = 'http://localhost:3000';

/**
 * `index.bn.html`: index.html as a page opened in Bangla gets it (the server sends it to a visitor whose choice, or
 * whose browser, says Bangla: core/http/web-static.ts). The same page with `lang="bn"` and, beside the English first
 * load's preloads, those of what Bangla fetches before the page shows: the Bangla runtime (i18next) and its
 * stylesheet (the font faces), the `common` and `public` catalogues, and the regular face of Noto Sans Bengali that the home page's
 * text is set in. Without them each is asked for only once the code before it has run (the entry, then the runtime,
 * then each part of the page as it renders, then the face once the text is laid out): a chain of round trips on a
 * phone (docs/i18n.md, Lighthouse of `/` in Bangla). English's index.html is not changed.
 */
function banglaIndex(): Plugin {
  return {
    name: 'portal-bangla-index',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('portal-bangla-index: the build wrote no index.html');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = (module: RegExp) => {
        const chunk = chunks.find((file) => file.facadeModuleId && module.test(file.facadeModuleId));
        if (!chunk) throw new Error(`portal-bangla-index: no chunk for ${module}`);
        return chunk;
      };
      const runtime = chunkOf(/[\\/]i18n[\\/]bangla-runtime\.ts$/);
      const scripts = [
        runtime.fileName,
        ...chunks.filter((file) => runtime.imports.includes(file.fileName)).map((file) => file.fileName),
        chunkOf(/[\\/]i18n[\\/]catalogues[\\/]common\.bn\.ts$/).fileName,
        chunkOf(/[\\/]i18n[\\/]catalogues[\\/]public\.bn\.ts$/).fileName,
      ];
      const styles = [...(runtime.viteMetadata?.importedCss ?? [])];
      const face = Object.keys(bundle).find((name) => /noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/.test(name));
      if (!face) throw new Error('portal-bangla-index: no Noto Sans Bengali regular face in the build');
      const html = String(index.source);
      const already = (file: string) => html.includes(`/${file}"`);
      const links = [
        // Fetched, not applied: the runtime's import applies it (no Bengali text shows before), so the first paint
        // does not wait for it.
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...scripts
          .filter((file) => !already(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${face}">`,
      ];
      if (!html.includes('<html lang="en">') || !html.includes('\n  </head>')) {
        throw new Error('portal-bangla-index: index.html has no <html lang="en"> or </head>');
      }
      this.emitFile({
        type: 'asset',
        fileName: 'index.bn.html',
        source: html
          .replace('<html lang="en">', '<html lang="bn">')
          .replace('\n  </head>', `\n    ${links.join('\n    ')}\n  </head>`),
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    banglaIndex(),
    // Brotli and gzip copies beside each asset, served as they are by the server (@fastify/static preCompressed):
    // no compression work per request, and the strongest levels.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|svg|html|json|txt)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production: the server would serve them to anyone.
    sourcemap: false,
    // Images stay files (cacheable, allowed by the CSP's img-src 'self') instead of data: URIs inside the JS.
    assetsInlineLimit: 0,
    // No modulepreload polyfill in the entry (1.2 kB raw, 0.3 kB gzipped on every first load): every browser the
    // portal supports preloads modules itself, and one that does not still loads them, as the entry imports them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract's modules only define schemas and constants: the ones a chunk does not use are left
      // out of it (the package's barrel would otherwise put every feature's schemas on the home page).
      treeshake: {
        moduleSideEffects: (id) => (/packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs, in one long-cached file.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            {
              // The small modules the home page's first load shares with lazy chunks (the language and the English
              // catalogues' reader, the API client, the paths, the toasts' trigger, the page states, the contract's
              // formats, the preload helper), in one file instead of the eight chunks the splitter cut them into
              // by who else imports them: one request and one gzip stream (116.0 kB → 114.6 kB of the first load,
              // docs/i18n.md, The budgets). Only modules of the first load belong here: whatever this catches is
              // fetched by every page (bench/bundle-budget.ts fails the build above its bound).
              name: 'first-view',
              test: new RegExp(
                [
                  String.raw`apps[\\/]web[\\/]src[\\/]i18n[\\/](use-t|language|interpolate|catalogues[\\/]page-state\.(en|bn))\.ts$`,
                  String.raw`apps[\\/]web[\\/]src[\\/]lib[\\/](toast|api|api-error|session|cookies|query-client|public-status)\.ts$`,
                  String.raw`apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]page-state\.tsx|config[\\/]paths\.ts)$`,
                  String.raw`packages[\\/]contract[\\/]src[\\/](format|endpoint|institute|constants|texts)\.ts$`,
                  String.raw`node_modules[\\/]js-cookie[\\/]`,
                  String.raw`vite[\\/]preload-helper`,
                ].join('|'),
              ),
            },
            {
              // zod in one chunk, loaded by the first chunk that builds a schema (never by the home page). Its
              // CSP set-up needs no zod and runs first in the entry (lib/zod-config.ts).
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': server, '/media': server, '/files': server },
  },
});
