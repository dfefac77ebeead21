import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/testing/test-app.ts';
import { DemoAccountsInProductionError, refuseDemoAccountsInProduction } from './demo-guard.ts';

const seeded = await buildTestApp();
const empty = await buildTestApp({ seed: false });
afterAll(async () => {
  await seeded.close();
  await empty.close();
});

describe('refuseDemoAccountsInProduction', () => {
  it('refuses a production start while a demo account exists', async () => {
    await expect(
      refuseDemoAccountsInProduction(seeded.db, { NODE_ENV: 'production', SEED_DEMO: undefined }),
    ).rejects.toThrow(DemoAccountsInProductionError);
    await expect(
      refuseDemoAccountsInProduction(seeded.db, { NODE_ENV: 'production', SEED_DEMO: false }),
    ).rejects.toThrow(/demo account .*@demo\.test/);
  });

  it('allows a demonstration asked for with SEED_DEMO=true, development, and a database without demo accounts', async () => {
    await expect(
      refuseDemoAccountsInProduction(seeded.db, { NODE_ENV: 'production', SEED_DEMO: true }),
    ).resolves.toBeUndefined();
    await expect(
      refuseDemoAccountsInProduction(seeded.db, { NODE_ENV: 'development', SEED_DEMO: undefined }),
    ).resolves.toBeUndefined();
    await expect(
      refuseDemoAccountsInProduction(empty.db, { NODE_ENV: 'production', SEED_DEMO: undefined }),
    ).resolves.toBeUndefined();
  });
});
