// Archives are never unpacked (docs/security.md FI7): telling a .docx from any zip reads a bounded part of the archive,
// so a zip bomb — here a 1 MB archive whose [Content_Types].xml inflates to 256 MB — is refused as not a .docx without
// being inflated. Its memory cost is measured, not its time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import yazl from 'yazl';
import { contentTypeOf } from '#server/core/files/file-type.ts';

const INFLATED_BYTES = 256 * 1024 * 1024;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bomb-'));
const bomb = path.join(dir, 'report.docx');

beforeAll(async () => {
  const zip = new yazl.ZipFile();
  // Streamed from one reused 1 MB chunk, so that making the bomb does not itself hold its size in memory.
  const chunk = Buffer.alloc(1024 * 1024);
  const zeros = Readable.from(
    (function* () {
      for (let sent = 0; sent < INFLATED_BYTES; sent += chunk.length) yield chunk;
    })(),
  );
  zip.addReadStream(zeros, '[Content_Types].xml', { compress: true });
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(bomb));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('refuses a zip bomb named .docx without inflating it', async () => {
  expect(fs.statSync(bomb).size).toBeLessThan(2 * 1024 * 1024);
  const before = process.memoryUsage().rss;
  expect(await contentTypeOf(bomb, 'docx')).toBeNull();
  const grown = process.memoryUsage().rss - before;
  expect(grown).toBeLessThan(64 * 1024 * 1024);
});
