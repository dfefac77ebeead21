// A throwaway PostgreSQL 15 cluster for one bench run: initdb into a temporary folder, start on a free
// loopback port, stop and delete at the end. As root the server binaries run as the `postgres` user.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  port: number;
  /** The server's log file, worth printing when something fails. */
  logFile: string;
  /** Stops the PostgreSQL server at once (`pg_ctl stop -m immediate`, like a crash); the cluster stays. */
  halt(): Promise<void>;
  /** Starts the server again after halt(), on the same port; resolves once it accepts connections. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel picks it), on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Owner {
  uid: number;
  gid: number;
  /** Prefix of every server command: runuser as root, nothing otherwise. */
  wrap: string[];
}

async function clusterOwner(): Promise<Owner> {
  if (process.getuid?.() !== 0) return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, wrap: [] };
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()), wrap: ['runuser', '-u', 'postgres', '--'] };
  } catch {
    throw new Error('Running as root needs a `postgres` system user (apt-get install postgresql-15 creates one).');
  }
}

async function pgCommand(owner: Owner, binary: string, args: string[]): Promise<string> {
  const file = path.join(PG_BIN, binary);
  const [command, ...rest] = owner.wrap.length ? [...owner.wrap, file, ...args] : [file, ...args];
  const { stdout } = await run(command as string, rest, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** initdb + pg_ctl start; the caller must call stop() (in a finally) to stop the server and delete the folder. */
export async function startCluster(): Promise<Cluster> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`No PostgreSQL binaries in ${PG_BIN}: install postgresql-15, or set BENCH_DATABASE_URL.`);
  }
  const owner = await clusterOwner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  // The postgres user must be able to reach the folders it owns inside the temporary root.
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const runDir = path.join(root, 'run');
  for (const dir of [dataDir, runDir]) {
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  const logFile = path.join(runDir, 'postgres.log');
  const port = await freePort();
  let started = false;

  const stop = async () => {
    try {
      if (started || fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await pgCommand(owner, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };

  const options = [
    `-p ${port}`,
    `-k ${runDir}`,
    '-c listen_addresses=127.0.0.1',
    // A throwaway cluster: durability costs nothing we want to measure.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_wal_size=2GB',
    '-c shared_buffers=256MB',
  ].join(' ');
  const start = () =>
    pgCommand(owner, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);

  try {
    await pgCommand(owner, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await start();
    started = true;
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    await stop();
    throw new Error(`Could not start PostgreSQL: ${(error as Error).message}${log ? `\n${log}` : ''}`);
  }
  const halt = async () => {
    await pgCommand(owner, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  };
  const resume = async () => {
    await start();
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, logFile, halt, resume, stop };
}
