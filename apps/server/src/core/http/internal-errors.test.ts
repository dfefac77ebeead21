// The last-resort error handler (docs/security.md LG1): a route that throws answers 500 with only
// `{ error: "Internal Server Error", requestId }`, and the stack goes to the log, on a line with that request id.
// A promise rejected outside any request is logged by the start command before it closes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/testing/processes.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

interface LogLine {
  level: number;
  time: number;
  reqId?: string;
  msg?: string;
  err?: { message?: string; stack?: string; type?: string };
}

const lines: string[] = [];
const logged = (): LogLine[] =>
  lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

const UNHANDLED_MESSAGE = 'test: a rejection nobody handles, from the preload';
const SYNC_MESSAGE = 'test: thrown inside a route';
const ASYNC_MESSAGE = 'test: rejected after an await';

const t = await buildTestApp({
  seed: false,
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(line) },
  // Test-only routes, registered as a feature's would be: one throws at once, one after an await.
  beforeReady: (app) => {
    app.get('/api/test/throws', { config: { access: 'public' } }, () => {
      throw new Error(SYNC_MESSAGE);
    });
    app.get('/api/test/rejects', { config: { access: 'public' } }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      throw Object.assign(new Error(ASYNC_MESSAGE), { detail: 'select * from users' });
    });
  },
});
afterAll(() => t.close());

describe('a route that throws', () => {
  it.each([
    ['/api/test/throws', SYNC_MESSAGE],
    ['/api/test/rejects', ASYNC_MESSAGE],
  ])(
    '%s: 500 with only error and requestId; the log has the stack on a line with that request id',
    async (url, message) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(500);
      const body = answer.json<{ error: string; requestId: string }>();
      expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
      expect(body.error).toBe('Internal Server Error');
      expect(body.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(answer.headers['x-request-id']).toBe(body.requestId);
      expect(answer.body).not.toContain(message);
      expect(answer.body).not.toContain('internal-errors.test');
      expect(answer.body).not.toContain('select');

      const ofRequest = logged().filter((line) => line.reqId === body.requestId);
      const error = ofRequest.find((line) => line.err?.message === message);
      expect(error, JSON.stringify(ofRequest)).toBeDefined();
      expect(error?.level).toBe(50);
      expect(error?.msg).toBe('unexpected error');
      expect(typeof error?.time).toBe('number');
      expect(error?.err?.stack).toContain(`Error: ${message}`);
      expect(error?.err?.stack).toMatch(/internal-errors\.test\.ts:\d+/);
      // …and the request line of the same request says 500.
      expect(ofRequest.find((line) => line.msg === 'request')).toMatchObject({ statusCode: 500 });
    },
  );
});

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The real start command, on an embedded database of its own: it runs in the PGlite pass only (as main.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('an unhandled rejection in the running server', () => {
  it('is logged as one JSON line at level error with its stack, and the server closes with exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-unhandled-'));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--import', './src/testing/reject-unhandled.preload.ts', 'src/main.ts'],
        {
          cwd: SERVER_DIR,
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'test',
            SEED_DEMO: 'false',
            DATA_DIR: dataDir,
            HOST: '127.0.0.1',
            PORT: String(await freePort()),
            LOG_LEVEL: 'info',
            TEST_UNHANDLED_MESSAGE: UNHANDLED_MESSAGE,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
      expect(code, output).toBe(1);
      const entries = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
      const entry = entries.find((line) => line.err?.message === UNHANDLED_MESSAGE);
      expect(entry, output).toBeDefined();
      expect(entry?.level).toBe(50);
      expect(entry?.msg).toBe('closing after an error');
      expect(entry?.err?.stack).toContain(`Error: ${UNHANDLED_MESSAGE}`);
      expect(entry?.err?.stack).toMatch(/reject-unhandled\.preload\.ts:\d+/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
