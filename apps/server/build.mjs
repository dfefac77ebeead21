// Bundles the server (its own code and the contract) into dist/; packages from node_modules stay external.
// The seed's image and document files are copied beside the bundle, and migrations are read from ../drizzle.
// The SVG worker (src/core/files/svg-worker.ts) and the marks sheet worker (src/features/mark-imports/sheet-worker.ts)
// and the certificates' files thread (src/features/certificates/files-worker.ts) are entries of their own: the server
// starts dist/svg-worker.js, dist/sheet-worker.js and dist/certificate-files-worker.js.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portal/contract');

fs.rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    portal: 'src/cli/portal.ts',
    'svg-worker': 'src/core/files/svg-worker.ts',
    'sheet-worker': 'src/features/mark-imports/sheet-worker.ts',
    'certificate-files-worker': 'src/features/certificates/files-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // A bundle in ESM still meets packages that call require(); give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
fs.cpSync(new URL('./src/seed/assets', import.meta.url), new URL('./dist/assets', import.meta.url), {
  recursive: true,
});
console.log('server built into apps/server/dist');
