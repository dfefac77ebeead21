// What the server serves besides the API (docs/security.md AC6, HD4, HD5): the built web app's files and pages, and
// nothing else — no dot-file, source map, package or source file even when one lies in the web folder, no version
// disclosure, and no CORS for a foreign origin. Unknown API paths answer JSON 404, never the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};

let t: TestApp;
beforeAll(async () => {
  write('index.html', '<!doctype html><title>Portal</title><div id="root"></div>');
  write('assets/index-abc123.js', 'console.log("app")');
  // Files a careless deploy could leave in the web folder: none may be served.
  write('assets/index-abc123.js.map', '{"version":3,"sources":["../src/secret.ts"]}');
  write('.env', 'FILES_SECRET=do-not-serve');
  write('.git/config', '[core]\n');
  write('.htaccess', 'deny from all');
  t = await buildTestApp({ seed: false, webDist: dist, env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the web app and nothing else', () => {
  it('serves the app page for client routes and its hashed assets', async () => {
    for (const url of ['/', '/courses', '/participant/dashboard']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/.htaccess',
    '/assets/index-abc123.js.map',
    '/package.json',
    '/package-lock.json',
    '/apps/server/src/main.ts',
    '/apps/server/src/config.ts',
    '/src/main.tsx',
    '/node_modules/fastify/package.json',
    '/dist/main.js',
    '/main.js',
    '/.npmrc',
    '/server.log',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/../../package.json',
    '/..%2f..%2fpackage.json',
  ])('answers 404 without content to %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/do-not-serve|sources|"name":|\[core\]|deny from/);
  });

  it('answers an extension-less unknown path with the app page, which holds nothing of the server', async () => {
    const page = await get('/data/files-secret');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<!doctype html><title>Portal</title><div id="root"></div>');
  });

  it('answers unknown API and media paths with JSON 404, never the app page', async () => {
    for (const url of ['/api/nothing-here', '/api/participant/nothing', '/media/avatars/none.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ error: 'Not Found' });
    }
  });

  it('sends the Content-Security-Policy of the app: no inline or eval script, nothing framed or framing', async () => {
    for (const url of ['/', '/courses', '/api/health']) {
      const header = String((await get(url)).headers['content-security-policy']);
      const policy = Object.fromEntries(
        header.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['base-uri'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['form-action'], url).toEqual(["'self'"]);
      expect(policy['connect-src'], url).toEqual(["'self'"]);
      expect(header, url).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it('discloses no version: no X-Powered-By and no Server header', async () => {
    for (const url of ['/', '/api/health', '/api/nothing-here', '/assets/index-abc123.js']) {
      const response = await get(url);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers.server, url).toBeUndefined();
    }
  });

  it('allows no cross-origin read: no Access-Control-Allow-Origin for a foreign or null origin', async () => {
    for (const origin of ['https://evil.test', 'null']) {
      for (const url of ['/api/user/is_logined', '/api/certification-programs', '/']) {
        const response = await get(url, { origin });
        expect(response.headers['access-control-allow-origin'], `${origin} ${url}`).toBeUndefined();
        expect(response.headers['access-control-allow-credentials'], `${origin} ${url}`).toBeUndefined();
      }
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/user/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
