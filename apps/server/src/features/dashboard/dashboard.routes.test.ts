import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '#server/core/db/schema/index.ts';
import {
  makeAssignment,
  makeContent,
  makeCourse,
  makePerson,
  makeSubmission,
  type Person,
  viewContent,
} from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get(headers: { authorization: string }, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}
const P = '/api/participant/user/dashboard_details';
const C = '/api/coordinator/user/dashboard_details';

/** Every row of a paged list (`/…/{page}`), read page by page. */
async function allRows(headers: { authorization: string }, base: string, key: string) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(headers, `${base}/${page}`);
    rows.push(...answer[key]);
    if (rows.length >= answer.total_data) return { total: answer.total_data as number, rows };
  }
}

/** The totals of the lists the cards link to. */
async function participantListTotals(headers: { authorization: string }) {
  const assignments = await allRows(headers, '/api/participant/assignments', 'assignments');
  return {
    courses: (await get(headers, '/api/participant/user/courses/1')).total_data,
    assignments: assignments.total,
    submits: assignments.rows.filter((row) => row.assignment_file !== null).length,
    contents: (await get(headers, '/api/participant/contents/1')).total_data,
    posts: (await get(headers, '/api/participant/forum/my_posts')).total_data,
    replies: (await get(headers, '/api/participant/forum/my_replies')).total_data,
  };
}

/** The participant's cards against the lists they link to. */
function expectCardsEqualLists(cards: Record<string, number>, lists: Record<string, number>) {
  expect({
    courses: cards.total_courses,
    assignments: cards.total_assignments,
    submits: cards.total_submits,
    contents: cards.total_contents,
    posts: cards.total_posts,
    replies: cards.total_replies,
  }).toEqual(lists);
}

/** Today and yesterday in the institute's zone, yyyy-MM-dd. */
function instituteDays(): { today: string; yesterday: string } {
  const format = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: t.config.TZ_INSTITUTE }).format(date);
  return { today: format(new Date()), yesterday: format(new Date(Date.now() - 86_400_000)) };
}

describe('the demo users', () => {
  it('participant@demo.test: the cards equal the rows of A and C, and the lists they link to', async () => {
    const headers = await sessionHeader(t.db, 'P1');
    const cards = await get(headers, P);
    const lists = await participantListTotals(headers);
    expect(cards).toEqual({
      total_courses: 2,
      active_courses: 1,
      // A: the STR case, the KYC review, the TBML red flags; C: the final project.
      total_assignments: 4,
      // TBML red flags (A) and the final project (C).
      total_submits: 2,
      // A: typologies and FATF overview; C: the exam guidelines.
      total_contents: 3,
      total_posts: lists.posts,
      total_replies: lists.replies,
      // The STR case is past its deadline without a submission; the KYC review is still open.
      assignment_progress: { submitted: 2, pending: 1, missed: 1 },
      result_summary: { passed: 1, pending: 1 },
      // What is in it depends on the day the demo data was made (due-soon.test.ts holds its rules).
      due_soon: expect.objectContaining({ time_zone: t.config.TZ_INSTITUTE }),
    });
    expectCardsEqualLists(cards, lists);
    expect(lists.posts).toBeGreaterThan(0);
    expect(lists.replies).toBeGreaterThan(0);
  });

  it('coordinator@demo.test: the cards of A and C, and the activity of the running course A', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const cards = await get(headers, C);
    const posts = (await get(headers, '/api/coordinator/posts/my_posts')).total_data;
    expect(cards).toEqual({
      total_courses: 2,
      // A: participant, participant3, participant5; C: participant (counted once), participant6.
      total_participants: 4,
      // The STR case, the KYC review (A) and the final project (C); not the TBML one of coordinator3.
      total_assignments: 3,
      // Typologies, the BFIU digest (uncategorised) and the exam guidelines.
      total_contents: 3,
      // The digest was never sent.
      total_sent_contents: 2,
      total_posts: posts,
      course_activity: [
        {
          course_id: 1,
          course_name: 'Certified Expert in Anti-Money Laundering',
          course_short_name: 'CEAML-2026',
          total_participants: 3,
          total_assignments: 3,
          total_submissions: 4,
          total_sent_contents: 2,
          total_content_views: 3,
        },
      ],
      // Course A's final exam has marks not released yet (Draft); course C's are all released.
      result_summary: { courses_with_unreleased_marks: 1 },
    });
    expect(posts).toBeGreaterThan(0);
    const courses = await get(headers, '/api/coordinator/user/courses/1/1');
    const expired = await get(headers, '/api/coordinator/user/courses/0/1');
    expect(cards.total_courses).toBe(courses.total_data + expired.total_data);
  });
});

