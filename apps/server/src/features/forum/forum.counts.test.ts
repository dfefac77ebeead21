// The forum's totals of all posts and of unanswered posts add up counts kept per course by triggers
// (courses.forum_post_count and forum_unanswered_count, migration 0009). After every kind of write that changes which posts exist, where they are
// or whether they are answered (the routes' own writes, a user or a course deleted with their posts by cascade, a
// post moved to another course, plain inserts as the seeds write them), the kept counts must equal the rows
// counted one by one, and so must the lists' totals.
import { USER_TYPE } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, forumPosts, users } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { deleteOwnPost, insertPost, insertReply, listPosts } from './forum.queries.ts';

let t: TestApp;
let people: Person[];
let courseIds: number[];

/** Each course's posts and unanswered posts, counted row by row. */
async function countedOneByOne(): Promise<Record<number, { posts: number; unanswered: number }>> {
  const rows = await t.db
    .select({
      courseId: forumPosts.courseId,
      posts: sql<number>`count(*)::int`,
      unanswered: sql<number>`(count(*) filter (where ${forumPosts.replyCount} = 0))::int`,
    })
    .from(forumPosts)
    .groupBy(forumPosts.courseId);
  return Object.fromEntries(rows.map((row) => [row.courseId, { posts: row.posts, unanswered: row.unanswered }]));
}

/** The kept counts of the courses that have any. */
async function kept(): Promise<Record<number, { posts: number; unanswered: number }>> {
  const rows = await t.db
    .select({ id: courses.id, posts: courses.forumPostCount, unanswered: courses.forumUnansweredCount })
    .from(courses);
  return Object.fromEntries(
    rows
      .filter((row) => row.posts !== 0 || row.unanswered !== 0)
      .map((row) => [row.id, { posts: row.posts, unanswered: row.unanswered }]),
  );
}

async function expectCountsRight(): Promise<void> {
  expect(await kept()).toEqual(await countedOneByOne());
}

/** A small deterministic generator, so that a failure replays. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  people = [];
  for (let n = 0; n < 4; n += 1) people.push(await makePerson(t.db, 'participant'));
  const coordinator = await makePerson(t.db, 'coordinator');
  people.push(coordinator);
  courseIds = [];
  for (let c = 0; c < 3; c += 1) {
    const course = await makeCourse(t.db, { participants: people.slice(0, 4), coordinators: [coordinator] });
    courseIds.push(course.id);
  }
});
afterAll(() => t.close());

describe('the forum counts kept per course', () => {
  it('start empty, and follow the posts written as the seeds write them', async () => {
    await expectCountsRight();
    await t.db.insert(forumPosts).values([
      { courseId: courseIds[0] as number, authorId: people[0]?.id as number, title: 'a', body: 'b', replyCount: 0 },
      { courseId: courseIds[0] as number, authorId: people[1]?.id as number, title: 'a', body: 'b', replyCount: 3 },
      { courseId: courseIds[1] as number, authorId: people[2]?.id as number, title: 'a', body: 'b', replyCount: 0 },
    ]);
    expect(await kept()).toEqual({
      [courseIds[0] as number]: { posts: 2, unanswered: 1 },
      [courseIds[1] as number]: { posts: 1, unanswered: 1 },
    });
    await expectCountsRight();
  });

  it('stay right through 300 random writes of the routes, moves between courses and cascades', async () => {
    const random = numbers(20261124);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
    for (let step = 0; step < 300; step += 1) {
      const member = { id: pick(people).id, userType: USER_TYPE.participant };
      const [existing] = await t.db
        .select({ id: forumPosts.id, authorId: forumPosts.authorId })
        .from(forumPosts)
        .orderBy(sql`random()`)
        .limit(1);
      const roll = random();
      if (roll < 0.4 || !existing) {
        await insertPost(t.db, { courseId: pick(courseIds), authorId: member.id, title: 't', body: 'b' });
      } else if (roll < 0.75) {
        // A reply: the post's first one makes it answered.
        await insertReply(t.db, member, existing.id, 'reply');
      } else if (roll < 0.88) {
        await deleteOwnPost(t.db, existing.authorId, existing.id);
      } else {
        await t.db
          .update(forumPosts)
          .set({ courseId: pick(courseIds) })
          .where(eq(forumPosts.id, existing.id));
      }
    }
    await expectCountsRight();
  });

  it('lose the posts of a deleted author and of a deleted course', async () => {
    const author = people[3] as Person;
    await insertPost(t.db, { courseId: courseIds[2] as number, authorId: author.id, title: 't', body: 'b' });
    await t.db.delete(users).where(eq(users.id, author.id));
    await expectCountsRight();
    await t.db.delete(courses).where(eq(courses.id, courseIds[2] as number));
    await expectCountsRight();
    expect((await kept())[courseIds[2] as number]).toBeUndefined();
  });

  it('give every list its total, as the posts counted one by one', async () => {
    const counted = await countedOneByOne();
    const reader = { id: (people[0] as Person).id, userType: USER_TYPE.participant };
    const remaining = courseIds.slice(0, 2);
    const posts = remaining.reduce((sum, id) => sum + (counted[id]?.posts ?? 0), 0);
    const unanswered = remaining.reduce((sum, id) => sum + (counted[id]?.unanswered ?? 0), 0);
    expect(posts).toBeGreaterThan(0);
    expect((await listPosts(t.db, reader, { kind: 'all' }, 1)).total).toBe(posts);
    expect((await listPosts(t.db, reader, { kind: 'unanswered', sort: 'newest' }, 1)).total).toBe(unanswered);
    const coordinator = { id: (people[4] as Person).id, userType: USER_TYPE.coordinator };
    expect((await listPosts(t.db, coordinator, { kind: 'all' }, 1)).total).toBe(posts);
    // Someone in no course: nothing, not a null.
    const outsider = await makePerson(t.db, 'participant');
    expect((await listPosts(t.db, { id: outsider.id, userType: 2 }, { kind: 'all' }, 1)).total).toBe(0);
  });

  it('follow statements of many rows: a bulk insert, a bulk answer and a bulk delete', async () => {
    const course = courseIds[0] as number;
    const author = (people[0] as Person).id;
    const many = Array.from({ length: 40 }, (_, n) => ({
      courseId: n % 2 ? course : (courseIds[1] as number),
      authorId: author,
      title: `bulk ${n}`,
      body: 'b',
      replyCount: n % 3 === 0 ? 2 : 0,
    }));
    const ids = (await t.db.insert(forumPosts).values(many).returning({ id: forumPosts.id })).map((row) => row.id);
    await expectCountsRight();
    await t.db
      .update(forumPosts)
      .set({ replyCount: 1 })
      .where(sql`${forumPosts.id} in ${ids.slice(0, 25)}`);
    await expectCountsRight();
    await t.db.delete(forumPosts).where(sql`${forumPosts.id} in ${ids.slice(10)}`);
    await expectCountsRight();
  });
});
