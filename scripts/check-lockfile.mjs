// DP1: the lockfile is committed, every package comes from the npm registry over https, and every one carries an
// integrity hash. lockfile-lint checks the hosts and schemes of the `resolved` URLs and the form of the hashes;
// it does not notice a package without a hash, and this machine's npm writes no `resolved` URL for registry
// packages (omit-lockfile-registry-resolved), so the presence of every hash is checked here.
// Usage: node scripts/check-lockfile.mjs [path/to/package-lock.json]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const lockfile = path.resolve(process.argv[2] ?? 'package-lock.json');
if (!fs.existsSync(lockfile)) {
  console.error(`${lockfile}: no lockfile`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const cli = require.resolve('lockfile-lint/bin/lockfile-lint.js');
const lint = spawnSync(
  process.execPath,
  [cli, '--path', lockfile, '--type', 'npm', '--validate-https', '--allowed-hosts', 'npm', '--validate-integrity'],
  { stdio: 'inherit' },
);
const { packages = {} } = JSON.parse(fs.readFileSync(lockfile, 'utf8'));
const unhashed = Object.entries(packages)
  .filter(([name, entry]) => name.includes('node_modules/') && !entry.link && !entry.integrity)
  .map(([name]) => name);
for (const name of unhashed) console.error(`${name}: no integrity hash`);
const total = Object.keys(packages).filter((name) => name.includes('node_modules/')).length;
console.log(`${total} locked packages, ${unhashed.length} without an integrity hash`);
process.exit(lint.status === 0 && unhashed.length === 0 ? 0 : 1);
