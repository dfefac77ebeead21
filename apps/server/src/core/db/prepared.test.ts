// The hot reads' statements are built once per database handle (prepared.ts, decision 034): a second call of each
// builds no SQL (Drizzle's dialect turns no SQL into a query), answers what the first did, and a fresh database
// handle gets statements of its own.
import { USER_TYPE } from '@portal/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { participantAssignmentPage } from '#server/features/assignments/assignments.queries.ts';
import { participantContentPage } from '#server/features/contents/contents.queries.ts';
import { listParticipantCourses } from '#server/features/courses/courses.queries.ts';
import { coordinatorCounts, participantCounts } from '#server/features/dashboard/dashboard.queries.ts';
import { listPosts, postWithReplies } from '#server/features/forum/forum.queries.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Db } from './client.ts';
import { preparedOnce } from './prepared.ts';
import { forumPosts } from './schema/index.ts';

let t: TestApp;
let reader: Person;
let coordinator: Person;
let postId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  reader = await makePerson(t.db, 'participant');
  coordinator = await makePerson(t.db, 'coordinator');
  const course = await makeCourse(t.db, { participants: [reader], coordinators: [coordinator] });
  const [post] = await t.db
    .insert(forumPosts)
    .values({ courseId: course.id, authorId: reader.id, title: 'A question', body: 'Its text' })
    .returning({ id: forumPosts.id });
  postId = post?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('hot reads built once', () => {
  const p = () => ({ id: reader.id, userType: USER_TYPE.participant });
  const c = () => ({ id: coordinator.id, userType: USER_TYPE.coordinator });
  const reads: Array<[string, (db: Db) => Promise<unknown>]> = [
    ['participant courses', (db) => listParticipantCourses(db, reader.id, 1)],
    ['participant contents', (db) => participantContentPage(db, p(), 1)],
    ['participant assignments', (db) => participantAssignmentPage(db, p(), 'Asia/Dhaka', 1)],
    ['forum posts (all)', (db) => listPosts(db, p(), { kind: 'all' }, 1)],
    ['forum posts (mine)', (db) => listPosts(db, p(), { kind: 'mine' }, 1)],
    ['forum unanswered (coordinator)', (db) => listPosts(db, c(), { kind: 'unanswered', sort: 'oldest' }, 1)],
    ['a post with its replies', (db) => postWithReplies(db, p(), postId, 1)],
    ['participant dashboard', (db) => participantCounts(db, p(), 'Asia/Dhaka')],
    ['coordinator dashboard', (db) => coordinatorCounts(db, c())],
  ];

  it.each(reads)('%s: the second call builds no SQL and answers the same', async (_name, read) => {
    const first = await read(t.db);
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const second = await read(t.db);
      expect(built).not.toHaveBeenCalled();
      expect(second).toEqual(first);
    } finally {
      built.mockRestore();
    }
  });

  it('binds the request: another caller and another page get their own rows', async () => {
    const other = await makePerson(t.db, 'participant');
    expect((await listPosts(t.db, p(), { kind: 'all' }, 1)).total).toBe(1);
    expect((await listPosts(t.db, { id: other.id, userType: USER_TYPE.participant }, { kind: 'all' }, 1)).total).toBe(
      0,
    );
    expect((await listPosts(t.db, p(), { kind: 'all' }, 2)).rows).toEqual([]);
  });
});

describe('preparedOnce', () => {
  it('builds once for each database handle, and again for a new one', () => {
    const build = vi.fn((db: Db) => ({ on: db }));
    const statement = preparedOnce(build);
    const one = {} as Db;
    const two = {} as Db;
    expect(statement(one).on).toBe(one);
    expect(statement(one).on).toBe(one);
    expect(statement(two).on).toBe(two);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
