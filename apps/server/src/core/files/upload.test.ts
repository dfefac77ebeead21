// The upload reader on its own (docs/security.md FI1, FI3, FI4, FI6, FI8): a small app with one document route and one
// avatar route, the real multipart plugin and error handler, and a temporary local store.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { MultipartSpec } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '#server/core/errors.ts';
import { jsonAndFile, multipart, TINY_PNG } from '#server/testing/multipart.ts';
import { createLocalStore, type FileStore } from './store.ts';
import { cleanFileName, keepUpload, readUpload } from './upload.ts';

// Temporary copies go to a folder of this test file, so that leftovers can be counted.
const base = os.tmpdir();
const tmp = fs.mkdtempSync(path.join(base, 'upload-test-tmp-'));
const storeDir = fs.mkdtempSync(path.join(base, 'upload-test-store-'));
const tmpdirBefore = process.env.TMPDIR;
process.env.TMPDIR = tmp;
const realStore = createLocalStore(storeDir);
const store: FileStore = {
  put: (...args) => realStore.put(...args),
  get: (...args) => realStore.get(...args),
  delete: (...args) => realStore.delete(...args),
};

const documentSpec = {
  file: { field: 'file', rule: 'document', required: true },
  json: z.object({ title: z.string().min(1, 'Title is required') }),
} satisfies MultipartSpec;
const avatarSpec = {
  file: { field: 'avatar', rule: 'avatar', required: false },
  json: z.object({ name: z.string().min(1, 'Name is required') }),
} satisfies MultipartSpec;

/** Rows of the pretend database: one per kept file. */
const rows: { key: string; name: string; type: string }[] = [];
let failCommit = false;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.setErrorHandler(errorHandler);
  await app.register(fastifyMultipart, { limits: { files: 1, fieldSize: 64 * 1024, fileSize: 50 * 1024 * 1024 } });
  for (const [url, spec, prefix] of [
    ['/document', documentSpec, 'docs'],
    ['/avatar', avatarSpec, 'media/avatars'],
  ] as const) {
    app.post(url, async (req, reply) => {
      const { json, file } = await readUpload({ req, reply }, spec);
      if (!file) return { json, file: null };
      const key = await keepUpload(store, file, prefix, async (storeKey) => {
        if (failCommit) throw new Error('database down');
        rows.push({ key: storeKey, name: file.originalName, type: file.mimeType });
        return storeKey;
      });
      return { json, key, name: file.originalName, type: file.mimeType, size: file.size };
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
  // The next test file may share this process (vitest.config.ts): give it its temporary folder back.
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(storeDir, { recursive: true, force: true });
});
afterEach(() => {
  failCommit = false;
  vi.restoreAllMocks();
});

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}
const storedCount = () => filesUnder(storeDir).length;
/** Temporary copies are removed once the answer is sent; give the removal a moment. */
async function expectNoTemporaryFiles() {
  await vi.waitFor(() => expect(filesUnder(tmp)).toEqual([]), { timeout: 2000 });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const DOCX = fs.readFileSync(new URL('../../seed/assets/submission-answer.docx', import.meta.url));

const send = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });

