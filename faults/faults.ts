// The faults of docs/security.md (RE1–RE9, HD7, AU2), each against production servers of its own on the run's throwaway
// PostgreSQL cluster. A fault answers one line: its figure and whether the target's bound held.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { CONTACT_SENT, FORGOT_PASSWORD_SENT, systemEndpoints } from '@portal/contract';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { startMailbox } from '../apps/server/src/testing/mailbox.ts';
import type { Cluster } from '../bench/postgres.ts';
import { freePort } from '../bench/postgres.ts';
import {
  type Answer,
  type CallOptions,
  call,
  closedLoop,
  isErrorShape,
  login,
  paths,
  postableCourse,
  sleep,
} from './client.ts';
import {
  closedLoopFor,
  type Mix,
  median,
  mixedWorkload,
  openLoop,
  percentile,
  processUsage,
  Tally,
  type Usage,
} from './load.ts';
import { startProxy } from './proxy.ts';
import type { Portal, PortalOptions } from './server.ts';

export interface FaultContext {
  cluster: Cluster;
  runDir: string;
  /** Environment every server of the run gets (DATABASE_URL, FILES_SECRET). */
  env: Record<string, string>;
  /** Servers started through here are killed at the end of the run whatever happens. */
  start(name: string, env?: Record<string, string>, options?: Partial<PortalOptions>): Promise<Portal>;
}

export interface FaultResult {
  id: string;
  pass: boolean;
  figure: string;
}

export interface Fault {
  id: string;
  /** Part of `--quick` (CI): seconds, not minutes. */
  quick: boolean;
  run(ctx: FaultContext): Promise<FaultResult>;
}

const demo = (role: 'admin' | 'participant') => {
  const account = DEMO_ACCOUNTS.find((entry) => entry.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account.email;
};
const PARTICIPANT = demo('participant');
const ADMIN = demo('admin');
const demoAccount = (email: string) => {
  const account = DEMO_ACCOUNTS.find((entry) => entry.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account.email;
};
/** Who the mixed workload signs in as (RE5o, RE7): participants of one course, its coordinator, and one more. */
const MIX_ACCOUNTS = {
  participants: [PARTICIPANT, demoAccount('participant3@demo.test'), demoAccount('participant5@demo.test')],
  coordinator: demoAccount('coordinator@demo.test'),
  churn: demoAccount('participant4@demo.test'),
  password: DEMO_PASSWORD,
};
const HEALTH = systemEndpoints.health.path;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
/** A varied client address per request (the server trusts X-Forwarded-For in these runs). */
let addressCounter = 0;
const fromAddress = (): Record<string, string> => {
  addressCounter += 1;
  return { 'x-forwarded-for': `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}` };
};

function postBody(label: string) {
  return { post_title: `${label} ${Date.now()}`, post_body: `Written by the fault runner (${label}).` };
}

/** A POST whose body is sent in two halves: the first now, the rest when asked. */
function slowPost(port: number, urlPath: string, token: string, json: unknown) {
  const body = Buffer.from(JSON.stringify(json));
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: urlPath,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${token}` },
  });
  const answer = new Promise<{ status: number; body: string; error?: string }>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', error: error.code ?? error.message }),
    );
  });
  const firstSent = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return { firstSent, answer, finish: () => request.end(body.subarray(half)) };
}

/** RE1: 50 requests in flight (their bodies half sent), SIGTERM → all answered 2xx, exit 0 within 10 s. */
export const gracefulShutdown: Fault = {
  id: 'RE1',
  quick: true,
  async run(ctx) {
    const portal = await ctx.start('re1');
    const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
    const courseId = await postableCourse(portal.url, token);
    const inFlight = Array.from({ length: 50 }, (_, i) =>
      slowPost(portal.port, paths.createPost(courseId), token, postBody(`RE1 #${i}`)),
    );
    await Promise.all(inFlight.map((request) => request.firstSent));
    await sleep(300);
    const signalled = performance.now();
    portal.child.kill('SIGTERM');
    await sleep(1000);
    // A request arriving while the server closes: refused (the port is closed) or 503, never served.
    const late = await call(portal.url, HEALTH, { timeoutMs: 3000 });
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.answer));
    const exit = await Promise.race([portal.exited, sleep(15_000).then(() => null)]);
    const ok = count(answers, (answer) => answer.status >= 200 && answer.status < 300);
    const exitMs = exit ? exit.at - signalled : Number.POSITIVE_INFINITY;
    const others = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    const otherText = others.length
      ? ` (others: ${[...new Set(others.map((a) => a.status || a.error))].join(', ')})`
      : '';
    return {
      id: 'RE1',
      pass: ok === 50 && exit?.code === 0 && exitMs <= 10_000,
      figure:
        `${ok}/50 in-flight requests answered 2xx${otherText}; exit code ${exit ? exit.code : 'none'} ` +
        `${exit ? seconds(exitMs) : 'not within 15 s'} after SIGTERM; a new request meanwhile: ${late.status || late.error}`,
    };
  },
};

