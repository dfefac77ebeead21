// docs/security.md HD8: Biome's security rules are errors (`biome.json`), and the code turns them off in exactly one
// place: the SafeHtml component, the app's one HTML sink. A new suppression of a security rule anywhere in the sources
// of the web app, the server or the contract fails here, so that it is seen and decided on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const RULES = ['noDangerouslySetInnerHtml', 'noGlobalEval', 'noBlankTarget'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('Biome security rules (HD8)', () => {
  it('are errors in biome.json', () => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as {
      linter: { rules: { security: Record<string, string> } };
    };
    for (const rule of RULES) expect(config.linter.rules.security[rule], rule).toBe('error');
  });

  it('are suppressed once, in SafeHtml only', () => {
    const suppressions = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /biome-ignore[^:]*lint\/security\//.test(line))
        .map(() => path.relative(ROOT, file)),
    );
    expect(suppressions).toEqual(['apps/web/src/components/ui/safe-html.tsx']);
  });
});
