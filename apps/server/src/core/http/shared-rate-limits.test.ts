// REDIS_URL (app.ts): two server processes count request rate limits together, in a real Redis (Debian's
// redis-server, started here on a free loopback port and stopped after). The contact form allows 5 messages per
// address in 10 minutes: 3 sent to one process and 2 to the other use it up, so the 6th is refused by either.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CONTACT_SENT } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/testing/processes.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const available = fs.existsSync(REDIS_SERVER);
if (!available && process.env.CI) throw new Error(`${REDIS_SERVER} is missing: CI installs Debian's redis-server`);

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

describe.runIf(available)('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port, 10_000);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    first = await buildTestApp({ env, seed: false });
    second = await buildTestApp({ env, seed: false });
  }, 60_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.kill('SIGTERM');
  });

  const contact = (app: TestApp, n: number) =>
    app.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '203.0.113.7',
      payload: {
        first_name: 'Shared',
        last_name: 'Counter',
        email: 'shared@example.test',
        message: `Message number ${n} about the programme.`,
      },
    });

  it('refuses the 6th contact message of an address on either process once the two together took 5', async () => {
    const answers = [];
    for (const [n, app] of [first, first, first, second, second].entries())
      answers.push((await contact(app, n)).json());
    expect(answers).toEqual(Array(5).fill({ success: CONTACT_SENT }));
    const sixthOnFirst = await contact(first, 6);
    const sixthOnSecond = await contact(second, 7);
    expect(sixthOnFirst.statusCode).toBe(429);
    expect(sixthOnSecond.statusCode).toBe(429);
    expect(sixthOnSecond.headers['retry-after']).toBeDefined();
  });
});
