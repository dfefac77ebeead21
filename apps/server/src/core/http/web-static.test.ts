// The web app's files (web-static.ts): index.html for client routes and the hashed assets are sent in the
// compressed forms written beforehand (the build's .br / .gz, or compressed once at start), never compressed
// per request; assets are cached immutably, index.html revalidates with its ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_REQUEST_COMPRESSION } from './prepared-answer.ts';
import { registerWebApp } from './web-static.ts';

const INDEX = `<!doctype html><html><head><title>Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  // As the web build writes it: a gzip copy (the brotli one is left out, so the server makes it at start).
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(INDEX, { level: 9 }));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  app = Fastify();
  await app.register(fastifyCompress, PER_REQUEST_COMPRESSION);
  await app.register(fastifyRateLimit, { global: false });
  await registerWebApp(app, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('answers index.html for a client route in the coding the client accepts, as compressed beforehand', async () => {
    const plain = await get('/courses');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(INDEX);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(dir, 'index.html.gz')))).toBe(true);
    const br = await get('/courses/ceaml', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    expect((await get('/', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('revalidates index.html with its ETag', async () => {
    const first = await get('/');
    const again = await get('/courses', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a hashed asset as its .br file, cached for a year and immutable', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a JSON 404 for an unknown API path, never index.html', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });
});

describe('the web app in Bangla (index.bn.html beside index.html)', () => {
  const BANGLA = INDEX.replace('<html>', '<html lang="bn">').replace('</head>', '<link rel="modulepreload"></head>');
  let banglaDir: string;
  let banglaApp: FastifyInstance;
  beforeAll(async () => {
    banglaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-bn-'));
    fs.writeFileSync(path.join(banglaDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(banglaDir, 'index.bn.html'), BANGLA);
    banglaApp = Fastify();
    await banglaApp.register(fastifyCompress, PER_REQUEST_COMPRESSION);
    await banglaApp.register(fastifyRateLimit, { global: false });
    await registerWebApp(banglaApp, banglaDir);
    await banglaApp.ready();
  });
  afterAll(async () => {
    await banglaApp.close();
    fs.rmSync(banglaDir, { recursive: true, force: true });
  });
  const page = (headers: Record<string, string>) => banglaApp.inject({ method: 'GET', url: '/', headers });

  it('sends the Bangla page to a browser whose stored choice is Bangla, English to one whose choice is English', async () => {
    const bangla = await page({ cookie: 'auth_token=x; portal-language=bn' });
    expect(bangla.body).toBe(BANGLA);
    expect(bangla.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    // The choice wins over the browser's languages, as in the app.
    expect((await page({ cookie: 'portal-language=en', 'accept-language': 'bn-BD,bn;q=0.9' })).body).toBe(INDEX);
  });

  it('follows the first of Accept-Language that is English or Bangla on a first visit, as the app does', async () => {
    expect((await page({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).body).toBe(BANGLA);
    expect((await page({ 'accept-language': 'fr-FR, bn;q=0.8, en;q=0.5' })).body).toBe(BANGLA);
    expect((await page({ 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' })).body).toBe(INDEX);
    expect((await page({ 'accept-language': 'fr' })).body).toBe(INDEX);
    const none = await page({});
    expect(none.body).toBe(INDEX);
    expect(none.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('revalidates each language by its own ETag', async () => {
    const bangla = await page({ cookie: 'portal-language=bn' });
    const english = await page({});
    expect(bangla.headers.etag).not.toBe(english.headers.etag);
    expect(
      (await page({ cookie: 'portal-language=bn', 'if-none-match': String(bangla.headers.etag) })).statusCode,
    ).toBe(304);
    expect((await page({ 'if-none-match': String(bangla.headers.etag) })).statusCode).toBe(200);
  });
});
