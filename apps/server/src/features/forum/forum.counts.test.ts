// The forum's totals add up counts kept by triggers: all posts and unanswered posts per course
// (courses.forum_post_count and forum_unanswered_count, migration 0009), each member's posts and replies per course
// (forum_member_counts, migration 0010). After every kind of write that changes which posts and replies exist, where
// they are, whose they are or whether a post is answered (the routes' own writes, a user or a course deleted with
// their posts by cascade, a post or a reply moved, plain inserts as the seeds write them), the kept counts must
// equal the rows counted one by one, and so must the lists' and the dashboards' totals.
import { USER_TYPE } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, forumMemberCounts, forumPosts, forumReplies, users } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { participantCounts } from '../dashboard/dashboard.queries.ts';
import { deleteOwnPost, insertPost, insertReply, listMyReplies, listPosts } from './forum.queries.ts';

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

/** Key of a member's counts in a course. */
const memberKey = (memberId: number, courseId: number) => `${memberId}/${courseId}`;

/** Each member's posts and replies per course (a reply in its post's course), counted row by row. */
async function memberCountedOneByOne(): Promise<Record<string, { posts: number; replies: number }>> {
  const counted: Record<string, { posts: number; replies: number }> = {};
  const entry = (memberId: number, courseId: number) => {
    const key = memberKey(memberId, courseId);
    counted[key] ??= { posts: 0, replies: 0 };
    return counted[key];
  };
  const posts = await t.db
    .select({ memberId: forumPosts.authorId, courseId: forumPosts.courseId, n: sql<number>`count(*)::int` })
    .from(forumPosts)
    .groupBy(forumPosts.authorId, forumPosts.courseId);
  for (const row of posts) entry(row.memberId, row.courseId).posts = row.n;
  const replies = await t.db
    .select({ memberId: forumReplies.authorId, courseId: forumPosts.courseId, n: sql<number>`count(*)::int` })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .groupBy(forumReplies.authorId, forumPosts.courseId);
  for (const row of replies) entry(row.memberId, row.courseId).replies = row.n;
  return counted;
}

/** The kept counts per member and course, without the rows that came back to zero. */
async function memberKept(): Promise<Record<string, { posts: number; replies: number }>> {
  const rows = await t.db.select().from(forumMemberCounts);
  return Object.fromEntries(
    rows
      .filter((row) => row.postCount !== 0 || row.replyCount !== 0)
      .map((row) => [memberKey(row.memberId, row.courseId), { posts: row.postCount, replies: row.replyCount }]),
  );
}

async function expectCountsRight(): Promise<void> {
  expect(await kept()).toEqual(await countedOneByOne());
  expect(await memberKept()).toEqual(await memberCountedOneByOne());
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

  it('stay right through 300 random writes of the routes, moves of posts and replies, and cascades', async () => {
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
      } else if (roll < 0.85) {
        await deleteOwnPost(t.db, existing.authorId, existing.id);
      } else if (roll < 0.91) {
        // A move to another course (its replies go with it), or to another author.
        await t.db
          .update(forumPosts)
          .set(roll < 0.88 ? { courseId: pick(courseIds) } : { authorId: pick(people).id })
          .where(eq(forumPosts.id, existing.id));
      } else {
        // A reply moved to another post or author, or deleted on its own.
        const [reply] = await t.db.select({ id: forumReplies.id }).from(forumReplies).orderBy(sql`random()`).limit(1);
        if (!reply) continue;
        const where = eq(forumReplies.id, reply.id);
        if (roll < 0.94) await t.db.update(forumReplies).set({ postId: existing.id }).where(where);
        else if (roll < 0.97)
          await t.db
            .update(forumReplies)
            .set({ authorId: pick(people).id })
            .where(where);
        else await t.db.delete(forumReplies).where(where);
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
    // The caller's own posts and replies: the lists' totals and the dashboard's cards, as counted one by one.
    const own = await memberCountedOneByOne();
    const ownTotal = (kind: 'posts' | 'replies') =>
      remaining.reduce((sum, id) => sum + (own[memberKey(reader.id, id)]?.[kind] ?? 0), 0);
    expect(ownTotal('posts') + ownTotal('replies')).toBeGreaterThan(0);
    expect((await listPosts(t.db, reader, { kind: 'mine' }, 1)).total).toBe(ownTotal('posts'));
    expect((await listMyReplies(t.db, reader, 1)).total).toBe(ownTotal('replies'));
    // A page past the end has no row to carry the total: it is asked alone.
    expect((await listPosts(t.db, reader, { kind: 'mine' }, 999)).total).toBe(ownTotal('posts'));
    expect(await listMyReplies(t.db, reader, 999)).toEqual({ rows: [], total: ownTotal('replies') });
    const cards = await participantCounts(t.db, reader, 'UTC');
    expect([cards?.totalPosts, cards?.totalReplies]).toEqual([ownTotal('posts'), ownTotal('replies')]);
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