describe('readUpload: the form', () => {
  it('accepts a PDF and a DOCX by name and content, and stores them under random keys', async () => {
    const before = storedCount();
    const pdf = await send('/document', jsonAndFile({ title: 'A' }, { field: 'file', name: 'Report.PDF', data: PDF }));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ json: { title: 'A' }, name: 'Report.PDF', type: 'application/pdf' });
    expect(pdf.json().key).toMatch(/^docs\/[0-9a-f]{32}\.pdf$/);
    const docx = await send(
      '/document',
      jsonAndFile({ title: 'B' }, { field: 'file', name: 'answer.docx', data: DOCX }),
    );
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.json().type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(storedCount()).toBe(before + 2);
    await expectNoTemporaryFiles();
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/document', payload: { title: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Send the form as multipart/form-data' });
  });

  it('answers 400 with validation issues to a missing or invalid json part', async () => {
    const missing = await send('/document', multipart([{ name: 'file', filename: 'a.pdf', value: PDF }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'json: The json part is required',
      issues: [{ path: 'json', message: 'The json part is required' }],
    });
    const invalid = await send('/document', jsonAndFile({ title: '' }, { field: 'file', name: 'a.pdf', data: PDF }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'json.title: Title is required',
      issues: [{ path: 'json.title', message: 'Title is required' }],
    });
    const notJson = await send('/document', multipart([{ name: 'json', value: '{"title": ' }]));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('The json part is not valid JSON');
    const typed = await send(
      '/document',
      multipart([{ name: 'json', value: '{"title": ', contentType: 'application/json' }]),
    );
    expect(typed.statusCode).toBe(400);
    const poisoned = await send('/document', multipart([{ name: 'json', value: '{"title":"a","__proto__":{"x":1}}' }]));
    expect(poisoned.statusCode).toBe(400);
  });

  it('accepts a json part sent with an application/json type', async () => {
    const response = await send(
      '/avatar',
      multipart([{ name: 'json', value: '{"name":"N"}', contentType: 'application/json' }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ json: { name: 'N' }, file: null });
  });

  it('answers 400 to a required file that is missing', async () => {
    const response = await send('/document', jsonAndFile({ title: 'A' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('file: The file is required');
  });

  it('answers 400 to a wrong part name, a second file, an extra field or a second json part; nothing is kept', async () => {
    const before = storedCount();
    const cases = [
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'upload', filename: 'a.pdf', value: PDF },
      ]),
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'file', filename: 'a.pdf', value: PDF },
        { name: 'file', filename: 'b.pdf', value: PDF },
      ]),
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'extra', value: 'x' },
      ]),
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'json', value: '{"title":"b"}' },
      ]),
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: '__proto__', value: 'x' },
      ]),
    ];
    for (const body of cases) {
      const response = await send('/document', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(storedCount()).toBe(before);
    await expectNoTemporaryFiles();
  });

  it('answers 413 to a file over the limit (2 MiB for avatars) and keeps nothing', async () => {
    const before = storedCount();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await send('/avatar', jsonAndFile({ name: 'N' }, { name: 'big.png', data: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is too large (at most 2 MiB)' });
    expect(storedCount()).toBe(before);
    await expectNoTemporaryFiles();
  });

  it('answers 413 to a json part over 64 KiB', async () => {
    const response = await send(
      '/avatar',
      multipart([{ name: 'json', value: JSON.stringify({ name: 'a'.repeat(70_000) }) }]),
    );
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 to a body cut off halfway and keeps nothing', async () => {
    const before = storedCount();
    const whole = jsonAndFile(
      { title: 'A' },
      { field: 'file', name: 'a.pdf', data: Buffer.concat([PDF, Buffer.alloc(50_000)]) },
    );
    const half = whole.payload.subarray(0, Math.floor(whole.payload.length / 2));
    const response = await send('/document', { payload: half, headers: whole.headers });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
    expect(storedCount()).toBe(before);
    await expectNoTemporaryFiles();
  });

  it('keeps nothing when the client goes away in the middle of a file', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const before = storedCount();
    const rowsBefore = rows.length;
    const whole = jsonAndFile(
      { title: 'A' },
      { field: 'file', name: 'a.pdf', data: Buffer.concat([PDF, Buffer.alloc(400_000)]) },
    );
    await new Promise<void>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/document',
        headers: { ...whole.headers, 'content-length': String(whole.payload.length) },
      });
      request.on('error', () => resolve());
      request.write(whole.payload.subarray(0, 200_000), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    await expectNoTemporaryFiles();
    expect(storedCount()).toBe(before);
    expect(rows.length).toBe(rowsBefore);
  });
});

