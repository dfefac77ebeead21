// A searched participant list is one statement (participants.queries.ts, searchedList): the matches are found
// once and give both the page and the total. Every page here, past the end included, is compared with the plain
// statements it replaced: the page of the matching enrolments by course-wise id, and their count.
import { PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, pageOffset } from '#server/core/db/paging.ts';
import { enrolments, participantSearchText, users } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listCourseParticipants } from './participants.queries.ts';

let t: TestApp;
let courseId: number;
let coordinator: Person;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  const people: Person[] = [];
  for (let n = 0; n < 34; n += 1) {
    people.push(await makePerson(t.db, 'participant', { first: n % 3 === 0 ? 'Sabina' : 'Karim', last: `Rahman${n}` }));
  }
  // An outsider who matches the text but is in another course.
  const outsider = await makePerson(t.db, 'participant', { first: 'Sabina', last: 'Elsewhere' });
  await makeCourse(t.db, { participants: [outsider] });
  // Rolls out of enrolment order; some rolls contain the searched text too.
  coordinator = await makePerson(t.db, 'coordinator');
  const course = await makeCourse(t.db, {
    coordinators: [coordinator],
    participants: people,
    rolls: people.map((_, n) => (n % 5 === 0 ? `SAB-${(n * 7) % 34}` : `R-${String((n * 11) % 34).padStart(2, '0')}`)),
  });
  courseId = course.id;
});
afterAll(() => t.close());

/** The statements the searched list replaced: the matching enrolments' page by course-wise id, and their count. */
async function plainSearch(search: string, page: number) {
  const pattern = containsPattern(search);
  const where = and(
    eq(enrolments.courseId, courseId),
    or(sql`${participantSearchText(users)} ilike ${pattern}`, ilike(enrolments.courseRoll, pattern)),
  );
  const ids = await t.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .where(where)
    .orderBy(asc(enrolments.courseRoll), asc(enrolments.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const rows = ids.length
    ? await t.db
        .select({ roll: enrolments.courseRoll })
        .from(enrolments)
        .where(
          inArray(
            enrolments.id,
            ids.map((row) => row.id),
          ),
        )
        .orderBy(asc(enrolments.courseRoll), asc(enrolments.id))
    : [];
  const [count] = await t.db
    .select({ total: countRows })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .where(where);
  return { rolls: rows.map((row) => row.roll), total: count?.total };
}

describe('the searched participant list', () => {
  for (const search of ['sabina', 'sab', 'rahman1', 'nobody']) {
    it(`every page of "${search}" equals the plain statements`, async () => {
      let seen = 0;
      for (let page = 1; page <= 5; page += 1) {
        const plain = await plainSearch(search, page);
        const paged = await listCourseParticipants(
          t.db,
          { id: coordinator.id, userType: USER_TYPE.coordinator },
          { courseId, status: 1 },
          search,
          page,
        );
        if (!paged) throw new Error('the course is the coordinator’s');
        expect({ rolls: paged.rows.map((row) => row.roll), total: paged.total }).toEqual(plain);
        seen += paged.rows.length;
      }
      if (search !== 'nobody') expect(seen).toBeGreaterThan(0);
    });
  }
});
