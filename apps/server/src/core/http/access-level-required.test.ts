// Deny by default at start-up (docs/security.md AC1): a route under /api, /files or /media that declares no access
// level stops the app from starting (the onRoute hook of app.ts), whoever registers it; so does a write route there
// that declares no `changes`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { localChanges } from '#server/core/db/changes.ts';
import { openDatabase } from '#server/core/db/client.ts';
import { createLocalStore } from '#server/core/files/store.ts';
import { createJobQueue } from '#server/core/jobs/queue.ts';
import { createSealer } from '#server/core/jobs/sealed.ts';
import { JOBS } from '#server/jobs.ts';
import { createMemoryMailer, TEST_FILES_SECRET } from '#server/testing/test-app.ts';

// The routes are only registered, never called: one database serves every app of this file (migrated: the app
// reads the maintenance switch's row at start).
const database = await openDatabase({});
await database.migrate();
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-access-level-'));
afterAll(async () => {
  await database.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

/** The real app with one plugin more, registered as a feature would be, then made ready (start-up). */
async function startWith(plugin: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: storeDir,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config,
    db: database.db,
    changes: localChanges(),
    // Never started: no route of these apps is called.
    jobs: createJobQueue({
      connection: database.queueConnection,
      definitions: JOBS,
      context: {
        db: database.db,
        mailer: createMemoryMailer(),
        config,
        sealer: createSealer(TEST_FILES_SECRET),
        log: pino({ level: 'silent' }),
        secret: TEST_FILES_SECRET,
      },
    }),
    store: createLocalStore(storeDir),
    filesSecret: TEST_FILES_SECRET,
    logger: false,
    webDist: null,
  });
  await app.register(plugin);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

const oneRoute =
  (method: 'GET' | 'POST' | 'DELETE', url: string, config: Record<string, unknown>) => async (app: FastifyInstance) => {
    app.route({ method, url, config, handler: async () => ({ reached: true }) });
  };

describe('a route without an access level', () => {
  it.each([
    ['GET', '/api/test/no-level'],
    ['POST', '/files/test/no-level'],
    ['GET', '/media/test/no-level'],
  ] as const)('stops start-up: %s %s', async (method, url) => {
    await expect(startWith(oneRoute(method, url, {}))).rejects.toThrow(
      `Route ${method} ${url} declares no access level`,
    );
  });

  it('starts when the same route declares one, and outside the guarded prefixes', async () => {
    const app = await startWith(async (instance) => {
      await oneRoute('GET', '/api/test/with-level', { access: 'public' })(instance);
      await oneRoute('GET', '/test/outside', {})(instance);
    });
    try {
      expect(app.registeredRoutes).toContainEqual(
        expect.objectContaining({ method: 'GET', url: '/api/test/with-level', access: 'public' }),
      );
      expect((await app.inject({ method: 'GET', url: '/api/test/with-level' })).json()).toEqual({ reached: true });
    } finally {
      await app.close();
    }
  });
});

// The write hook of app.ts drops the kept answers only for a write that declares `changes: 'work'`: a write route
// that declared nothing would drop nothing, so it stops start-up too, whoever registers it.
describe('a write route without declared changes', () => {
  it.each([
    ['POST', '/api/test/no-changes'],
    ['DELETE', '/files/test/no-changes'],
  ] as const)('stops start-up: %s %s', async (method, url) => {
    await expect(startWith(oneRoute(method, url, { access: 'public' }))).rejects.toThrow(
      `Route ${method} ${url} declares no changes`,
    );
  });

  it('starts when the same route declares them, and lists them with the route', async () => {
    const app = await startWith(oneRoute('POST', '/api/test/with-changes', { access: 'public', changes: 'none' }));
    try {
      expect(app.registeredRoutes).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/test/with-changes', changes: 'none' }),
      );
    } finally {
      await app.close();
    }
  });
});
