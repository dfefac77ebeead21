// `npm run faults` (`-- --quick` for CI's short set, `-- --only=RE3,RE6` for some): builds the server if needed,
// starts a throwaway PostgreSQL 15 cluster (bench/postgres.ts), runs every fault against production servers
// of its own and prints one line per target with its figure and PASS/FAIL; exit code 1 on any FAIL.
// HD7 waits up to a minute, so it runs beside the others. Servers, proxy and cluster are stopped at the end,
// also when a fault throws or the run is interrupted.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Cluster, startCluster } from '../bench/postgres.ts';
import { FAULTS, type Fault, type FaultContext, type FaultResult } from './faults.ts';
import { ensureBuilt, type Portal, startPortal } from './server.ts';

const USAGE = `Usage: npm run faults [-- --quick] [-- --only=RE1,RE3,…]  (faults: ${FAULTS.map((f) => f.id).join(', ')})`;

function chosenFaults(args: string[]): Fault[] {
  let chosen = FAULTS;
  for (const arg of args) {
    if (arg === '--quick') chosen = chosen.filter((fault) => fault.quick);
    else if (arg.startsWith('--only=')) {
      const ids = arg.slice('--only='.length).toUpperCase().split(',');
      const unknown = ids.filter((id) => !FAULTS.some((fault) => fault.id.toUpperCase() === id));
      if (unknown.length) throw new Error(`Unknown fault ${unknown.join(', ')}. ${USAGE}`);
      chosen = chosen.filter((fault) => ids.includes(fault.id.toUpperCase()));
    } else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg}. ${USAGE}`);
  }
  return chosen;
}

function line(result: FaultResult, ms: number): string {
  return `${result.id.padEnd(4)} ${result.pass ? 'PASS' : 'FAIL'}  ${result.figure}  [${(ms / 1000).toFixed(0)} s]`;
}

async function main() {
  const faults = chosenFaults(process.argv.slice(2));
  const began = performance.now();
  ensureBuilt();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
  const portals = new Set<Portal>();
  let cluster: Cluster | null = null;
  const cleanUp = async () => {
    await Promise.all([...portals].map((portal) => portal.kill()));
    await cluster?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  const results: FaultResult[] = [];
  try {
    cluster = await startCluster();
    const env = { DATABASE_URL: cluster.url, FILES_SECRET: randomBytes(32).toString('hex') };
    const contextFor = (owned: Set<Portal>): FaultContext => ({
      cluster: cluster as Cluster,
      runDir,
      env,
      async start(name, extra = {}, options = {}) {
        const portal = await startPortal({ name, runDir, env: { ...env, ...extra }, ...options });
        portals.add(portal);
        owned.add(portal);
        return portal;
      },
    });
    const runOne = async (fault: Fault): Promise<FaultResult> => {
      const owned = new Set<Portal>();
      const start = performance.now();
      let result: FaultResult;
      try {
        result = await fault.run(contextFor(owned));
      } catch (error) {
        result = { id: fault.id, pass: false, figure: `error: ${(error as Error).message}` };
      }
      await Promise.all([...owned].map((portal) => portal.kill()));
      if (!result.pass) result.figure += ` (logs in ${runDir})`;
      console.log(line(result, performance.now() - start));
      return result;
    };
    // The first server migrates and seeds the cluster; the others find it done.
    const first = await startPortal({ name: 'migrate-and-seed', runDir, env });
    portals.add(first);
    await first.kill();
    const beside = faults.filter((fault) => fault.id === 'HD7');
    const inTurn = faults.filter((fault) => fault.id !== 'HD7');
    const besideRuns = beside.map(runOne);
    for (const fault of inTurn) results.push(await runOne(fault));
    results.push(...(await Promise.all(besideRuns)));
  } finally {
    await cleanUp();
  }
  const failed = results.filter((result) => !result.pass);
  console.log(
    `${results.length - failed.length} passed, ${failed.length} failed in ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
  if (failed.length === 0) fs.rmSync(runDir, { recursive: true, force: true });
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
