// Load for the long and the open-loop faults (RE7, RE5o): a mixed workload as the portal meets it (signed-in
// dashboards and lists, a forum thread, a few writes, public reads, now and then a sign-in and sign-out),
// a sender that starts requests at a fixed rate whatever the answers (open loop), and a tally that counts the
// answers without keeping their bodies (a 10-minute run makes hundreds of thousands).
import fs from 'node:fs';
import {
  authEndpoints,
  coordinatorCourses,
  coordinatorDashboard,
  coordinatorForum,
  participantAssignments,
  participantContents,
  participantCourses,
  participantDashboard,
  participantForum,
  publicEndpoints,
} from '@portal/contract';
import { type Answer, type CallOptions, call, isErrorShape, login, pathOf, paths, postableCourse } from './client.ts';

/** Answers counted as they come: statuses, failures by kind, and every latency (ms). */
export class Tally {
  started = 0;
  readonly statuses = new Map<number, number>();
  /** Why no answer came (status 0), by reason: refused, reset, timeout… */
  readonly errors = new Map<string, number>();
  /** 503 answers without the `{error}` shape or without Retry-After. */
  bad503 = 0;
  /** The first few non-503 5xx, with their path, for the figure. */
  readonly serverErrors: string[] = [];
  readonly latencies: number[] = [];

  add(label: string, answer: Answer): void {
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 0) {
      const reason = answer.error ?? 'no answer';
      this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
    } else this.latencies.push(answer.end - answer.start);
    if (answer.status === 503 && (!answer.retryAfter || !isErrorShape(answer.body))) this.bad503 += 1;
    if (answer.status >= 500 && answer.status !== 503 && this.serverErrors.length < 5) {
      this.serverErrors.push(`${answer.status} ${label}`);
    }
  }

  get answered(): number {
    return this.total - this.unanswered;
  }
  get total(): number {
    let total = 0;
    for (const n of this.statuses.values()) total += n;
    return total;
  }
  get unanswered(): number {
    return this.statuses.get(0) ?? 0;
  }
  count(test: (status: number) => boolean): number {
    let total = 0;
    for (const [status, n] of this.statuses) if (test(status)) total += n;
    return total;
  }
  get ok(): number {
    return this.count((status) => status >= 200 && status < 300);
  }
  get shed(): number {
    return this.statuses.get(503) ?? 0;
  }
  /** 5xx other than 503. */
  get otherServerErrors(): number {
    return this.count((status) => status >= 500 && status !== 503);
  }
  /** Answers that are neither 2xx nor 503 (a 4xx in this workload means something broke). */
  get unexpected(): number {
    return this.count((status) => status !== 0 && status !== 503 && (status < 200 || status >= 300));
  }
  statusText(): string {
    return [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status || 'none'}×${n}`)
      .join(' ');
  }
  errorText(): string {
    return [...this.errors].map(([reason, n]) => `${reason}×${n}`).join(' ') || 'none';
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
};
export const median = (values: number[]) => percentile(values, 50);

/** A small seeded generator (mulberry32), so that a run's mix of requests can be told again. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One request of the mix: its label (for the figure) and the call. */
export type Step = (timeoutMs: number) => Promise<{ label: string; answer: Answer }>;

export interface Mix {
  /** One request picked by weight. */
  next(): Step;
}

/**
 * The mixed workload on the demo data: some participants and a coordinator signed in, the first participant's
 * first course and a thread in it (created here) for the forum reads and writes, and one more participant who
 * signs in and out. Weights are per 1,000 requests.
 */
export async function mixedWorkload(
  base: string,
  accounts: { participants: string[]; coordinator: string; churn: string; password: string },
  seed = 1,
): Promise<Mix> {
  const tokens = await Promise.all(accounts.participants.map((email) => login(base, email, accounts.password)));
  const coordinator = await login(base, accounts.coordinator, accounts.password);
  const first = tokens[0] as string;
  const courseId = await postableCourse(base, first);
  const thread = await call(base, paths.createPost(courseId), {
    token: first,
    json: { post_title: 'Soak thread', post_body: 'The thread the fault runner reads and replies to.' },
  });
  if (thread.status !== 201) throw new Error(`creating the soak thread: ${thread.status} ${thread.body}`);
  const threadId = (JSON.parse(thread.body) as { id: number }).id;
  const random = seeded(seed);
  let counter = 0;
  const participant = () => tokens[Math.floor(random() * tokens.length)] as string;
  const get =
    (label: string, path: string, token?: () => string): Step =>
    async (timeoutMs) => ({
      label,
      answer: await call(base, path, { timeoutMs, ...(token ? { token: token() } : {}) }),
    });
  const post =
    (label: string, path: string, token: () => string, json: () => unknown): Step =>
    async (timeoutMs) => ({ label, answer: await call(base, path, { timeoutMs, token: token(), json: json() }) });
  const kinds: [number, Step][] = [
    [120, get('participant dashboard', participantDashboard.summary.path, participant)],
    [80, get('coordinator dashboard', coordinatorDashboard.summary.path, () => coordinator)],
    [120, get('forum list', participantForum.allPosts.path, participant)],
    [120, get('forum thread', pathOf(participantForum.post, { postId: threadId }), participant)],
    [80, get('assignments', pathOf(participantAssignments.list, { page: 1 }), participant)],
    [80, get('contents', pathOf(participantContents.list, { page: 1 }), participant)],
    [60, get('courses', pathOf(participantCourses.list, { page: 1 }), participant)],
    [60, get('coordinator forum', coordinatorForum.allPosts.path, () => coordinator)],
    [50, get('coordinator courses', pathOf(coordinatorCourses.list, { status: 1, page: 1 }), () => coordinator)],
    [80, get('programmes', publicEndpoints.programs.path)],
    [50, get('gallery', publicEndpoints.galleryHomeImages.path)],
    [40, get('selection options', publicEndpoints.selectionOptions.path)],
    [
      25,
      post('create post', paths.createPost(courseId), participant, () => {
        counter += 1;
        return { post_title: `Soak post ${counter}`, post_body: `Written by the fault runner's soak (#${counter}).` };
      }),
    ],
    [
      30,
      post('reply', pathOf(participantForum.reply, { postId: threadId }), participant, () => {
        counter += 1;
        return { reply_body: `A reply from the fault runner's soak (#${counter}).` };
      }),
    ],
    // Session churn: another participant signs in and out again (two requests, counted as one).
    [5, signInAndOut(base, accounts.churn, accounts.password)],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  return {
    next() {
      let pick = random() * total;
      for (const [weight, step] of kinds) {
        pick -= weight;
        if (pick < 0) return step;
      }
      return (kinds[0] as [number, Step])[1];
    },
  };
}

