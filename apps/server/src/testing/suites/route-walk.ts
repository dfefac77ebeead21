// What the cross-cutting suites share: the list of every guarded route, URLs filled from parameters, and the
// checks every answer must pass (no 5xx, the error shape, nothing leaked).
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RegisteredRoute } from '#server/app.ts';

/** Every route the suites walk: the API, signed files and media. */
export function walkedRoutes(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter((route) => /^\/(api|files|media)\//.test(route.url));
}

export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Fills `:name` parameters (values inserted as given, so that a test can send raw encodings) and `*`. */
export function fillUrl(url: string, params: Record<string, string> = {}, fallback = '1'): string {
  return url
    .replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => params[name] ?? fallback)
    .replace(/\*$/, params['*'] ?? 'x');
}

export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}

const LEAKS = [
  /at \S+ \(.*:\d+:\d+\)/,
  /node_modules/,
  /SELECT /,
  /syntax error at or near/,
  /ZodError/,
  /drizzle/i,
  /\/work\//,
  /\/home\//,
];

/** Every answer: below 500, and a refusal is `{ error: string }` JSON without internals. */
export function expectSafeAnswer(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  for (const pattern of LEAKS) expect(response.body, `${label} leaks ${pattern}`).not.toMatch(pattern);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    const body = response.json() as { error?: unknown };
    expect(typeof body.error, `${label}: ${response.body}`).toBe('string');
  }
}

let address = 0;
/** A client address of its own per request, so that per-address limits (sign-in, contact, 404 probes) never answer. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Every file under the store's folder, to prove that a refused request added or removed none. */
export function storeListing(storeDir: string): string {
  return (fs.readdirSync(storeDir, { recursive: true }) as string[]).sort().join('\n');
}
