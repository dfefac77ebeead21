// Per-user quota of private files (docs/security.md FI2; UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_MB): an upload that would
// pass the number of files or the bytes a user may keep is refused with 413 in the error shape, and leaves neither a
// row nor a file in the store. Here: 3 files and 1 MB.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_TEXT } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaReached } from '#server/core/files/stored-files.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makePerson } from '#server/testing/factories.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_MB: '1' } });
});
afterAll(() => t.close());

const { sendForm } = requester(() => t.app);
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);
const upload = (person: Awaited<ReturnType<typeof makePerson>>, bytes: number) =>
  sendForm(
    person,
    'POST',
    '/api/coordinator/contents/upload',
    jsonAndFile(
      { content_title: 'Quota', course_id: 0 },
      { field: 'content_file', name: 'Quota.pdf', data: pdf(bytes) },
    ),
  );

/** Files in the store, wherever they are. */
function storedCount(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((entry) => fs.statSync(path.join(dir, String(entry))).isFile())
    .length;
}

describe('the upload quota', () => {
  it('refuses the file past the number of files a user may keep, and stores nothing', async () => {
    const coordinator = await makePerson(t.db, 'coordinator', { first: 'Quota', last: 'Files' });
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(coordinator, 1000)).body).toMatchObject({ success: CONTENT_TEXT.uploaded });
    }
    const before = { rows: await dbFingerprint(t.db), files: storedCount(t.storeDir) };
    const fourth = await upload(coordinator, 1000);
    expect(fourth.status).toBe(413);
    expect(fourth.body).toEqual({ error: quotaReached(t.config.uploadQuota) });
    expect({ rows: await dbFingerprint(t.db), files: storedCount(t.storeDir) }).toEqual(before);
    // Another user still has room.
    const colleague = await makePerson(t.db, 'coordinator', { first: 'Other', last: 'Person' });
    expect((await upload(colleague, 1000)).status).toBe(200);
  });

  it('refuses the file that would pass the bytes a user may keep', async () => {
    const coordinator = await makePerson(t.db, 'coordinator', { first: 'Quota', last: 'Bytes' });
    expect((await upload(coordinator, 700_000)).status).toBe(200);
    const before = storedCount(t.storeDir);
    const second = await upload(coordinator, 400_000);
    expect(second.status).toBe(413);
    expect(storedCount(t.storeDir)).toBe(before);
    expect((await upload(coordinator, 300_000)).status).toBe(200);
  });
});