function signInAndOut(base: string, email: string, password: string): Step {
  return async (timeoutMs) => {
    const options: CallOptions = { timeoutMs, json: { email, password } };
    const answer = await call(base, authEndpoints.login.path, options);
    if (answer.status !== 200) return { label: 'sign-in', answer };
    const { token } = JSON.parse(answer.body) as { token: string };
    const out = await call(base, authEndpoints.participantLogout.path, { timeoutMs, token, method: 'POST' });
    return { label: 'sign-out', answer: { ...out, start: answer.start } };
  };
}

/**
 * Starts `rate` requests a second for `durationMs`, each as soon as its time comes whatever the earlier ones
 * answered (open loop). Resolves when the sending ends: `started` counts what was sent (so that the figure can
 * say whether the sender kept its rate) and `settled` resolves with the last answer.
 */
export async function openLoop(
  rate: number,
  durationMs: number,
  send: () => Promise<void>,
): Promise<{ started: number; sendMs: number; settled: Promise<void> }> {
  const begin = performance.now();
  let started = 0;
  const pending = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - begin;
      const due = Math.floor((Math.min(elapsed, durationMs) * rate) / 1000);
      while (started < due) {
        started += 1;
        const request = send().finally(() => pending.delete(request));
        pending.add(request);
      }
      if (elapsed >= durationMs) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const sendMs = performance.now() - begin;
  return { started, sendMs, settled: Promise.all(pending).then(() => undefined) };
}

/** `concurrency` loops each sending the next request as soon as the last is answered, for `durationMs`. */
export async function closedLoopFor(concurrency: number, durationMs: number, send: () => Promise<void>): Promise<void> {
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) await send();
    }),
  );
}

export interface Usage {
  rssMb: number;
  /** Every open file descriptor of the process. */
  fds: number;
  /** Of those, connections accepted on `port` (the clients'; how many depends on the client's pool). */
  inbound: number;
}

/** A process's resident memory (MiB) and open file descriptors, and how many of them are clients' connections. */
export function processUsage(pid: number, port: number): Usage {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const sockets = new Set<string>();
  let fds = 0;
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    fds += 1;
    try {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) sockets.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  // /proc/<pid>/net/tcp: `sl local_address rem_address st … inode`; the local port in hex, state 0A is LISTEN.
  let inbound = 0;
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['tcp', 'tcp6']) {
    const rows = fs.readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1);
    for (const row of rows) {
      const fields = row.trim().split(/\s+/);
      const [, local, , state] = fields;
      if (local?.endsWith(`:${portHex}`) && state !== '0A' && sockets.has(fields[9] ?? '')) inbound += 1;
    }
  }
  return { rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024, fds, inbound };
}