/** RE2: writers record every acknowledged post; SIGKILL at a random time; restart → every recorded id is there. */
export const killDuringWrites: Fault = {
  id: 'RE2',
  quick: false,
  async run(ctx) {
    const portal = await ctx.start('re2');
    const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
    const courseId = await postableCourse(portal.url, token);
    const acknowledged: number[] = [];
    let writing = true;
    const writers = closedLoop(
      8,
      () => writing,
      async (i) => {
        const answer = await call(portal.url, paths.createPost(courseId), { token, json: postBody(`RE2 #${i}`) });
        if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: number }).id);
        return answer;
      },
    );
    const killAfter = 1000 + Math.random() * 3000;
    await sleep(killAfter);
    await portal.kill();
    writing = false;
    await writers;
    const restarted = await ctx.start('re2-restart');
    const client = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: number }>('select id from forum_posts where id = any($1::int[])', [
      acknowledged,
    ]);
    await client.end();
    const missing = acknowledged.length - rows.length;
    const after = await call(restarted.url, paths.createPost(courseId), { token, json: postBody('RE2 after') });
    return {
      id: 'RE2',
      pass: acknowledged.length > 0 && missing === 0 && after.status === 201,
      figure:
        `${acknowledged.length} acknowledged posts before SIGKILL at ${seconds(killAfter)}, ${missing} missing; ` +
        `restarted without repair, healthy in ${seconds(restarted.startMs)}, next write ${after.status}`,
    };
  },
};

interface Timeline {
  answers: Answer[];
  health: Answer[];
}

/** Load of signed-in reads plus a health probe every 100 ms while `during` runs. */
async function underLoad(
  portal: Portal,
  token: string,
  concurrency: number,
  timeoutMs: number,
  during: () => Promise<void>,
): Promise<Timeline> {
  let running = true;
  const options: CallOptions = { token, timeoutMs };
  const load = closedLoop(
    concurrency,
    () => running,
    () => call(portal.url, paths.allPosts, options),
  );
  const probe = closedLoop(
    1,
    () => running,
    async () => {
      const answer = await call(portal.url, HEALTH, { timeoutMs });
      await sleep(100);
      return answer;
    },
  );
  try {
    await during();
  } finally {
    running = false;
  }
  return { answers: await load, health: await probe };
}

const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const badFailure = (answer: Answer) => answer.status >= 500 && answer.status !== 503;
const bad503 = (answer: Answer) => answer.status === 503 && (!isErrorShape(answer.body) || !answer.retryAfter);

/** RE3: PostgreSQL stopped (immediate) under load and started again → only 503 meanwhile, back within 5 s. */
export const databaseRestart: Fault = {
  id: 'RE3',
  quick: true,
  async run(ctx) {
    const portal = await ctx.start('re3');
    const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
    let halted = 0;
    let back = 0;
    const { answers, health } = await underLoad(portal, token, 8, 10_000, async () => {
      await sleep(2000);
      try {
        await ctx.cluster.halt();
        halted = performance.now();
        await sleep(3000);
      } finally {
        await ctx.cluster.resume();
        back = performance.now();
      }
      await sleep(7000);
    });
    const outage = answers.filter((answer) => answer.end > halted && answer.start < back);
    const others = count(answers, badFailure);
    const misshapen = count(answers, bad503);
    const unanswered = count(answers, (answer) => answer.status === 0);
    const nonServer = count(outage, (answer) => !is2xx(answer) && answer.status < 500 && answer.status !== 0);
    const lastFailure = Math.max(back, ...answers.filter((answer) => !is2xx(answer)).map((answer) => answer.end));
    const recoveredMs = lastFailure - back;
    const health503 = health.some((answer) => answer.status === 503 && answer.end > halted && answer.start < back);
    const healthBack = health.find((answer) => answer.status === 200 && answer.start > back);
    const served503 = count(answers, (answer) => answer.status === 503);
    return {
      id: 'RE3',
      pass:
        others === 0 &&
        misshapen === 0 &&
        unanswered === 0 &&
        nonServer === 0 &&
        health503 &&
        Boolean(healthBack) &&
        recoveredMs <= 5000,
      figure:
        `${answers.length} requests, ${served503} × 503 during the outage, ${others} other 5xx, ${misshapen} 503 ` +
        `without {error}+Retry-After, ${nonServer} 4xx, ${unanswered} unanswered; /api/health ` +
        `${health503 ? '503' : 'never 503'} → ${healthBack ? `200 ${seconds(healthBack.end - back)}` : 'never 200'} ` +
        `after the database returned; all 2xx again ${seconds(recoveredMs)} after it returned`,
    };
  },
};

