import { afterAll, describe, expect, it } from 'vitest';
import { walkedRoutes } from '#server/testing/suites/route-walk.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

const t = await buildTestApp({ seed: false });
afterAll(() => t.close());

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  security?: unknown[];
}

describe('GET /api/docs/json', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  const operation = (method: string, url: string) =>
    document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

  it('documents every API route, with bearer security on the guarded ones', () => {
    expect(response.statusCode).toBe(200);
    for (const route of walkedRoutes(t.app).filter((r) => r.url.startsWith('/api/'))) {
      const found = operation(route.method, route.url);
      expect(found, `${route.method} ${route.url}`).toBeDefined();
      if (route.access !== 'public') expect(found?.security, route.url).toEqual([{ bearer: [] }]);
    }
  });

  it('shows the parts of a multipart route', () => {
    const update = operation('PATCH', '/api/participant/user/update');
    const part = update?.requestBody?.content['multipart/form-data']?.schema;
    expect(part?.properties).toHaveProperty('avatar');
    expect(part?.properties).toHaveProperty('json');
    expect(part?.required).toEqual(['json']);
  });

  it('serves the readable reference', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

/** The directives of a Content-Security-Policy header, name → value. */
function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0] ?? '', part.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('the frame policy of /api/docs', () => {
  it('is the same as every other answer: framed by nothing, in production too', async () => {
    const production = await buildTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      const health = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(directives(health.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
        const answer = await production.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBeLessThan(400);
        const policy = directives(answer.headers['content-security-policy']);
        expect(policy.get('frame-ancestors'), url).toBe("'none'");
        expect(answer.headers['x-frame-options'], url).toBe(health.headers['x-frame-options']);
      }
    } finally {
      await production.close();
    }
  });
});

describe('API_DOCS=off', () => {
  it('hides the reference and the document: 404 on every path under /api/docs', async () => {
    const hidden = await buildTestApp({ seed: false, env: { API_DOCS: 'off' } });
    try {
      for (const url of [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/yaml',
        '/api/docs/static/index.html',
      ]) {
        const answer = await hidden.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toEqual({ error: 'Not Found' });
      }
      // The API itself answers as before.
      expect((await hidden.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
    }
  });
});
