// The contents' reads take their page's keys from an index first and join the rest by key (contents.queries.ts).
// Every page here is compared with the plain statement it replaced: the join of all rows, sorted, cut to a page.
// View details: over courses whose names sort otherwise than their ids, views of count 0, a participant who left
// a course after viewing, and a course of another coordinator that the content was also sent to. The list:
// contents filed in and sent to a course (some both), shared, uncategorised, invisible, with equal times.
import { PAGE_SIZE } from '@portal/contract';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import { contentSends, contents, contentViews, courses, enrolments, users } from '#server/core/db/schema/index.ts';
import { makeContent, makeCourse, makePerson, type Person, viewContent } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { coordinatorContentPage, recipientPage, visibleTo } from './contents.queries.ts';

let t: TestApp;
let coordinator: Person;
let contentId: number;
const PAGES = 7;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  coordinator = await makePerson(t.db, 'coordinator');
  const other = await makePerson(t.db, 'coordinator');
  const people: Person[] = [];
  for (let n = 0; n < 40; n += 1) people.push(await makePerson(t.db, 'participant'));
  // Names sort in the reverse order of the ids; rolls are not in the order of enrolment.
  const zulu = await makeCourse(t.db, {
    name: 'Zulu course',
    participants: people.slice(0, 23),
    rolls: people.slice(0, 23).map((_, n) => `Z-${String((n * 7) % 23).padStart(2, '0')}`),
    coordinators: [coordinator],
  });
  const mike = await makeCourse(t.db, {
    name: 'Mike course',
    participants: people.slice(15, 32),
    coordinators: [coordinator, other],
  });
  const alpha = await makeCourse(t.db, {
    name: 'Alpha course',
    participants: people.slice(30, 40),
    coordinators: [coordinator],
  });
  const elsewhere = await makeCourse(t.db, {
    name: 'Another course',
    participants: people.slice(0, 5),
    coordinators: [other],
  });
  contentId = await makeContent(t.db, { owner: coordinator, sentTo: [zulu.id, mike.id, alpha.id, elsewhere.id] });
  for (const [n, person] of people.entries()) {
    if (n < 23 && n % 3 === 0)
      await viewContent(t.db, { contentId, courseId: zulu.id, participant: person, count: n % 2 });
    if (n >= 15 && n < 32 && n % 2 === 0)
      await viewContent(t.db, { contentId, courseId: mike.id, participant: person });
    if (n >= 30 && n % 4 === 1)
      await viewContent(t.db, { contentId, courseId: alpha.id, participant: person, count: 3 });
    if (n < 5) await viewContent(t.db, { contentId, courseId: elsewhere.id, participant: person });
  }
  // A participant who viewed it in Mike course, then left that course: no longer a recipient there.
  const leaver = people[16] as Person;
  await t.db.delete(enrolments).where(and(eq(enrolments.courseId, mike.id), eq(enrolments.participantId, leaver.id)));
});
afterAll(() => t.close());

const sender = alias(users, 'sender');