/** RE4: the database behind a proxy adding 3 s of latency, then stalled → failures answered ≤ 6 s, no pile-up. */
export const slowDatabase: Fault = {
  id: 'RE4',
  quick: false,
  async run(ctx) {
    const proxy = await startProxy({ host: '127.0.0.1', port: ctx.cluster.port });
    try {
      const url = new URL(ctx.env.DATABASE_URL ?? '');
      url.port = String(proxy.port);
      const portal = await ctx.start('re4', { DATABASE_URL: url.href });
      const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
      const rssBefore = portal.rssMb();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, portal.rssMb());
      }, 250);
      // Each phase starts from a warm pool (2 s of load passing through), so that it meets connections already
      // open, whose queries then wait on the slow or stalled database, and not only new connections.
      const phase = async (mode: Parameters<typeof proxy.setMode>[0], ms: number) => {
        proxy.setMode({ kind: 'pass' });
        await underLoad(portal, token, 16, 20_000, () => sleep(2000));
        proxy.setMode(mode);
        return underLoad(portal, token, 16, 20_000, () => sleep(ms));
      };
      const latency = await phase({ kind: 'latency', ms: 3000 }, 10_000);
      const stalled = await phase({ kind: 'stall' }, 10_000);
      proxy.setMode({ kind: 'pass' });
      const healed = performance.now();
      // Back to normal: the first moment from which every answer is 2xx.
      let recovered: number | null = null;
      for (let end = healed + 15_000; performance.now() < end; ) {
        const burst = await Promise.all(Array.from({ length: 8 }, () => call(portal.url, paths.allPosts, { token })));
        if (burst.every(is2xx)) {
          recovered = performance.now() - healed;
          break;
        }
        await sleep(100);
      }
      clearInterval(sampler);
      await sleep(1000);
      const rssAfter = portal.rssMb();
      const all = [...latency.answers, ...stalled.answers];
      const failures = all.filter((answer) => !is2xx(answer));
      const p99 = percentile(
        failures.map((answer) => answer.end - answer.start),
        99,
      );
      const others = count(all, badFailure);
      const unanswered = count(all, (answer) => answer.status === 0);
      const rssGrowth = rssAfter - rssBefore;
      return {
        id: 'RE4',
        pass: others === 0 && unanswered === 0 && p99 <= 6500 && recovered !== null && rssGrowth < 64,
        figure:
          `3 s latency: ${count(latency.answers, is2xx)}/${latency.answers.length} 2xx, stalled: ` +
          `${count(stalled.answers, is2xx)}/${stalled.answers.length} 2xx; ${failures.length} failures, p99 ` +
          `${seconds(p99)}, ${others} non-503 5xx, ${unanswered} unanswered (20 s); ` +
          `${recovered === null ? 'not recovered in 15 s' : `all 2xx ${seconds(recovered)} after the stall ended`}; ` +
          `RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} → ${rssAfter.toFixed(0)} MiB`,
      };
    } finally {
      await proxy.close();
    }
  },
};

/** RE5: 4× the connections that saturate the server, for 20 s → 503 + Retry-After sheds, no other 5xx, RSS < 512 MiB. */
export const overload: Fault = {
  id: 'RE5',
  quick: false,
  async run(ctx) {
    const portal = await ctx.start('re5');
    const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
    const read = () => call(portal.url, paths.allPosts, { token, timeoutMs: 30_000 });
    // Saturation: 16 connections keep the server busy (the bench's figures); 4× that, closed-loop as autocannon
    // does, for 20 s.
    let until = performance.now() + 3000;
    const saturated = await closedLoop(16, () => performance.now() < until, read);
    let rssPeak = portal.rssMb();
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, portal.rssMb());
    }, 250);
    until = performance.now() + 20_000;
    const answers = await closedLoop(64, () => performance.now() < until, read);
    clearInterval(sampler);
    const shed = count(answers, (answer) => answer.status === 503);
    const others = count(answers, badFailure);
    const misshapen = count(answers, bad503);
    const unanswered = count(answers, (answer) => answer.status === 0);
    return {
      id: 'RE5',
      pass: others === 0 && misshapen === 0 && unanswered === 0 && rssPeak < 512,
      figure:
        `saturated (16 connections) ${(saturated.length / 3).toFixed(0)} req/s; 64 connections for 20 s: ` +
        `${answers.length} requests, ${count(answers, is2xx)} 2xx, ${shed} × 503 (${misshapen} without ` +
        `{error}+Retry-After), ${others} other 5xx, ${unanswered} unanswered (30 s); p99 ` +
        `${seconds(
          percentile(
            answers.map((a) => a.end - a.start),
            99,
          ),
        )}; RSS peak ${rssPeak.toFixed(0)} MiB`,
    };
  },
};

/** How long RE6 keeps the mail server down after the requests (RE6_OUTAGE_SECONDS; the issue's minute by hand). */
const RE6_OUTAGE_MS = Number(process.env.RE6_OUTAGE_SECONDS ?? 10) * 1000;
/** How long RE6 waits for the mails once the mail server is back (the retries' waits double from 5 s). */
const RE6_DELIVERY_MS = 120_000;

/**
 * RE6: SMTP_URL pointing at a port where nothing answers → forgot-password, an invitation and the contact form answer as
 * with mail up, and their mails wait on the job queue; once a mail server answers on that port, every mail arrives,
 * once (core/jobs/mail-job.ts).
 */
