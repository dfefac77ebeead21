// What the notification and mail parts of `npm run bench` answer (notifications.ts and mail-queue.ts, each run by
// run.ts as a child process that prints its result as its last line, JSON), and the lines the report prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The fan-out's p99 target: the other users' p99 during it at most this many times their p99 without it. */
export const FANOUT_READ_RATIO_TARGET = 1.2;

export interface NotificationBench {
  database: 'postgres' | 'pglite';
  recipients: number;
  sendAnswerMs: number;
  lastNotificationAfterMs: number;
  otherReads: {
    readers: number;
    paths: string[];
    without: { reads: number; p50Ms: number; p99Ms: number };
    during: { reads: number; p50Ms: number; p99Ms: number };
    p99Ratio: number;
    target: number;
    pass: boolean;
  };
  bell: { reads: number; unread: number; p50Ms: number; p99Ms: number };
}

/** mail-queue.ts's last line. */
export interface MailQueueBench {
  database: 'postgres' | 'pglite';
  mails: number;
  queued_in_ms: number;
  last_mail_after_ms: number;
  mails_per_second: number;
  received: number;
  each_once: boolean;
}

/** The lines a person reads. */
export function describeNotifications(result: NotificationBench): string[] {
  const { otherReads: o } = result;
  return [
    `send's answer: ${result.sendAnswerMs} ms (${result.database})`,
    `fan-out to ${result.recipients.toLocaleString('en-US')} recipients: last notification ${(result.lastNotificationAfterMs / 1000).toFixed(2)} s after the answer`,
    `other users' work-area reads (${o.readers} at once): p99 ${o.without.p99Ms} ms without (${o.without.reads} reads), ${o.during.p99Ms} ms during the fan-out (${o.during.reads} reads): ${o.p99Ratio}× (target ≤ ${o.target}×: ${o.pass ? 'PASS' : 'FAIL'})`,
    `bell read (${result.bell.reads} in a row, ${result.bell.unread} unread): p50 ${result.bell.p50Ms} ms, p99 ${result.bell.p99Ms} ms`,
  ];
}

export function describeMailQueue(result: MailQueueBench): string {
  return `mails through the queue to a local SMTP peer (${result.database}): ${result.mails} in ${(result.last_mail_after_ms / 1000).toFixed(2)} s, ${result.mails_per_second} mails/s, ${result.received} received${result.each_once ? ', each once' : ', NOT each once'}`;
}

/** The notification parts of one `npm run bench`. */
export interface NotificationParts {
  fanOut: NotificationBench;
  mail: MailQueueBench;
}

/** How a part's result line begins: the part's other output (a log line of its server) may come after it. */
const PART_RESULT = 'bench-part-result ';

/** What a part (a script run by runPart) prints as its result: one line, found by its prefix. */
export function printPartResult(result: object): void {
  console.log(`${PART_RESULT}${JSON.stringify(result)}`);
}

/** Runs `script` (in bench/) with tsx as a child process, passing its lines on, and answers its result line, parsed. */
export async function runPart<T>(script: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: BENCH_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const lines = out.trim().split('\n');
  const result = lines.findLast((line) => line.startsWith(PART_RESULT));
  for (const line of lines) if (line !== result) log(`  ${line}`);
  if (code !== 0 || !result) throw new Error(`${script} ended with ${code} and no result line`);
  return JSON.parse(result.slice(PART_RESULT.length)) as T;
}

/**
 * The fan-out (notifications.ts) and the mails per second (mail-queue.ts), each in a new database of the bench's
 * PostgreSQL server (`databaseUrl`, which they connect to only to create and drop their own), one after the other.
 * Below the full scale, 1,000 recipients and 100 mails (the CI's run).
 */
export async function measureNotificationParts(options: {
  databaseUrl: string;
  full: boolean;
  log: (line: string) => void;
}): Promise<NotificationParts> {
  const fanOut = await runPart<NotificationBench>(
    'notifications.ts',
    {
      TEST_DATABASE_URL: options.databaseUrl,
      ...(options.full ? {} : { BENCH_RECIPIENTS: '1000', BENCH_READS: '100', BENCH_BASELINE_MS: '1000' }),
    },
    options.log,
  );
  const mail = await runPart<MailQueueBench>(
    'mail-queue.ts',
    { BENCH_DATABASE_URL: options.databaseUrl, ...(options.full ? {} : { MAIL_BENCH_COUNT: '100' }) },
    options.log,
  );
  options.log(`  ${describeMailQueue(mail)}`);
  return { fanOut, mail };
}

/** The report's lines (after the marks sheets). */
export function notificationTable(parts: NotificationParts): string {
  return [
    'Notifications and mail (on the queue, a database of their own)',
    '',
    ...describeNotifications(parts.fanOut),
    describeMailQueue(parts.mail),
  ].join('\n');
}
