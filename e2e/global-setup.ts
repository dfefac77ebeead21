// Starts one built server per Playwright worker (see server.ts), each on its own free port with a fresh demo
// database of its own, so two spec files that sign in with the same demo account never share a server. Server i's
// URL and data folder travel to the workers as E2E_BASE_URL_i and E2E_DATA_DIR_i; fixtures.ts points each worker's
// E2E_BASE_URL and E2E_DATA_DIR at the server of its TEST_PARALLEL_INDEX. The function it returns is Playwright's
// teardown: stop the servers, keep their logs (server-i.log), delete their data.
// With E2E_BASE_URL already set, the tests run against that server instead (with one worker) and nothing is started.
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { prepareRegistration } from './registration-data.ts';
import { startServer } from './server.ts';

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const count = Math.max(1, config.workers);
  // Invitations are created with the built CLI before each server takes its embedded database (registration.spec.ts).
  // Started together: one server's start-up runs while the next one's data is seeded (the CLI, another process).
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer({ prepare: prepareRegistration })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  servers.forEach((server, index) => {
    process.env[`E2E_BASE_URL_${index}`] = server.baseUrl;
    process.env[`E2E_DATA_DIR_${index}`] = server.dataDir;
    console.log(
      `e2e: worker ${index}'s built server on ${server.baseUrl} (fresh embedded database with the demo data)`,
    );
  });
  // The first server's, for anything that runs outside a worker.
  process.env.E2E_BASE_URL = servers[0]?.baseUrl;
  process.env.E2E_DATA_DIR = servers[0]?.dataDir;
  const outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
  return async () => {
    await Promise.all(servers.map((server, index) => server.stop(path.join(outputDir, `server-${index}.log`))));
  };
}