export const mailOutage: Fault = {
  id: 'RE6',
  quick: true,
  async run(ctx) {
    const smtpPort = await freePort();
    // The same calls on a server that mails (into its outbox folder) and on one whose SMTP server is down.
    const steps = async (portal: Portal, label: string) => {
      const participant = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
      const admin = await login(portal.url, ADMIN, DEMO_PASSWORD);
      const courseId = await postableCourse(portal.url, participant);
      const invitee = `re6-${label}-${Date.now()}@faults.test`;
      const forgot = await call(portal.url, paths.forgotPassword, {
        json: { email: PARTICIPANT },
        headers: fromAddress(),
      });
      const forgotUnknown = await call(portal.url, paths.forgotPassword, {
        json: { email: `nobody-${label}@faults.test` },
        headers: fromAddress(),
      });
      const invite = await call(portal.url, paths.invite, {
        token: admin,
        json: { email: invitee, name: 'Fault Runner', course_id: courseId },
      });
      const contact = await call(portal.url, paths.contact, {
        headers: fromAddress(),
        json: {
          first_name: 'Fault',
          last_name: 'Runner',
          email: 'runner@faults.test',
          message: `The mail server is ${label}: this message must not be lost.`,
        },
      });
      const shape = (answer: Answer) => {
        const body = JSON.parse(answer.body || '{}') as Record<string, unknown>;
        delete body.id;
        return `${answer.status} ${JSON.stringify(body)}`;
      };
      return {
        invitee,
        answers: [forgot, forgotUnknown, invite, contact],
        shapes: [shape(forgot), shape(forgotUnknown), shape(invite), shape(contact)],
      };
    };
    const outboxOf = (dataDir: string) => {
      const dir = path.join(dataDir, 'outbox');
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')) : [];
    };
    /** Polls `done` every 100 ms until it holds or `ms` have passed; answers whether it held. */
    const within = async (ms: number, done: () => boolean) => {
      const deadline = performance.now() + ms;
      while (!done() && performance.now() < deadline) await sleep(100);
      return done();
    };
    const upDir = path.join(ctx.runDir, 're6-up-data');
    const downDir = path.join(ctx.runDir, 're6-down-data');
    // The admin's invitation is about mail, not sign-in: the admins' second step is off here (decision 013).
    const up = await ctx.start('re6-mail-up', { DATA_DIR: upDir, ADMIN_MFA: 'off' });
    const expected = await steps(up, 'up');
    // Three mails (the known address's reset, the invitation, the contact message), sent by the queue's workers.
    const upMailed = await within(30_000, () => outboxOf(upDir).length >= 3);
    await up.kill();
    const down = await ctx.start('re6-mail-down', {
      DATA_DIR: downDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_MFA: 'off',
    });
    const seen = await steps(down, 'down');
    await sleep(RE6_OUTAGE_MS);
    const lostMeanwhile = outboxOf(downDir).length;
    // The mail server comes back on the port the server was given.
    const mailbox = await startMailbox(smtpPort);
    const wanted = [PARTICIPANT, seen.invitee, 'info@portal.localhost'];
    const arrivedAll = await within(RE6_DELIVERY_MS, () =>
      wanted.every((to) => mailbox.messages.some((mail) => mail.to === to)),
    );
    await sleep(5000); // a duplicate would come now
    const received = mailbox.messages.map((mail) => mail.to);
    await mailbox.close();
    const once = wanted.every((to) => received.filter((address) => address === to).length === 1);
    const differing = seen.shapes.filter((shape, i) => shape !== expected.shapes[i]);
    const fiveHundreds = count(seen.answers, (answer) => answer.status >= 500);
    const expectedTexts =
      expected.shapes[0]?.includes(FORGOT_PASSWORD_SENT) && expected.shapes[3]?.includes(CONTACT_SENT);
    return {
      id: 'RE6',
      pass:
        differing.length === 0 &&
        fiveHundreds === 0 &&
        Boolean(expectedTexts) &&
        upMailed &&
        lostMeanwhile === 0 &&
        arrivedAll &&
        once &&
        received.length === wanted.length,
      figure:
        `SMTP down: forgot-password (known/unknown), invitation, contact → ${seen.answers.map((a) => a.status).join('/')}, ` +
        `${differing.length} answers differing from mail up${differing.length ? ` (${differing.join('; ')})` : ''}, ` +
        `${fiveHundreds} 5xx; mail server back after ${RE6_OUTAGE_MS / 1000} s: ${received.length} mails received ` +
        `(${wanted.length} expected, each once: ${once ? 'yes' : 'no'})`,
    };
  },
};

/** Participants of the course a notification fault releases results to (RE8: the issue's 10,000). */
const FANOUT_RECIPIENTS = Number(process.env.RE8_RECIPIENTS ?? 10_000);
/** RE8's wait for every notification and mail after the restart: the fan-out job cut off by the kill is run again
 * once its time limit (2 minutes) has passed and pg-boss's supervisor (every minute) has seen it, then 10,000 mails. */
const RE8_DELIVERY_MS = Number(process.env.RE8_DELIVERY_SECONDS ?? 1500) * 1000;
/** How long RE9 keeps the mail server down while the notification mails wait (RE9_OUTAGE_SECONDS: the issue's minute). */
const RE9_OUTAGE_MS = Number(process.env.RE9_OUTAGE_SECONDS ?? 60) * 1000;
const RE9_RECIPIENTS = 200;

/**
 * A course of `count` new participants run by a new coordinator (the demo coordinator's password), made in SQL on
 * the run's database; answers what the fault needs. Names are unique per call, so faults never share people.
 */
