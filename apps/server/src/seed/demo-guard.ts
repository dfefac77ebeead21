// No default accounts in production (docs/security.md AU9): a production server refuses to start while a demo account
// (known password) exists, unless the demo data is wanted: SEED_DEMO=true, or the embedded database (which is for
// trying and demos and seeds the demo data by default).
import { inArray } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/core/db/client.ts';
import { users } from '#server/core/db/schema/index.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

export class DemoAccountsInProductionError extends Error {
  override name = 'DemoAccountsInProductionError';
}

export async function refuseDemoAccountsInProduction(db: Db, nodeEnv: Config['NODE_ENV'], demoWanted: boolean) {
  if (nodeEnv !== 'production' || demoWanted) return;
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    )
    .limit(1);
  if (found[0]) {
    throw new DemoAccountsInProductionError(
      `Refusing to start in production: the demo account ${found[0].email} (password known to everyone) exists. ` +
        'Remove the demo accounts, or set SEED_DEMO=true to run a demonstration on purpose.',
    );
  }
}
