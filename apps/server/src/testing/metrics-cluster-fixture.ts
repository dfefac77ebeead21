// A node:cluster of two workers for core/metrics/cluster.test.ts: each worker counts into a registry of its own
// (10 and 20 requests; the same 5 sessions), the supervisor gathers them as a WORKERS=2 server does, and the first
// worker's scrape (what its GET /metrics answers) is printed as one JSON line. No app, no database. With
// FIXTURE_SILENT_WORKER=1 a third worker never offers its registry (one still starting): the scrape then fails.
import cluster, { type Worker } from 'node:cluster';
import { Counter, Gauge, Registry } from 'prom-client';
import { gatherWorkerMetrics, workerMetrics } from '#server/core/metrics/cluster.ts';

if (cluster.isPrimary) {
  await gatherWorkerMetrics();
  const workers: Worker[] = [cluster.fork(), cluster.fork()];
  if (process.env.FIXTURE_SILENT_WORKER) workers.push(cluster.fork({ FIXTURE_ROLE: 'silent' }));
  let ready = 0;
  for (const worker of workers) {
    worker.on('message', (message: unknown) => {
      if (message === 'ready') {
        ready += 1;
        if (ready === workers.length) workers[0]?.send('scrape');
      } else if (typeof message === 'object' && message !== null && 'scraped' in message) {
        console.log(JSON.stringify(message));
        for (const each of workers) each.kill();
      }
    });
  }
} else if (process.env.FIXTURE_ROLE === 'silent') {
  process.send?.('ready');
  process.on('message', () => {});
} else {
  const registry = new Registry();
  const requests = new Counter({ name: 'fixture_requests_total', help: 'requests', registers: [registry] });
  const sessions = new Gauge({ name: 'fixture_sessions', help: 'sessions', registers: [registry], aggregator: 'max' });
  requests.inc((cluster.worker?.id ?? 0) * 10);
  sessions.set(5);
  const scrape = await workerMetrics(registry);
  process.on('message', (message: unknown) => {
    if (message !== 'scrape') return;
    scrape().then(
      (text) => process.send?.({ scraped: text }),
      (error: unknown) => process.send?.({ scraped: `error: ${String(error)}` }),
    );
  });
  process.send?.('ready');
}
