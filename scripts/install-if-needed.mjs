// Run by `npm start` and `npm test` (after check-node.mjs): on a fresh clone, or after a pull that changed the
// lockfile, install what the lockfile says (`npm ci`) before anything needs it, instead of failing with a raw
// "vite: not found". Whether to install is decided by `installReason` (tested in install-if-needed.test.mjs) from
// what npm itself wrote: node_modules/.package-lock.json, npm's record of what it installed, compared with
// package-lock.json by content (file times are no guide: a checkout dates every file).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Why node_modules must be (re)installed from the lockfile, or null when it matches it.
 * `installed` is node_modules/.package-lock.json (null when absent), `lock` is package-lock.json, both parsed.
 */
export function installReason({ hasNodeModules, installed, lock }) {
  if (!hasNodeModules) return 'node_modules is missing';
  if (!installed?.packages) return 'node_modules was not installed from the lockfile';
  const have = installed.packages;
  for (const [place, wanted] of Object.entries(lock.packages ?? {})) {
    // The root and the workspaces' own folders are not installed packages; links point at the workspaces.
    if (!place.includes('node_modules/') || wanted.link) continue;
    const found = have[place];
    // An optional package of another platform (an esbuild or rollup binary) is never installed here.
    if (!found) {
      if (wanted.optional || wanted.devOptional) continue;
      return `node_modules is older than the lockfile (${place} is missing)`;
    }
    if (found.version !== wanted.version) {
      return `node_modules is older than the lockfile (${place} ${found.version ?? '?'}, wanted ${wanted.version})`;
    }
  }
  return null;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Installs with `npm ci` when `installReason` says so; exits with npm's status when that fails. */
export function installIfNeeded(root) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  if (!lock) return;
  const modules = path.join(root, 'node_modules');
  const reason = installReason({
    hasNodeModules: fs.existsSync(modules),
    installed: readJson(path.join(modules, '.package-lock.json')),
    lock,
  });
  if (!reason) return;
  console.log(`${reason}: installing the dependencies first (npm ci)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('npm ci failed (see above); run it yourself once the cause is fixed, then try again.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  installIfNeeded(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