interface World {
  alice: Person; // A1 and B
  bob: Person; // A1 and A2
  carol: Person; // B only
  coord: Person; // A1 (running) and A2 (expired)
  coord3: Person; // co-coordinates A1
  coordB: Person; // B only
  a1: number;
  a2: number;
  b: number;
}

async function post(person: Person, url: string, payload: object): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url, headers: person.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Courses, assignments, submissions, contents, sends, views, posts and replies of their own. */
async function makeWorld(): Promise<World> {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant'),
    makePerson(t.db, 'participant'),
    makePerson(t.db, 'participant'),
  ]);
  const [coord, coord3, coordB] = await Promise.all([
    makePerson(t.db, 'coordinator'),
    makePerson(t.db, 'coordinator'),
    makePerson(t.db, 'coordinator'),
  ]);
  const a1 = (await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord, coord3] })).id;
  const a2 = (await makeCourse(t.db, { status: 0, participants: [bob], coordinators: [coord] })).id;
  const b = (await makeCourse(t.db, { participants: [alice, carol], coordinators: [coordB] })).id;
  const { today, yesterday } = instituteDays();

  const open = await makeAssignment(t.db, { courseId: a1, createdBy: coord, lastSubmitDate: today });
  await makeAssignment(t.db, { courseId: a1, createdBy: coord, lastSubmitDate: yesterday });
  await makeAssignment(t.db, { courseId: a1, createdBy: coord3 });
  const ofB = await makeAssignment(t.db, { courseId: b, createdBy: coordB });
  await makeSubmission(t.db, open, alice);
  await makeSubmission(t.db, ofB, alice);
  await makeSubmission(t.db, ofB, carol);

  const c1 = await makeContent(t.db, { owner: coord, courseId: a1, sentTo: [a1, a2] });
  await makeContent(t.db, { owner: coord }); // uncategorised, never sent
  const c3 = await makeContent(t.db, { owner: coordB, courseId: b, sentTo: [b] });
  await makeContent(t.db, { owner: coord3, courseId: a1, sentTo: [a1] });
  // coord's content that coordB sent to B: coord's own, but not sent to a course of coord's.
  await makeContent(t.db, { owner: coord, sentTo: [b], sentBy: coordB });
  await viewContent(t.db, { contentId: c1, courseId: a1, participant: alice, count: 3 });
  await viewContent(t.db, { contentId: c1, courseId: a1, participant: bob });
  await viewContent(t.db, { contentId: c3, courseId: b, participant: carol });

  const notice = await post(coord, `/api/coordinator/posts/create/${a1}`, { post_title: 'Notice', post_body: 'x' });
  await post(alice, `/api/participant/forum/create_post/${a1}`, { post_title: 'Q1', post_body: 'x' });
  const inB = await post(alice, `/api/participant/forum/create_post/${b}`, { post_title: 'Q2', post_body: 'x' });
  await post(coordB, `/api/coordinator/posts/create/${b}`, { post_title: 'B notice', post_body: 'x' });
  await post(alice, `/api/participant/forum/post/${notice}/reply`, { reply_body: 'Thanks' });
  await post(alice, `/api/participant/forum/post/${inB}/reply`, { reply_body: 'More' });
  await post(carol, `/api/participant/forum/post/${inB}/reply`, { reply_body: 'Same' });
  return { alice, bob, carol, coord, coord3, coordB, a1, a2, b };
}

