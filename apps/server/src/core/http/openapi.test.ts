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
