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
    await expect(refuseDemoAccountsInProduction(seeded.db, 'production', false)).rejects.toThrow(
      DemoAccountsInProductionError,
    );
    await expect(refuseDemoAccountsInProduction(seeded.db, 'production', false)).rejects.toThrow(
      /demo account .*@demo\.test/,
    );
  });

  it('allows the demo data when wanted (SEED_DEMO=true or embedded), development, and a database without demo accounts', async () => {
    await expect(refuseDemoAccountsInProduction(seeded.db, 'production', true)).resolves.toBeUndefined();
    await expect(refuseDemoAccountsInProduction(seeded.db, 'development', false)).resolves.toBeUndefined();
    await expect(refuseDemoAccountsInProduction(empty.db, 'production', false)).resolves.toBeUndefined();
  });
});
