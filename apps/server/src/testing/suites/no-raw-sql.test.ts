// SQL only through Drizzle's parameters (docs/security.md IN2): no `sql.raw(…)` (it pastes text into a statement) in
// the server's code. Migrations are SQL files of their own; tests and their helpers may build throwaway statements. A
// use that is truly needed goes in ALLOWED with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALLOWED = new Set<string>([]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

it('builds no statement from pasted text', () => {
  const files = sources(SRC);
  const pasted = files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${path.relative(SRC, file)}:${index + 1}`, line }))
      .filter(({ line }) => /\bsql\.raw\s*\(|\.unsafe\s*\(/.test(line))
      .map(({ where }) => where),
  );
  expect(pasted.filter((where) => !ALLOWED.has(where.split(':')[0] ?? ''))).toEqual([]);
  expect(files.length).toBeGreaterThan(100);
});
