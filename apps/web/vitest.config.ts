// The web project of the root `vitest run`: component and helper tests in jsdom, no network.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // One test process per core (vitest's default leaves one core to its own, mostly idle, main process).
    maxWorkers: '100%',
  },
});
