// "Results released" notifications on PGlite through the queue: a component's or the final release reaches the
// course's participants only; a scheduled release notifies when it comes into effect, not before, and nobody if it
// was withdrawn before then; a release withdrawn and made again notifies again, once, for the new release.
import type { EvaluationDetail } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { JOBS_SCHEMA } from '#server/core/jobs/queue.ts';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import type { TestMailbox } from '#server/testing/mailbox.ts';
import { useMailedTestApp } from '#server/testing/mailed-test-app.ts';
import { requester } from '#server/testing/requests.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { kindByName } from './kinds.ts';
import { fanOut, kindEnv } from './notifications.jobs.ts';

let t: TestApp;
let mailbox: TestMailbox;
useMailedTestApp((app, peer) => {
  t = app;
  mailbox = peer;
});

const { call } = requester(() => t.app);
const evaluation = (courseId: number) => `/api/coordinator/evaluations/${courseId}`;

async function world() {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice' }),
    makePerson(t.db, 'participant', { first: 'Bob' }),
    makePerson(t.db, 'participant', { first: 'Carol' }),
  ]);
  const [coord, other] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora' }),
    makePerson(t.db, 'coordinator', { first: 'Omar' }),
  ]);
  // A: alice, bob, run by coord. B: carol, run by other (the other course: gets nothing of A).
  const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [other] });
  // The rules are saved with PUT, which the shared requester does not speak.
  const saved = await t.app.inject({
    method: 'PUT',
    url: evaluation(courseA.id),
    headers: coord.headers,
    payload: {
      pass_mark: 50,
      components: [{ name: 'Case study', max_marks: 100, weight: 100, min_marks: null, assignment_id: null }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const detail = (await call(coord, 'GET', evaluation(courseA.id))).body as EvaluationDetail;
  const componentId = detail.components[0]?.id ?? 0;
  return { alice, bob, carol, coord, other, courseA, courseB, componentId };
}
type World = Awaited<ReturnType<typeof world>>;

const componentUrl = (w: World, action: 'release' | 'unrelease') =>
  `${evaluation(w.courseA.id)}/components/${w.componentId}/${action}`;

async function release(w: World, effectiveAt?: string) {
  const answer = await call(
    w.coord,
    'POST',
    componentUrl(w, 'release'),
    effectiveAt ? { effective_at: effectiveAt } : {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function unrelease(w: World) {
  const answer = await call(w.coord, 'POST', componentUrl(w, 'unrelease'), { reason: 'A mark was wrong' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The results-released rows of course A's releases: [release id, person id] pairs, sorted. */
async function released(w: World): Promise<[number, number][]> {
  const rows = await queryRows<{ object_id: number; person_id: number }>(
    t.db,
    sql`select n.object_id, n.person_id from notifications n join result_releases rr on rr.id = n.object_id
        where n.kind = 'results-released' and rr.course_id = ${w.courseA.id} order by n.object_id, n.person_id`,
  );
  return rows.map((row) => [row.object_id, row.person_id]);
}

async function releaseIds(w: World): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql`select id from result_releases where course_id = ${w.courseA.id} order by id`,
  );
  return rows.map((row) => row.id);
}

/** The next quarter hour at least an hour away. */
function quarterHourAhead(): string {
  const at = new Date(Date.now() + 3_600_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 15) * 15, 0, 0);
  return at.toISOString();
}

/** The scheduled time comes: the course's releases take effect and their queued jobs fall due. */
async function timePasses(w: World) {
  await t.db.execute(
    sql`update result_releases set effective_at = now() - interval '1 second' where course_id = ${w.courseA.id} and effective_at > now()`,
  );
  await t.db.execute(
    sql.raw(
      `update ${JOBS_SCHEMA}.job set start_after = now() where state in ('created', 'retry') and start_after > now()`,
    ),
  );
}

const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

describe('results released', () => {
  it('a component released now: the course’s participants only, a line naming the course and component, one mail each', async () => {
    const w = await world();
    await release(w);
    expect(await released(w)).toEqual([]);
    await t.jobs.drain();
    const [releaseId] = await releaseIds(w);
    expect(await released(w)).toEqual(sorted(w.alice.id, w.bob.id).map((id) => [releaseId, id]));
    const carol = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where person_id in (${w.carol.id}, ${w.coord.id}, ${w.other.id}) and kind = 'results-released'`,
    );
    expect(carol[0]?.n).toBe(0);
    const page = await call(w.alice, 'GET', '/api/participant/notifications/1');
    expect(page.body.notifications[0]).toMatchObject({
      kind: 'results-released',
      text: `Results released in ${w.courseA.name} (${w.courseA.shortName}): Case study`,
      link: '/participant/results',
      is_read: false,
    });
    // Immediate by default: one mail each, none to the other course.
    await mailbox.waitFor(w.alice.email, /Results released in/);
    await mailbox.waitFor(w.bob.email, /Results released in/);
    expect(mailbox.messages.filter((m) => m.to === w.carol.email)).toEqual([]);
    // The fan-out run again makes no second row and no second mail.
    await fanOut(t.db, t.jobs, kindByName('results-released')?.code ?? 0, releaseId ?? 0, kindEnv(t.config));
    await t.jobs.drain();
    expect((await released(w)).length).toBe(2);
    expect(mailbox.messages.filter((m) => m.to === w.alice.email).length).toBe(1);
  });

  it('a scheduled release notifies nobody before its time, and its participants when it comes', async () => {
    const w = await world();
    await release(w, quarterHourAhead());
    await t.jobs.drain();
    expect(await released(w)).toEqual([]);
    await timePasses(w);
    await t.jobs.drain();
    const [releaseId] = await releaseIds(w);
    expect(await released(w)).toEqual(sorted(w.alice.id, w.bob.id).map((id) => [releaseId, id]));
  });

  it('a scheduled release withdrawn before its time notifies nobody, then or later; a release made again does', async () => {
    const w = await world();
    await release(w, quarterHourAhead());
    await unrelease(w);
    await timePasses(w);
    await t.jobs.drain();
    expect(await released(w)).toEqual([]);
    expect(mailbox.messages.filter((m) => m.to === w.alice.email)).toEqual([]);
    // Released again, now: that release notifies, the withdrawn one still nobody.
    await release(w);
    await t.jobs.drain();
    const [withdrawn, again] = await releaseIds(w);
    expect(withdrawn).toBeDefined();
    expect(await released(w)).toEqual(sorted(w.alice.id, w.bob.id).map((id) => [again, id]));
  });

  it('withdrawn and released again: notified again once, for the new release only', async () => {
    const w = await world();
    await release(w);
    await t.jobs.drain();
    await unrelease(w);
    await release(w);
    await t.jobs.drain();
    const [first, second] = await releaseIds(w);
    expect(await released(w)).toEqual([
      ...sorted(w.alice.id, w.bob.id).map((id) => [first, id]),
      ...sorted(w.alice.id, w.bob.id).map((id) => [second, id]),
    ]);
    await mailbox.waitFor(w.bob.email, /Results released in/, 1);
    expect(mailbox.messages.filter((m) => m.to === w.bob.email).length).toBe(2);
  });

  it('the final result released: "Final result", to the course’s participants', async () => {
    const w = await world();
    await release(w);
    const final = await call(w.coord, 'POST', `${evaluation(w.courseA.id)}/final/release`, {});
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    await t.jobs.drain();
    const page = await call(w.bob, 'GET', '/api/participant/notifications/1');
    const texts = (page.body.notifications as { text: string }[]).map((n) => n.text);
    expect(texts).toContain(`Results released in ${w.courseA.name} (${w.courseA.shortName}): Final result`);
    // Its values say it is the final result's (the web writes 'Final result' in the page's language); a component's
    // release does not.
    const subjects = (page.body.notifications as { kind: string; subject: Record<string, unknown> }[])
      .filter((n) => n.kind === 'results-released')
      .map((n) => n.subject);
    expect(subjects).toContainEqual({ title: 'Final result', course: expect.any(String), final: true });
    expect(subjects.filter((subject) => subject.final === undefined).length).toBeGreaterThan(0);
    expect(await released(w)).toHaveLength(4);
  });
});
