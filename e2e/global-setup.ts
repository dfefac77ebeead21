// Starts the built server once for the whole run (see server.ts) and hands its URL to the workers through
// E2E_BASE_URL; the function it returns is Playwright's teardown: stop the server, keep its log, delete its data.
// With E2E_BASE_URL already set, the tests run against that server instead and nothing is started.
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { prepareRegistration } from './registration-data.ts';
import { startServer } from './server.ts';

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: using the server at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  // Invitations are created with the built CLI before the server takes the embedded database (registration.spec.ts).
  const server = await startServer({ prepare: prepareRegistration });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  console.log(`e2e: built server on ${server.baseUrl} (fresh embedded database with the demo data)`);
  const outputDir = config.projects[0]?.outputDir ?? path.join(config.rootDir, 'test-results');
  return async () => {
    await server.stop(path.join(outputDir, 'server.log'));
  };
}
