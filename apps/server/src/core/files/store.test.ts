// The file store's contract, run against both stores: the local folder and S3 (an S3-compatible server started
// here on 127.0.0.1). Streams of any size go in and come out the same; a missing key is null; unsafe keys are
// refused before any I/O.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore, createS3Store, type FileStore, readAll } from './store.ts';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-test-'));
  folders.push(dir);
  return dir;
};

let s3: S3rver;
let s3Store: FileStore;
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'portal-test' }],
  });
  const { port } = await s3.run();
  s3Store = createS3Store({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'portal-test',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await s3.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A stream of `size` bytes in 64 KiB chunks, and the digest of what it yields. */
function bigStream(size: number): { stream: Readable; digest: string } {
  const chunk = randomBytes(64 * 1024);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let sent = 0; sent < size; sent += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
    hash.update(part);
    chunks.push(part);
  }
  return { stream: Readable.from(chunks), digest: hash.digest('hex') };
}

describe.each([
  ['local', () => createLocalStore(tempDir())],
  ['s3', () => s3Store],
] as const)('the %s store', (_name, makeStore) => {
  it('keeps a buffer and gives it back, with its size', async () => {
    const store = makeStore();
    const data = Buffer.from('%PDF-1.4 a small file');
    await store.put('contents/small.pdf', data, 'application/pdf');
    const object = await store.get('contents/small.pdf');
    expect(object).not.toBeNull();
    expect((await readAll(object!)).equals(data)).toBe(true);
    expect(object?.size).toBe(data.length);
  });

  it('takes a 12 MiB stream (several parts) and gives back the same bytes', async () => {
    const store = makeStore();
    const { stream, digest } = bigStream(12 * 1024 * 1024 + 123);
    await store.put('submissions/big.zip', stream, 'application/zip');
    const object = await store.get('submissions/big.zip');
    expect(object?.size).toBe(12 * 1024 * 1024 + 123);
    expect(sha(await readAll(object!))).toBe(digest);
  });

  it('answers null for a missing key, and deletes', async () => {
    const store = makeStore();
    expect(await store.get('contents/none.pdf')).toBeNull();
    await store.put('contents/gone.pdf', Buffer.from('x'), 'application/pdf');
    await store.delete('contents/gone.pdf');
    expect(await store.get('contents/gone.pdf')).toBeNull();
    await store.delete('contents/never-there.pdf');
  });

  it('refuses unsafe keys', async () => {
    const store = makeStore();
    for (const key of ['../etc/passwd', '/abs/path', 'Upper/Case.pdf', 'a/../b.pdf', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Refused file key/);
      await expect(store.get(key)).rejects.toThrow(/Refused file key/);
    }
  });
});