describe('readUpload: the file', () => {
  const refused = async (url: string, name: string, data: Buffer, status: number[]) => {
    const before = storedCount();
    const field = url === '/document' ? 'file' : 'avatar';
    const json = url === '/document' ? { title: 'A' } : { name: 'N' };
    const response = await send(url, jsonAndFile(json, { field, name, data }));
    expect(status, `${name}: ${response.body}`).toContain(response.statusCode);
    expect(typeof response.json().error).toBe('string');
    expect(storedCount()).toBe(before);
  };

  it('refuses content that does not match the extension with 415', async () => {
    await refused('/document', 'report.pdf', EXE, [415]);
    await refused('/document', 'report.docx', TINY_PNG, [415]);
    await refused('/avatar', 'photo.png', Buffer.from('this is not an image at all'), [415]);
    await refused('/avatar', 'photo.jpg', TINY_PNG, [415]);
    await refused('/avatar', 'photo.svg', Buffer.from('<html><script>alert(1)</script></html>'), [415]);
    await expectNoTemporaryFiles();
  });

  it('refuses double extensions, null bytes, names without extension and empty files', async () => {
    await refused('/document', 'a.pdf.exe', PDF, [415]);
    await refused('/document', 'a.php%00.pdf', Buffer.from('<?php system($_GET["c"]); ?>'), [415]);
    await refused('/document', 'noextension', PDF, [415]);
    await refused('/document', 'empty.pdf', Buffer.alloc(0), [400]);
    const nul = await send(
      '/document',
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'file', encodedFilename: 'a.php\u0000.pdf', value: PDF },
      ]),
    );
    expect(nul.statusCode).toBe(400);
  });

  it('keeps the original name only as cleaned text and stores under a random key inside the store', async () => {
    const cases = [
      { sent: '../../etc/passwd.pdf', kept: 'passwd.pdf' },
      { sent: 'C:\\Users\\me\\report.pdf', kept: 'report.pdf' },
      { sent: `${'a'.repeat(300)}.pdf`, kept: 'a'.repeat(255) },
      { sent: 'bell\u0007tab\t.pdf', kept: 'belltab.pdf' },
    ];
    for (const { sent, kept } of cases) {
      const response = await send(
        '/document',
        multipart([
          { name: 'json', value: '{"title":"a"}' },
          { name: 'file', encodedFilename: sent, value: PDF },
        ]),
      );
      if (kept.length === 255) {
        // Cut to 255 characters, the extension with it: refused as a name without an allowed extension.
        expect(response.statusCode).toBe(415);
        continue;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().name).toBe(kept);
      expect(response.json().key).toMatch(/^docs\/[0-9a-f]{32}\.pdf$/);
    }
    // A name with a line break: the parser drops the part, so the required file is missing.
    const crlf = await send(
      '/document',
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'file', encodedFilename: 'line\r\nbreak.pdf', value: PDF },
      ]),
    );
    expect(crlf.statusCode).toBe(400);
    expect(cleanFileName(`${'b'.repeat(300)}`)).toHaveLength(255);
    expect(cleanFileName('line\r\nbreak.pdf')).toBe('linebreak.pdf');
    expect(cleanFileName('\u202Eevil\u0007.png')).toBe('evil.png');
    const outside = fs.readdirSync(path.dirname(storeDir)).filter((name) => name === 'passwd.pdf' || name === 'etc');
    expect(outside).toEqual([]);
  });

  it('drops every format character (bidi marks, zero-width characters, the byte-order mark) from a name', async () => {
    const cases = [
      { sent: 'report\u061C.pdf', kept: 'report.pdf' }, // Arabic letter mark
      { sent: 'in\u200Bvoice\u200C\u200D\u2060.pdf', kept: 'invoice.pdf' }, // zero-width space, joiners, word joiner
      { sent: '\uFEFFsoft\u00ADhyphen.pdf', kept: 'softhyphen.pdf' }, // byte-order mark, soft hyphen
      { sent: 'evil\u2067fdp.exe\u2069.pdf', kept: 'evilfdp.exe.pdf' }, // an isolate turning the name around
      { sent: 'tag\u{E0041}\u{E007F}.pdf', kept: 'tag.pdf' }, // tag characters
    ];
    for (const { sent, kept } of cases) {
      expect(cleanFileName(sent), JSON.stringify(sent)).toBe(kept);
      expect(/\p{Cf}/u.test(cleanFileName(sent))).toBe(false);
    }
    // Through the upload: the stored name has none of them either.
    const response = await send(
      '/document',
      multipart([
        { name: 'json', value: '{"title":"a"}' },
        { name: 'file', encodedFilename: 'me\u061C\u200Bmo.pdf', value: PDF },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe('memo.pdf');
    // Visible characters stay: Bangla (its vowel signs are marks, not format characters) and an emoji.
    expect(cleanFileName('প্রতিবেদন 📄.pdf')).toBe('প্রতিবেদন 📄.pdf');
  });

  it('sanitises an SVG: no script, no event handler, no foreignObject, no outside reference', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)">
      <script>alert(2)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
      <image href="https://evil.test/x.png"/><rect width="8" height="8" fill="red" onclick="alert(3)"/></svg>`;
    const response = await send('/avatar', jsonAndFile({ name: 'N' }, { name: 'me.svg', data: svg }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().type).toBe('image/svg+xml');
    const object = await store.get(response.json().key);
    const body = object ? Buffer.concat(await object.body.toArray()).toString('utf8') : '';
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).toContain('<rect');
    for (const gone of ['script', 'onload', 'onclick', 'foreignObject', 'evil.test', 'alert'])
      expect(body).not.toContain(gone);
    expect(response.json().size).toBe(Buffer.byteLength(body));
  });
});

describe('keepUpload', () => {
  it('leaves no stored file when the database write fails', async () => {
    const before = storedCount();
    const rowsBefore = rows.length;
    failCommit = true;
    const response = await send('/avatar', jsonAndFile({ name: 'N' }, { name: 'me.png', data: TINY_PNG }));
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('Internal Server Error');
    expect(storedCount()).toBe(before);
    expect(rows.length).toBe(rowsBefore);
    await expectNoTemporaryFiles();
  });

  it('leaves no row when the store fails', async () => {
    const before = storedCount();
    const rowsBefore = rows.length;
    vi.spyOn(store, 'put').mockRejectedValueOnce(new Error('disk full'));
    const response = await send('/avatar', jsonAndFile({ name: 'N' }, { name: 'me.png', data: TINY_PNG }));
    expect(response.statusCode).toBe(500);
    expect(typeof response.json().error).toBe('string');
    expect(storedCount()).toBe(before);
    expect(rows.length).toBe(rowsBefore);
  });
});
