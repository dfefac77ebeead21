// Generic against custom plans of the hot reads' statements (docs/decisions/034-prepared-statements.md): each
// statement as the server sends it (its text and parameters, caught by Drizzle's logger while the server's own
// query functions run), prepared on one connection and explained with EXPLAIN (ANALYZE, BUFFERS) under
// plan_cache_mode force_custom_plan and force_generic_plan, RUNS times each; the medians of the buffers touched,
// the planning and the execution time. Buffers are the work the plan does, whatever the machine's load.
//
//   BENCH_DATABASE_URL=postgres://…/bench npx tsx bench/plans.ts
//
// On a database holding the bench's data set (`seed-large.ts`, any scale); it reads only.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/core/db/schema/index.ts';
import {
  participantAssignmentPage,
  submitDetailPage,
} from '../apps/server/src/features/assignments/assignments.queries.ts';
import { participantContentPage } from '../apps/server/src/features/contents/contents.queries.ts';
import { listParticipantCourses } from '../apps/server/src/features/courses/courses.queries.ts';
import { coordinatorCounts, participantCounts } from '../apps/server/src/features/dashboard/dashboard.queries.ts';
import { listPosts, postWithReplies } from '../apps/server/src/features/forum/forum.queries.ts';
import { listCourseParticipants } from '../apps/server/src/features/participants/participants.queries.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: a database with the bench data set');
const RUNS = Number(process.env.PLAN_RUNS ?? 7);
const TZ = 'Asia/Dhaka';
/** The participant search's text of the bench (scenarios.ts, "participants search (1 %)"). */
const SEARCH_TEXT = 'talukd';

const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
let caught: { text: string; params: unknown[] } | null = null;
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (text, params) => (caught = { text, params }) },
}) as unknown as Parameters<typeof listParticipantCourses>[0];

async function one<Row>(text: string, values: unknown[] = []): Promise<Row> {
  const { rows } = await pool.query(text, values);
  return rows[0] as Row;
}

const participant = await one<{ id: number }>(`select id from users where email = 'bench-p1@bench.test'`);
const big = await one<{ id: number; course_id: number }>(
  'select id, course_id from assignments order by submission_count desc, id limit 1',
);
const coordinator = await one<{ id: number }>(
  'select coordinator_id as id from course_coordinators where course_id = $1 order by coordinator_id limit 1',
  [big.course_id],
);
const thread = await one<{ id: number }>(
  `select p.id from forum_posts p join enrolments e on e.course_id = p.course_id and e.participant_id = $1
   order by p.reply_count desc, p.id limit 1`,
  [participant.id],
);
const p = { id: participant.id, userType: 2 };
const c = { id: coordinator.id, userType: 1 };

const statements: Array<[string, () => Promise<unknown>]> = [
  ['assignment submit details', () => submitDetailPage(db, c, TZ, big.id, 1)],
  [
    'participants search (1 %)',
    () => listCourseParticipants(db, c, { courseId: big.course_id, status: 1 }, SEARCH_TEXT, 1),
  ],
  ['participants (course)', () => listCourseParticipants(db, c, { courseId: big.course_id, status: 1 }, '', 1)],
  ['courses (participant)', () => listParticipantCourses(db, participant.id, 1)],
  ['contents (participant)', () => participantContentPage(db, p, 1)],
  ['assignments (participant)', () => participantAssignmentPage(db, p, TZ, 1)],
  ['forum posts (page 1)', () => listPosts(db, p, { kind: 'all' }, 1)],
  ['forum unanswered (coordinator)', () => listPosts(db, c, { kind: 'unanswered', sort: 'oldest' }, 1)],
  ['forum post (replies)', () => postWithReplies(db, p, thread.id, 1)],
  ['dashboard (participant)', () => participantCounts(db, p, TZ)],
  ['dashboard (coordinator)', () => coordinatorCounts(db, c)],
];

interface Explained {
  buffers: number;
  planningMs: number;
  executionMs: number;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function explain(client: pg.PoolClient, name: string, params: unknown[], mode: string): Promise<Explained> {
  await client.query(`set plan_cache_mode = ${mode}`);
  const literal = (value: unknown) =>
    value === null ? 'null' : client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));
  const runs: Explained[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { rows } = await client.query(
      `explain (analyze, buffers, format json) execute ${name}(${params.map(literal).join(', ')})`,
    );
    const [plan] = (rows[0] as { 'QUERY PLAN': Array<Record<string, unknown>> })['QUERY PLAN'];
    const top = plan?.Plan as Record<string, number>;
    runs.push({
      buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
      planningMs: Number(plan?.['Planning Time'] ?? 0),
      executionMs: Number(plan?.['Execution Time'] ?? 0),
    });
  }
  return {
    buffers: median(runs.map((r) => r.buffers)),
    planningMs: median(runs.map((r) => r.planningMs)),
    executionMs: median(runs.map((r) => r.executionMs)),
  };
}

console.log('| statement | buffers custom | generic | planning ms custom | generic | execution ms custom | generic |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const f = (value: number) => value.toFixed(2);
for (const [index, [label, run]] of statements.entries()) {
  caught = null;
  await run();
  const seen = caught as { text: string; params: unknown[] } | null;
  if (!seen) throw new Error(`${label}: no statement seen`);
  const name = `plan_check_${index + 1}`;
  const held = await pool.connect();
  try {
    await held.query(`prepare ${name} as ${seen.text}`);
    const custom = await explain(held, name, seen.params, 'force_custom_plan');
    const generic = await explain(held, name, seen.params, 'force_generic_plan');
    console.log(
      `| ${label} | ${custom.buffers} | ${generic.buffers} | ${f(custom.planningMs)} | ${f(generic.planningMs)} | ${f(custom.executionMs)} | ${f(generic.executionMs)} |`,
    );
  } finally {
    await held.query(`deallocate ${name}`).catch(() => {});
    await held.query('reset plan_cache_mode');
    held.release();
  }
}
await pool.end();