async function notificationCourse(databaseUrl: string, label: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = `${label}-${Date.now().toString(36)}`;
    const coordinatorEmail = `${tag}-coordinator@faults.test`;
    await client.query('begin');
    const coordinator = await client.query<{ id: number }>(
      `insert into users (email, password_hash, user_type, first_name, last_name)
       select $1, password_hash, 1, 'Fault', 'Coordinator' from users where email = $2 returning id`,
      [coordinatorEmail, demoAccount('coordinator@demo.test')],
    );
    const course = await client.query<{ id: number }>(
      `insert into courses (name, short_name, year, status) values ($1, $2, 2026, 1) returning id`,
      [`Fault course ${tag}`, tag.slice(0, 40)],
    );
    const courseId = course.rows[0]?.id;
    await client.query('insert into course_coordinators (course_id, coordinator_id) values ($1, $2)', [
      courseId,
      coordinator.rows[0]?.id,
    ]);
    await client.query(
      `with people as (
         insert into users (email, password_hash, user_type, first_name, last_name)
         select $1 || '-p' || g || '@faults.test', 'x', 2, 'Fault', 'P' || g from generate_series(1, $2::int) g
         returning id
       )
       insert into enrolments (course_id, participant_id, course_roll) select $3, id, 'R' || id from people`,
      [tag, count, courseId],
    );
    await client.query('commit');
    return { courseId: courseId as number, coordinatorEmail, addressPrefix: `${tag}-p` };
  } finally {
    await client.end();
  }
}

/** As the course's coordinator: one component (weight 100), released now. Answers the release's status. */
async function releaseResults(base: string, token: string, courseId: number): Promise<number> {
  const url = `/api/coordinator/evaluations/${courseId}`;
  const saved = await call(base, url, {
    token,
    method: 'PUT',
    json: {
      pass_mark: 50,
      components: [{ name: 'Final exam', max_marks: 100, weight: 100, min_marks: null, assignment_id: null }],
    },
  });
  if (saved.status !== 200) throw new Error(`saving the rules answered ${saved.status}: ${saved.body}`);
  const detail = JSON.parse((await call(base, url, { token })).body) as { components: { id: number }[] };
  const componentId = detail.components[0]?.id;
  const released = await call(base, `${url}/components/${componentId}/release`, { token, json: {} });
  return released.status;
}

