// `npm run dev`: the server with reload (tsx watch, port 3000) and the Vite dev server (port 5173, which
// proxies /api, /media and /files to the server), side by side. Ctrl-C stops both.
// First: on an older Node, one line saying which Node is needed (also when run as `node scripts/….mjs`).
import './check-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const envFile = path.join(root, '.env');
const env = { ...process.env, ...(fs.existsSync(envFile) ? { NODE_OPTIONS: `--env-file=${envFile}` } : {}) };

const children = [
  spawn(npm, ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, DATA_DIR: env.DATA_DIR ?? path.join(root, 'data') },
  }),
  spawn(npm, ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
