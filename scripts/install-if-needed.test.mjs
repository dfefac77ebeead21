// When `npm start` and `npm test` install first: only when node_modules is missing or does not hold what the
// lockfile says (never for file times, never for another platform's optional binaries).
import { describe, expect, it } from 'vitest';
import { installReason } from './install-if-needed.mjs';

const lock = {
  packages: {
    '': { name: 'portal', workspaces: ['apps/web'] },
    'apps/web': { name: '@portal/web' },
    'node_modules/@portal/web': { resolved: 'apps/web', link: true },
    'node_modules/vite': { version: '7.1.0', dev: true },
    'apps/web/node_modules/react': { version: '19.2.0' },
    'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true },
  },
};
const installed = {
  packages: {
    'node_modules/@portal/web': { resolved: 'apps/web', link: true },
    'node_modules/vite': { version: '7.1.0', dev: true },
    'apps/web/node_modules/react': { version: '19.2.0' },
  },
};

describe('installReason', () => {
  it('installs on a fresh clone (no node_modules) and when npm never installed there', () => {
    expect(installReason({ hasNodeModules: false, installed: null, lock })).toBe('node_modules is missing');
    expect(installReason({ hasNodeModules: true, installed: null, lock })).toMatch(/not installed from the lockfile/);
  });

  it('leaves node_modules alone when it holds what the lockfile says (other platforms’ optional binaries aside)', () => {
    expect(installReason({ hasNodeModules: true, installed, lock })).toBeNull();
  });

  it('installs when the lockfile has moved on: a package of another version, or a new one', () => {
    const newer = { packages: { ...lock.packages, 'node_modules/vite': { version: '7.2.0', dev: true } } };
    expect(installReason({ hasNodeModules: true, installed, lock: newer })).toBe(
      'node_modules is older than the lockfile (node_modules/vite 7.1.0, wanted 7.2.0)',
    );
    const added = { packages: { ...lock.packages, 'node_modules/zod': { version: '4.1.0' } } };
    expect(installReason({ hasNodeModules: true, installed, lock: added })).toMatch(/node_modules\/zod is missing/);
  });
});
