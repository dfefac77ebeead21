// WORKERS > 1: the worker a scrape reaches answers for every worker (core/metrics/cluster.ts), counters summed and
// a figure every worker reads alike (aggregator 'max') taken once, through a real node:cluster of two workers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the fixture's cluster and answers what the first worker's scrape gave. */
async function scrapeOfCluster(env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/metrics-cluster-fixture.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
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
  return (JSON.parse(line ?? '{}') as { scraped: string }).scraped;
}

it('answers the series of every worker from the one the scrape reached', async () => {
  const text = await scrapeOfCluster();
  expect(text).toContain('\nfixture_requests_total 30\n');
  expect(text).toContain('\nfixture_sessions 5\n');
}, 60_000);

it('fails the scrape, instead of answering part of the workers, when one does not answer', async () => {
  expect(await scrapeOfCluster({ FIXTURE_SILENT_WORKER: '1' })).toMatch(/^error: /);
}, 60_000);
