// `npm start`: installs the dependencies when node_modules is missing or behind the lockfile (a fresh clone:
// install-if-needed.mjs), builds the web app and the server if they are not built yet, then runs the server
// (migrations, demo seed on an empty embedded database, http://localhost:3000) with the Node flags of
// server-flags.mjs (docs/performance.md, "Memory"). Reads .env when present.
// First: on an older Node, one line saying which Node is needed (also when run as `node scripts/….mjs`).
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installIfNeeded } from './install-if-needed.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

installIfNeeded(root);

function buildIfMissing(workspace, marker) {
  if (fs.existsSync(path.join(root, marker))) return;
  console.log(`Building ${workspace} (first start)…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing('apps/web', 'apps/web/dist/index.html');
buildIfMissing('apps/server', 'apps/server/dist/main.js');

const envFile = path.join(root, '.env');
const args = [
  ...serverNodeFlags(process.env.NODE_OPTIONS),
  ...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  path.join(root, 'apps/server/dist/main.js'),
];
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
