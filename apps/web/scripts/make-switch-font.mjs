// Makes apps/web/src/i18n/switch-font.woff2: Noto Sans Bengali 400 cut down to the glyphs of the language switch's
// label on an English page ("বাংলা", common.en.ts `switchTo`), so that the label reads on a computer without a Bengali
// font at about 1 kB instead of the whole 44 kB face (docs/i18n.md, Fonts). Run it again when the label changes:
//
//   mkdir -p /tmp/switch-font && cd /tmp/switch-font && npm install subset-font@2.9.0
//   node /path/to/repo/apps/web/scripts/make-switch-font.mjs
//
// subset-font (HarfBuzz's hb-subset) is resolved from the folder it is run in, so the portal needs no dependency for
// a file made once. It keeps the shaping tables the label's letters need.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import common from '../src/i18n/catalogues/common.en.ts';

const web = join(import.meta.dirname, '..');
const subsetFont = createRequire(join(process.cwd(), 'noop.js'))('subset-font');
const face = await readFile(
  join(web, '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
);
const label = common.switchTo;
const subset = await subsetFont(face, label, { targetFormat: 'woff2' });
const out = join(web, 'src/i18n/switch-font.woff2');
await writeFile(out, subset);
const codePoints = [...new Set([...label].map((c) => c.codePointAt(0) ?? 0))].sort((a, b) => a - b);
console.log(`${out}: ${subset.length} bytes for "${label}"`);
console.log(`unicode-range: ${codePoints.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}`);
