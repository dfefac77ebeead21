// The post lists read each course's newest rows from its index and merge them (forum.queries.ts, pageIdsOf):
// every page of every list equals the plain "all posts of the caller's courses, sorted" over three courses
// whose posts interleave in time, including equal times (the id breaks the tie) and deep pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listPosts, type PostScope } from './forum.queries.ts';

let t: TestApp;
let reader: Person;
let coordinator: Person;
type Row = { id: number; at: number; course: number; replies: number };
/** The reader's posts (three courses), and every post of the coordinator's four courses. */
const expected: Row[] = [];
const coordinated: Row[] = [];

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  reader = await makePerson(t.db, 'participant');
  coordinator = await makePerson(t.db, 'coordinator');
  const base = Date.UTC(2026, 0, 1);
  const courseIds: number[] = [];
  for (let c = 0; c < 3; c += 1) {
    const course = await makeCourse(t.db, { participants: [reader], coordinators: [coordinator] });
    courseIds.push(course.id);
  }
  // A course of the coordinator that the reader is not in: none of its posts may show to the reader.
  // Its post is a participant's: a coordinator's unanswered list holds the participants' posts only.
  const outsider = await makePerson(t.db, 'participant');
  const other = await makeCourse(t.db, { participants: [outsider], coordinators: [coordinator] });
  const rows = [];
  for (let n = 0; n < 75; n += 1) {
    const courseId = n % 7 === 0 ? (courseIds[0] as number) : (courseIds[n % 3] as number);
    // Every fifth post shares its time with the one before.
    const at = base + Math.floor(n - (n % 5 === 0 ? 1 : 0)) * 60_000;
    rows.push({
      courseId,
      authorId: reader.id,
      title: `Post ${n}`,
      body: 'body',
      createdAt: new Date(at),
      replyCount: n % 4 === 0 ? 0 : 1,
    });
  }
  rows.push({
    courseId: other.id,
    authorId: outsider.id,
    title: 'Elsewhere',
    body: 'x',
    createdAt: new Date(base),
    replyCount: 0,
  });
  const inserted = await t.db.insert(forumPosts).values(rows).returning({
    id: forumPosts.id,
    at: forumPosts.createdAt,
    course: forumPosts.courseId,
    replies: forumPosts.replyCount,
  });
  for (const row of inserted) {
    coordinated.push({ ...row, at: row.at.getTime() });
    if (row.course !== other.id) expected.push({ ...row, at: row.at.getTime() });
  }
});
afterAll(() => t.close());

const newest = (a: { at: number; id: number }, b: { at: number; id: number }) => b.at - a.at || b.id - a.id;
const oldest = (a: { at: number; id: number }, b: { at: number; id: number }) => a.at - b.at || a.id - b.id;

async function pagesOf(scope: PostScope, who: Person, userType: number): Promise<number[][]> {
  const pages: number[][] = [];
  for (let page = 1; page <= 9; page += 1) {
    const { rows, total } = await listPosts(t.db, { id: who.id, userType }, scope, page);
    pages.push(rows.map((row) => row.id));
    expect(total).toBeGreaterThan(0);
  }
  return pages;
}

function chunk(ids: number[]): number[][] {
  return Array.from({ length: 9 }, (_, page) => ids.slice(page * 10, page * 10 + 10));
}

describe('pages of the post lists over several courses', () => {
  it('all posts, newest first, for a participant', async () => {
    expect(await pagesOf({ kind: 'all' }, reader, 2)).toEqual(chunk([...expected].sort(newest).map((row) => row.id)));
  });

  it('unanswered, newest and oldest first, for a coordinator', async () => {
    const unanswered = coordinated.filter((row) => row.replies === 0);
    expect(await pagesOf({ kind: 'unanswered', sort: 'newest' }, coordinator, 1)).toEqual(
      chunk([...unanswered].sort(newest).map((row) => row.id)),
    );
    expect(await pagesOf({ kind: 'unanswered', sort: 'oldest' }, coordinator, 1)).toEqual(
      chunk([...unanswered].sort(oldest).map((row) => row.id)),
    );
  });
});