describe('a world of its own', () => {
  it('the participant’s cards count only rows of their own courses, as the lists do', async () => {
    const w = await makeWorld();
    for (const person of [w.alice, w.bob, w.carol]) {
      expectCardsEqualLists(await get(person.headers, P), await participantListTotals(person.headers));
    }
    expect(await get(w.alice.headers, P)).toEqual({
      total_courses: 2,
      active_courses: 2,
      total_assignments: 4,
      total_submits: 2,
      // A1: c1 and c4; B: c3 and coord's content that coordB sent there.
      total_contents: 4,
      total_posts: 2,
      total_replies: 2,
      assignment_progress: { submitted: 2, pending: 1, missed: 1 },
      result_summary: { passed: 0, pending: 2 },
      due_soon: expect.objectContaining({ time_zone: t.config.TZ_INSTITUTE }),
    });
    expect(await get(w.bob.headers, P)).toEqual({
      total_courses: 2,
      active_courses: 1,
      total_assignments: 3,
      total_submits: 0,
      // c1 reached bob through A1 and through A2; c4 through A1.
      total_contents: 3,
      total_posts: 0,
      total_replies: 0,
      // Due today: open until the end of the day in the institute's zone. Due yesterday: missed.
      assignment_progress: { submitted: 0, pending: 2, missed: 1 },
      result_summary: { passed: 0, pending: 2 },
      due_soon: expect.objectContaining({ time_zone: t.config.TZ_INSTITUTE }),
    });
  });

  it('leaving a course takes its rows out of every card, as out of the lists they link to', async () => {
    const w = await makeWorld();
    await t.db.delete(enrolments).where(and(eq(enrolments.participantId, w.alice.id), eq(enrolments.courseId, w.b)));
    const cards = await get(w.alice.headers, P);
    expect(cards).toMatchObject({
      total_courses: 1,
      total_assignments: 3,
      total_submits: 1,
      total_contents: 2,
      total_posts: 1,
      total_replies: 1,
    });
    expectCardsEqualLists(cards, await participantListTotals(w.alice.headers));
  });

  it('the coordinator’s cards count their own courses and rows; another coordinator’s are in none of them', async () => {
    const w = await makeWorld();
    expect(await get(w.coord.headers, C)).toEqual({
      total_courses: 2,
      // bob is in A1 and A2: one participant.
      total_participants: 2,
      total_assignments: 2,
      total_contents: 3,
      total_sent_contents: 1,
      total_posts: 1,
      course_activity: [
        {
          course_id: w.a1,
          course_name: expect.any(String),
          course_short_name: expect.any(String),
          total_participants: 2,
          total_assignments: 3,
          total_submissions: 1,
          total_sent_contents: 2,
          total_content_views: 2,
        },
      ],
      result_summary: { courses_with_unreleased_marks: 0 },
    });
    expect(await get(w.coordB.headers, C)).toMatchObject({
      total_courses: 1,
      total_participants: 2,
      total_assignments: 1,
      total_contents: 1,
      total_sent_contents: 1,
      total_posts: 1,
      course_activity: [
        {
          course_id: w.b,
          total_participants: 2,
          total_assignments: 1,
          total_submissions: 2,
          total_sent_contents: 2,
          total_content_views: 1,
        },
      ],
    });
    // A co-coordinator sees the course's activity, but only their own assignments, contents and posts.
    expect(await get(w.coord3.headers, C)).toMatchObject({
      total_courses: 1,
      total_participants: 2,
      total_assignments: 1,
      total_contents: 1,
      total_sent_contents: 1,
      total_posts: 0,
      course_activity: [{ course_id: w.a1, total_assignments: 3 }],
    });
  });

  it('a coordinator without courses sees zeros and no activity', async () => {
    const lonely = await makePerson(t.db, 'coordinator');
    expect(await get(lonely.headers, C)).toEqual({
      total_courses: 0,
      total_participants: 0,
      total_assignments: 0,
      total_contents: 0,
      total_sent_contents: 0,
      total_posts: 0,
      course_activity: [],
      result_summary: { courses_with_unreleased_marks: 0 },
    });
  });

  it('the activity chart shows the newest running courses, twelve at most', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const ids: number[] = [];
    for (let index = 0; index < 14; index += 1) ids.push((await makeCourse(t.db, { coordinators: [coord] })).id);
    await makeCourse(t.db, { status: 0, coordinators: [coord] });
    const cards = await get(coord.headers, C);
    expect(cards.total_courses).toBe(15);
    expect(cards.course_activity.map((course: { course_id: number }) => course.course_id)).toEqual(
      ids.reverse().slice(0, 12),
    );
  });
});

describe('refusals', () => {
  it('each role’s dashboard refuses the other role’s token (401)', async () => {
    const [pat, coord] = await Promise.all([makePerson(t.db, 'participant'), makePerson(t.db, 'coordinator')]);
    for (const [person, url] of [
      [pat, C],
      [coord, P],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: person.headers });
      expect(response.statusCode).toBe(401);
    }
  });
});
