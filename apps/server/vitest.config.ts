import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite opens in about a second; each test file has its own in-memory database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test process per core (vitest's default leaves one core to its own, mostly idle, main process).
    maxWorkers: '100%',
  },
});
