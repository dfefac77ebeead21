// WORKERS > 1: the worker a scrape reaches answers for every worker (core/metrics/cluster.ts), counters summed and
// a figure every worker reads alike (aggregator 'max') taken once, through a real node:cluster of two workers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

it('answers the series of every worker from the one the scrape reached', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/metrics-cluster-fixture.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((text) => text.startsWith('{"scraped"'));
  expect(line, output).toBeDefined();
  const text = (JSON.parse(line ?? '{}') as { scraped: string }).scraped;
  expect(text).toContain('\nfixture_requests_total 30\n');
  expect(text).toContain('\nfixture_sessions 5\n');
}, 60_000);