/** The course's results-released notification rows (all its releases), through `client`. */
async function releasedRows(client: pg.Client, courseId: number): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from notifications n join result_releases rr on rr.id = n.object_id
     where n.kind = 'results-released' and rr.course_id = $1`,
    [courseId],
  );
  return rows[0]?.n ?? 0;
}

/** Of the mails the peer received to the course's participants: how many, how many addresses, the most to one. */
function tallyMails(messages: { to: string }[], addressPrefix: string) {
  const perAddress = new Map<string, number>();
  for (const mail of messages) {
    if (mail.to.startsWith(addressPrefix)) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
  }
  const counts = [...perAddress.values()];
  return {
    mails: counts.reduce((sum, n) => sum + n, 0),
    addresses: perAddress.size,
    duplicates: counts.filter((n) => n > 1).length,
  };
}

/**
 * RE8: results released to a course of 10,000 participants (one fan-out job: rows in batches of 1,000, a mail job per
 * row); SIGKILL of the server while the fan-out runs; a server started again on the same database. Every participant
 * gets one notification and one mail at the SMTP peer, none twice.
 */
export const killDuringFanOut: Fault = {
  id: 'RE8',
  quick: false,
  async run(ctx) {
    const databaseUrl = ctx.env.DATABASE_URL as string;
    const mailbox = await startMailbox();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { courseId, coordinatorEmail, addressPrefix } = await notificationCourse(
        databaseUrl,
        're8',
        FANOUT_RECIPIENTS,
      );
      const first = await ctx.start('re8', { SMTP_URL: mailbox.url });
      const token = await login(first.url, coordinatorEmail, DEMO_PASSWORD);
      const status = await releaseResults(first.url, token, courseId);
      // Kill once the fan-out has written some rows and not all (or after 20 s whatever it did).
      const deadline = performance.now() + 20_000;
      let atKill = 0;
      for (;;) {
        atKill = await releasedRows(client, courseId);
        if ((atKill > 0 && atKill < FANOUT_RECIPIENTS) || performance.now() > deadline) break;
        if (atKill >= FANOUT_RECIPIENTS) break;
        await sleep(20);
      }
      await first.kill();
      const mailsAtKill = mailbox.messages.length;
      const restarted = await ctx.start('re8-restart', { SMTP_URL: mailbox.url });
      const began = performance.now();
      const until = performance.now() + RE8_DELIVERY_MS;
      let rows = 0;
      while (performance.now() < until) {
        rows = await releasedRows(client, courseId);
        if (rows >= FANOUT_RECIPIENTS && tallyMails(mailbox.messages, addressPrefix).addresses >= FANOUT_RECIPIENTS) {
          break;
        }
        await sleep(500);
      }
      const doneMs = performance.now() - began;
      await sleep(5000); // a duplicate would come now
      rows = await releasedRows(client, courseId);
      const mails = tallyMails(mailbox.messages, addressPrefix);
      await restarted.kill();
      const killedMidway = atKill > 0 && atKill < FANOUT_RECIPIENTS;
      return {
        id: 'RE8',
        pass:
          status === 200 &&
          killedMidway &&
          rows === FANOUT_RECIPIENTS &&
          mails.addresses === FANOUT_RECIPIENTS &&
          mails.mails === FANOUT_RECIPIENTS,
        figure:
          `release ${status}; SIGKILL with ${atKill} of ${FANOUT_RECIPIENTS} notifications and ${mailsAtKill} mails out` +
          `${killedMidway ? '' : ' (not during the fan-out)'}; after the restart: ${rows} notifications, ${mails.mails} mails ` +
          `to ${mails.addresses} addresses, ${mails.duplicates} addresses twice or more, all in ${seconds(doneMs)}`,
      };
    } finally {
      await client.end();
      await mailbox.close();
    }
  },
};

/**
 * RE9: results released to a course of 200 while the server's SMTP port has nothing answering; the mail server comes
 * back on that port a minute later (RE9_OUTAGE_SECONDS). Every notification mail arrives, once.
 */
export const notificationMailOutage: Fault = {
  id: 'RE9',
  quick: false,
  async run(ctx) {
    const databaseUrl = ctx.env.DATABASE_URL as string;
    const smtpPort = await freePort();
    const { courseId, coordinatorEmail, addressPrefix } = await notificationCourse(databaseUrl, 're9', RE9_RECIPIENTS);
    const portal = await ctx.start('re9', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const token = await login(portal.url, coordinatorEmail, DEMO_PASSWORD);
    const status = await releaseResults(portal.url, token, courseId);
    await sleep(RE9_OUTAGE_MS);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await releasedRows(client, courseId).finally(() => client.end());
    const mailbox = await startMailbox(smtpPort);
    try {
      const began = performance.now();
      // The mail jobs' retries wait 5 s doubling to 10 minutes: after a minute down the next try is within ~80 s.
      const until = began + 240_000;
      while (performance.now() < until && tallyMails(mailbox.messages, addressPrefix).addresses < RE9_RECIPIENTS) {
        await sleep(200);
      }
      const arrivedMs = performance.now() - began;
      await sleep(5000); // a duplicate would come now
      const mails = tallyMails(mailbox.messages, addressPrefix);
      return {
        id: 'RE9',
        pass:
          status === 200 &&
          rows === RE9_RECIPIENTS &&
          mails.addresses === RE9_RECIPIENTS &&
          mails.mails === RE9_RECIPIENTS,
        figure:
          `release ${status}, ${rows} notifications made with the mail server down for ${seconds(RE9_OUTAGE_MS)}; back: ` +
          `${mails.mails} mails to ${mails.addresses} of ${RE9_RECIPIENTS} participants in ${seconds(arrivedMs)}, ` +
          `${mails.duplicates} twice or more`,
      };
    } finally {
      await mailbox.close();
    }
  },
};

/** HD7: a client sending its body at 1 byte a second is cut off by requestTimeout (30 s; Node checks every second). */
export const slowBody: Fault = {
  id: 'HD7',
  quick: false,
  async run(ctx) {
    const portal = await ctx.start('hd7');
    const begin = performance.now();
    const socket = net.connect(portal.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.write(
      `POST ${paths.contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    const drip = setInterval(() => {
      if (socket.writable) socket.write('{');
    }, 1000);
    const closed = await Promise.race([
      new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - begin))),
      sleep(75_000).then(() => null),
    ]);
    clearInterval(drip);
    socket.destroy();
    const status = /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1];
    return {
      id: 'HD7',
      pass: closed !== null && closed <= 62_000,
      figure: `slow-body client (1 B/s) ${closed === null ? 'still connected after 75 s' : `cut off after ${seconds(closed)}`}${status ? ` with ${status}` : ''} (bound 60 s)`,
    };
  },
};

/** Closed-loop capacity of a server for the mix: 16 connections, 3 s to warm up, then `ms` counted (2xx/s). */
async function capacityOf(mix: Mix, ms: number): Promise<{ rate: number; tally: Tally }> {
  const warm = new Tally();
  await closedLoopFor(16, 3000, async () => {
    const { label, answer } = await mix.next()(10_000);
    warm.add(label, answer);
  });
  const tally = new Tally();
  await closedLoopFor(16, ms, async () => {
    const { label, answer } = await mix.next()(10_000);
    tally.add(label, answer);
  });
  return { rate: tally.ok / (ms / 1000), tally };
}

interface Sample extends Usage {
  /** ms since the load began. */
  at: number;
}

