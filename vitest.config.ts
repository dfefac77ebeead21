// One `npm test` runs every project: the contract's rules, the server (on PGlite, or on PostgreSQL when
// TEST_DATABASE_URL is set), the web components and the root scripts' own logic.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