/** The statement recipientPage replaced: every recipient joined and sorted, then cut to the page. */
async function plainRecipients(page: number, notViewed: boolean) {
  const where = and(
    eq(contentSends.contentId, contentId),
    sql`${contentSends.courseId} in (${memberCourseIds({ id: coordinator.id, userType: 1 })})`,
    notViewed ? sql`coalesce(${contentViews.viewCount}, 0) = 0` : undefined,
  );
  const viewJoin = and(
    eq(contentViews.contentId, contentSends.contentId),
    eq(contentViews.courseId, contentSends.courseId),
    eq(contentViews.participantId, enrolments.participantId),
  );
  const rows = await t.db
    .select({
      participantId: enrolments.participantId,
      courseRoll: enrolments.courseRoll,
      courseName: courses.name,
      viewCount: sql<number>`coalesce(${contentViews.viewCount}, 0)`,
      sentBy: personName(sender),
    })
    .from(contentSends)
    .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .innerJoin(sender, eq(sender.id, contentSends.sentById))
    .innerJoin(courses, eq(courses.id, contentSends.courseId))
    .leftJoin(contentViews, viewJoin)
    .where(where)
    .orderBy(asc(courses.name), asc(contentSends.courseId), asc(enrolments.courseRoll), asc(enrolments.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const count = (condition: typeof where) =>
    t.db
      .select({ total: countRows })
      .from(contentSends)
      .innerJoin(enrolments, eq(enrolments.courseId, contentSends.courseId))
      .leftJoin(contentViews, viewJoin)
      .where(condition);
  const [[total], [viewed]] = await Promise.all([
    count(where),
    count(
      and(
        eq(contentSends.contentId, contentId),
        sql`${contentSends.courseId} in (${memberCourseIds({ id: coordinator.id, userType: 1 })})`,
        sql`${contentViews.viewCount} > 0`,
      ),
    ),
  ]);
  return { rows, total: total?.total, viewed: viewed?.total };
}

describe('content view details', () => {
  for (const notViewed of [false, true]) {
    it(`every page equals the plain sort${notViewed ? ' (not viewed only)' : ''}`, async () => {
      let seen = 0;
      for (let page = 1; page <= PAGES; page += 1) {
        const plain = await plainRecipients(page, notViewed);
        const paged = await recipientPage(t.db, { id: coordinator.id, userType: 1 }, { contentId, page, notViewed });
        if (!paged) throw new Error('the content is not visible to its owner');
        expect(
          paged.rows.map(({ participantId, courseRoll, courseName, viewCount, sentBy }) => ({
            participantId,
            courseRoll,
            courseName,
            viewCount,
            sentBy,
          })),
        ).toEqual(plain.rows);
        expect({ total: paged.total, viewed: paged.viewed }).toEqual({ total: plain.total, viewed: plain.viewed });
        seen += paged.rows.length;
      }
      // The pages covered the whole list (49 recipients in the caller's three courses, 13 of them with a view),
      // and then some empty ones.
      expect(seen).toBe(notViewed ? 36 : 49);
    });
  }
});

describe("the coordinator's content list", () => {
  let me: Person;
  let courseIds: { mine: number; shared: number; foreign: number };

  beforeAll(async () => {
    me = await makePerson(t.db, 'coordinator');
    const colleague = await makePerson(t.db, 'coordinator');
    const stranger = await makePerson(t.db, 'coordinator');
    const people: Person[] = [];
    for (let n = 0; n < 6; n += 1) people.push(await makePerson(t.db, 'participant'));
    const mine = await makeCourse(t.db, { participants: people.slice(0, 4), coordinators: [me] });
    const shared = await makeCourse(t.db, { participants: people.slice(2, 6), coordinators: [me, colleague] });
    const foreign = await makeCourse(t.db, { participants: people.slice(0, 2), coordinators: [stranger] });
    courseIds = { mine: mine.id, shared: shared.id, foreign: foreign.id };
    const base = Date.UTC(2026, 0, 1);
    for (let n = 0; n < 48; n += 1) {
      const owner = [me, colleague, stranger][n % 3] as Person;
      const filed = [mine.id, shared.id, foreign.id, null][n % 4] ?? null;
      const sentTo = [[], [mine.id], [shared.id, foreign.id], [mine.id, shared.id], [foreign.id]][n % 5] ?? [];
      const id = await makeContent(t.db, { owner, courseId: filed, sentTo });
      // Every sixth content shares its time with the one before.
      await t.db
        .update(contents)
        .set({ createdAt: new Date(base + (n - (n % 6 === 0 ? 1 : 0)) * 60_000) })
        .where(eq(contents.id, id));
      for (const [k, person] of people.entries()) {
        for (const courseId of sentTo) {
          if ((n + k) % 3 === 0)
            await viewContent(t.db, { contentId: id, courseId, participant: person, count: k % 2 });
        }
      }
    }
  });

  /** The statement coordinatorContentPage replaced: the visibility test on every content, then sorted. */
  async function plainList(courseId: number, filter: 0 | 1 | 2, page: number) {
    const who = { id: me.id, userType: 1 };
    const ownership: SQL | undefined =
      filter === 1 ? eq(contents.ownerId, me.id) : filter === 2 ? sql`${contents.ownerId} <> ${me.id}` : undefined;
    const place =
      courseId === 0
        ? isNull(contents.courseId)
        : or(
            eq(contents.courseId, courseId),
            sql`exists (select 1 from ${contentSends} where ${contentSends.contentId} = ${contents.id} and ${contentSends.courseId} = ${courseId})`,
          );
    const where = and(visibleTo(who), place, ownership);
    const rows = await t.db
      .select({
        id: contents.id,
        totalSentCourses: scalarSubquery<number>(
          sql`select count(*)::int from ${contentSends} where ${contentSends.contentId} = ${contents.id}`,
        ),
        totalSent: scalarSubquery<number>(
          sql`select count(*)::int from ${contentSends} join ${enrolments} on ${enrolments.courseId} = ${contentSends.courseId} where ${contentSends.contentId} = ${contents.id}`,
        ),
        totalViewed: scalarSubquery<number>(
          sql`select count(*)::int from ${contentViews} where ${contentViews.contentId} = ${contents.id} and ${contentViews.viewCount} > 0`,
        ),
      })
      .from(contents)
      .where(where)
      .orderBy(sql`${contents.createdAt} desc nulls last, ${contents.id} desc nulls last`)
      .limit(PAGE_SIZE)
      .offset(pageOffset(page));
    const [total] = await t.db.select({ total: countRows }).from(contents).where(where);
    return { rows, total: total?.total };
  }

  it('every page of every course, filter and of the uncategorised equals the plain statement', async () => {
    let listed = 0;
    for (const courseId of [courseIds.mine, courseIds.shared, courseIds.foreign, 0]) {
      for (const filter of [0, 1, 2] as const) {
        for (let page = 1; page <= 4; page += 1) {
          const plain = await plainList(courseId, filter, page);
          const paged = await coordinatorContentPage(t.db, { id: me.id, userType: 1 }, { courseId, filter, page });
          if (courseId === courseIds.foreign) {
            // Not the caller's course: the statement answers no list (the route's 404), whatever it holds.
            expect(paged).toBeNull();
            continue;
          }
          if (!paged) throw new Error('the course is the caller’s');
          expect(
            paged.rows.map(({ id, totalSentCourses, totalSent, totalViewed }) => ({
              id,
              totalSentCourses,
              totalSent,
              totalViewed,
            })),
          ).toEqual(plain.rows);
          expect(paged.total).toBe(plain.total);
          listed += paged.rows.length;
        }
      }
    }
    // Not a walk of empty lists: the pages held rows, the counts some recipients and viewers.
    expect(listed).toBeGreaterThan(60);
  });
});