/** Samples the server's RSS and open file descriptors every `everyMs` until stopped. */
function sampleUsage(portal: Portal, everyMs: number) {
  const begin = performance.now();
  const samples: Sample[] = [];
  const take = () => {
    const pid = portal.child.pid;
    if (pid !== undefined) samples.push({ at: performance.now() - begin, ...processUsage(pid, portal.port) });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

const rate = (n: number) => `${n.toFixed(0)} req/s`;
const mib = (n: number) => `${n.toFixed(0)} MiB`;
const ms = (n: number) => (n < 1000 ? `${n.toFixed(0)} ms` : seconds(n));

/**
 * RE7: the soak. The mix's closed-loop capacity (10 s), then half of it sent open-loop for SOAK_MINUTES (default
 * 10) → RSS after warm-up vs the last minutes grows < 10 %, open fds within +10, 0 5xx, nothing unanswered.
 */
export const soak: Fault = {
  id: 'RE7',
  quick: false,
  async run(ctx) {
    const minutes = Number(process.env.SOAK_MINUTES ?? 10);
    if (!(minutes > 0))
      throw new Error(`SOAK_MINUTES must be a positive number of minutes, not ${process.env.SOAK_MINUTES}`);
    const durationMs = minutes * 60_000;
    const portal = await ctx.start('re7');
    const mix = await mixedWorkload(portal.url, MIX_ACCOUNTS, 7);
    const capacity = await capacityOf(mix, 10_000);
    const held = Math.max(1, Math.round(capacity.rate / 2));
    // Warm-up level: minute 1–2 of a 10-minute run (10–20 % of a shorter one); the end: the last 2 minutes (20 %).
    const warmFrom = Math.min(60_000, durationMs * 0.1);
    const warmTo = Math.min(120_000, durationMs * 0.2);
    const endFrom = durationMs - Math.min(120_000, durationMs * 0.2);
    const sampler = sampleUsage(portal, Math.min(5000, Math.max(500, durationMs / 120)));
    const tally = new Tally();
    const sent = await openLoop(held, durationMs, async () => {
      const { label, answer } = await mix.next()(10_000);
      tally.add(label, answer);
    });
    await sent.settled;
    const samples = sampler.stop();
    const within = (from: number, to: number) => samples.filter((sample) => sample.at >= from && sample.at <= to);
    const warm = within(warmFrom, warmTo);
    const end = within(endFrom, durationMs);
    const rssWarm = median(warm.map((sample) => sample.rssMb));
    const rssEnd = median(end.map((sample) => sample.rssMb));
    // The server's own descriptors (files, its database connections, the listening socket); the clients'
    // connections come and go with the sender's pool, so they are shown apart.
    const own = (sample: Sample) => sample.fds - sample.inbound;
    const fdsWarm = median(warm.map(own));
    const fdsEnd = median(end.map(own));
    const inboundWarm = median(warm.map((sample) => sample.inbound));
    const inboundEnd = median(end.map((sample) => sample.inbound));
    const growth = rssWarm ? (rssEnd - rssWarm) / rssWarm : Number.POSITIVE_INFINITY;
    const fiveHundreds = tally.count((status) => status >= 500);
    const latencies = tally.latencies;
    return {
      id: 'RE7',
      pass:
        warm.length > 0 &&
        end.length > 0 &&
        growth < 0.1 &&
        fdsEnd - fdsWarm <= 10 &&
        fiveHundreds === 0 &&
        tally.unanswered === 0 &&
        tally.unexpected === 0,
      figure:
        `capacity ${rate(capacity.rate)} (16 connections, closed loop); ${minutes} min open-loop at ${rate(held)}: ` +
        `${tally.total} requests, ${tally.ok} 2xx, ${fiveHundreds} 5xx, ${tally.unexpected} other ` +
        `answers${tally.serverErrors.length ? ` (${tally.serverErrors.join(', ')})` : ''}, ${tally.unanswered} ` +
        `unanswered (${tally.errorText()}); p50 ${ms(percentile(latencies, 50))} p99 ` +
        `${ms(percentile(latencies, 99))}; RSS ${mib(rssWarm)} (median of ${seconds(warmFrom)}–${seconds(warmTo)}) ` +
        `→ ${mib(rssEnd)} (last ${seconds(durationMs - endFrom)}): ${(growth * 100).toFixed(1)} % (bound 10 %), peak ` +
        `${mib(Math.max(...samples.map((sample) => sample.rssMb)))}; open fds besides client connections ${fdsWarm} → ` +
        `${fdsEnd} (bound +10), peak ${Math.max(...samples.map(own))}; client connections ${inboundWarm} → ` +
        `${inboundEnd}, peak ${Math.max(...samples.map((sample) => sample.inbound))}; ${samples.length} samples`,
    };
  },
};

/**
 * RE5o: open-loop overload. The mix's closed-loop capacity (5 s), then 3× that many requests a second for 20 s,
 * sent whatever the answers → shed with 503 + Retry-After or refused at the connection cap, never queued without
 * end: nothing waits 10 s unanswered, no other 5xx, RSS < 512 MiB; once the sending stops, /api/health and a
 * signed-in read both answer 200 within 5 s.
 */
export const openLoopOverload: Fault = {
  id: 'RE5o',
  quick: false,
  async run(ctx) {
    const portal = await ctx.start('re5o');
    const mix = await mixedWorkload(portal.url, MIX_ACCOUNTS, 5);
    const token = await login(portal.url, PARTICIPANT, DEMO_PASSWORD);
    const capacity = await capacityOf(mix, 5000);
    const offered = Math.round(capacity.rate * 3);
    const sampler = sampleUsage(portal, 250);
    const tally = new Tally();
    let inFlight = 0;
    let inFlightPeak = 0;
    const sent = await openLoop(offered, 20_000, async () => {
      inFlight += 1;
      inFlightPeak = Math.max(inFlightPeak, inFlight);
      const { label, answer } = await mix.next()(10_000);
      inFlight -= 1;
      tally.add(label, answer);
    });
    // The sending has stopped (answers may still be on their way): both probes 200 within 5 s?
    const stopped = performance.now();
    let recovered: number | null = null;
    while (performance.now() - stopped < 15_000) {
      const [health, read] = await Promise.all([
        call(portal.url, HEALTH, { timeoutMs: 5000 }),
        call(portal.url, paths.allPosts, { token, timeoutMs: 5000 }),
      ]);
      if (health.status === 200 && read.status === 200) {
        recovered = performance.now() - stopped;
        break;
      }
      await sleep(100);
    }
    await sent.settled;
    const samples = sampler.stop();
    const rssBefore = samples[0]?.rssMb ?? 0;
    const rssPeak = Math.max(...samples.map((sample) => sample.rssMb));
    const fdsPeak = Math.max(...samples.map((sample) => sample.fds));
    const inboundPeak = Math.max(...samples.map((sample) => sample.inbound));
    const timeouts = tally.errors.get('timeout') ?? 0;
    const refused = tally.unanswered - timeouts;
    return {
      id: 'RE5o',
      pass:
        tally.otherServerErrors === 0 &&
        tally.bad503 === 0 &&
        timeouts === 0 &&
        rssPeak < 512 &&
        recovered !== null &&
        recovered <= 5000,
      figure:
        `capacity ${rate(capacity.rate)} (16 connections); sent ${rate(offered)} open-loop for 20 s ` +
        `(${sent.started} requests in ${seconds(sent.sendMs)}): ${tally.ok} 2xx, ${tally.shed} × 503 ` +
        `(${tally.bad503} without {error}+Retry-After), ${tally.otherServerErrors} other 5xx` +
        `${tally.serverErrors.length ? ` (${tally.serverErrors.join(', ')})` : ''}, ${tally.unexpected - tally.otherServerErrors} ` +
        `other answers, ${timeouts} unanswered in 10 s, ${refused} refused or reset (${tally.errorText()}); p50 ` +
        `${ms(percentile(tally.latencies, 50))} p99 ${ms(percentile(tally.latencies, 99))}; in flight ` +
        `at most ${inFlightPeak}; server fds peak ${fdsPeak} (${inboundPeak} client connections); RSS ${mib(rssBefore)} → peak ${mib(rssPeak)}; ` +
        `${recovered === null ? 'health and a signed-in read not both 200 within 15 s' : `health and a signed-in read 200 ${seconds(recovered)} after the sending stopped`}`,
    };
  },
};

/** Pairs of AU2's sign-ins, and the first ones left out (the server's first requests warm its code paths up). */
const AU2_PAIRS = 40;
const AU2_WARM_UP = 4;
/** The account AU2 fails on: no other fault signs in with it (its count is cleared at the end all the same). */
const AU2_ACCOUNT = demoAccount('participant2@demo.test');

/**
 * AU2: an unknown e-mail and a wrong password take the same time (no account discovery by timing). 40 pairs of
 * sign-ins, one after the other, the order within a pair alternating; the throttle raised so that every one is
 * a 401. Passes when both answer 401 alike and the ratio of the medians is within 0.5..2.
 */
export const signInTiming: Fault = {
  id: 'AU2',
  quick: true,
  async run(ctx) {
    const portal = await ctx.start('au2', {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    });
    const attempt = (email: string) =>
      call(portal.url, paths.login, { json: { email, password: 'not-the-password' }, headers: fromAddress() });
    const unknown: Answer[] = [];
    const wrong: Answer[] = [];
    for (let pair = 0; pair < AU2_WARM_UP + AU2_PAIRS; pair += 1) {
      const unknownFirst = pair % 2 === 0;
      const first = await attempt(unknownFirst ? `nobody-${pair}@faults.test` : AU2_ACCOUNT);
      const second = await attempt(unknownFirst ? AU2_ACCOUNT : `nobody-${pair}@faults.test`);
      if (pair < AU2_WARM_UP) continue;
      unknown.push(unknownFirst ? first : second);
      wrong.push(unknownFirst ? second : first);
    }
    // Clear the account's failures (a success does) so that no later server meets them.
    await login(portal.url, AU2_ACCOUNT, DEMO_PASSWORD);
    const all = [...unknown, ...wrong];
    const alike = all.every((answer) => answer.status === 401 && answer.body === all[0]?.body);
    const durations = (answers: Answer[]) => answers.map((answer) => answer.end - answer.start);
    const unknownMs = median(durations(unknown));
    const wrongMs = median(durations(wrong));
    const ratio = unknownMs / wrongMs;
    return {
      id: 'AU2',
      pass: alike && ratio >= 0.5 && ratio <= 2,
      figure:
        `${AU2_PAIRS} pairs: median unknown e-mail ${unknownMs.toFixed(1)} ms, wrong password ${wrongMs.toFixed(1)} ms, ` +
        `ratio ${ratio.toFixed(2)} (allowed 0.5..2); p90 ${percentile(durations(unknown), 90).toFixed(1)} ms and ` +
        `${percentile(durations(wrong), 90).toFixed(1)} ms; ${alike ? 'every answer 401 with the same body' : 'answers differ'}`,
    };
  },
};

export const FAULTS: Fault[] = [
  signInTiming,
  gracefulShutdown,
  killDuringWrites,
  databaseRestart,
  slowDatabase,
  overload,
  openLoopOverload,
  mailOutage,
  killDuringFanOut,
  notificationMailOutage,
  slowBody,
  soak,
];
