import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluationComponents,
  evaluationRules,
  finalResults,
  marks,
  organizations,
  resultReleases,
} from '#server/core/db/schema/index.ts';
import { makeCourse, makeParticipantProfile, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let coordinator: Person;
let stranger: Person;
let people: Person[];
let course: { id: number; shortName: string };
let component: { assignment: number; midterm: number; final: number };

const HOSTILE = '=HYPERLINK("http://evil.test","x")';
const HOUR = 3_600_000;

async function get(headers: { authorization: string }, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : null, response };
}
const sheetUrl = (courseId: number, page = 1) => `/api/coordinator/reports/${courseId}/sheet/${page}`;
const summaryUrl = (courseId: number) => `/api/coordinator/reports/${courseId}/summary`;

async function release(componentId: number | null, effectiveAt: Date, frozenRules?: unknown) {
  const [row] = await t.db
    .insert(resultReleases)
    .values({ courseId: course.id, componentId, effectiveAt, frozenRules: frozenRules ?? null })
    .returning({ id: resultReleases.id });
  if (!row) throw new Error('release not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  coordinator = await makePerson(t.db, 'coordinator');
  stranger = await makePerson(t.db, 'coordinator');
  people = [
    await makePerson(t.db, 'participant', { first: 'Alpha', last: 'One' }),
    await makePerson(t.db, 'participant', { first: 'Bravo', last: 'Two' }),
    await makePerson(t.db, 'participant', { first: 'Charlie', last: 'Three' }),
    await makePerson(t.db, 'participant', { first: 'Delta', last: 'Four' }),
    await makePerson(t.db, 'participant', { first: HOSTILE, last: 'Five' }),
  ];
  course = await makeCourse(t.db, { participants: people, coordinators: [coordinator] });
  await makeCourse(t.db, { coordinators: [stranger], participants: [people[0] as Person] });
  const orgs = await t.db
    .insert(organizations)
    .values([{ name: `Bank One ${course.id}` }, { name: `Bank Two ${course.id}` }])
    .returning({ id: organizations.id });
  const [p1, p2, p3, p4] = people as [Person, Person, Person, Person, Person];
  await makeParticipantProfile(t.db, p1, { organizationId: orgs[0]?.id ?? null });
  await makeParticipantProfile(t.db, p2, { organizationId: orgs[0]?.id ?? null });
  await makeParticipantProfile(t.db, p3, { organizationId: orgs[1]?.id ?? null });
  await makeParticipantProfile(t.db, p4, { otherOrgName: 'Typed Bank' });

  await t.db.insert(evaluationRules).values({ courseId: course.id, passMark: '50' });
  const rows = await t.db
    .insert(evaluationComponents)
    .values([
      { courseId: course.id, name: 'Assignment 1', maxMarks: '20', weight: '20', position: 1 },
      { courseId: course.id, name: 'Mid-term', maxMarks: '50', weight: '30', position: 2 },
      { courseId: course.id, name: 'Final exam', maxMarks: '100', weight: '50', minMarks: '40', position: 3 },
    ])
    .returning({ id: evaluationComponents.id });
  component = { assignment: rows[0]?.id ?? 0, midterm: rows[1]?.id ?? 0, final: rows[2]?.id ?? 0 };
  // [assignment, mid-term, final]: a number, 'AB' (absent) or null (no mark).
  const table: (number | 'AB' | null)[][] = [
    [20, 50, 100], // 100: Pass
    [10, 25, 50], // 10 + 15 + 25 = 50, the pass mark: Pass
    [20, 50, 30], // 65, but the final exam below its minimum of 40: Fail
    ['AB', 40, 60], // absent counts 0: 0 + 24 + 30 = 54: Pass
    [15, null, 80], // no mid-term mark: Incomplete
  ];
  const ids = [component.assignment, component.midterm, component.final];
  for (const [index, values] of table.entries()) {
    for (const [at, value] of values.entries()) {
      if (value === null) continue;
      await t.db.insert(marks).values({
        componentId: ids[at] ?? 0,
        participantId: people[index]?.id ?? 0,
        marks: value === 'AB' ? null : value.toFixed(2),
        isAbsent: value === 'AB',
      });
    }
  }
  await release(component.assignment, new Date(Date.now() - HOUR));
  await release(component.midterm, new Date(Date.now() + 24 * HOUR));
});
afterAll(() => t.close());

describe('GET /api/coordinator/reports/:courseId/sheet/:page', () => {
  it('computes each row from the rules: weights, a minimum, absent as 0, a missing mark; Pending until released', async () => {
    const answer = await get(coordinator.headers, sheetUrl(course.id));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      course_id: course.id,
      has_rules: true,
      pass_mark: 50,
      final_released: false,
      final_scheduled_at: null,
      total_participants: 5,
      total_data: 5,
    });
    expect(answer.body.components).toEqual([
      expect.objectContaining({ name: 'Assignment 1', max_marks: 20, weight: 20, min_marks: null, released: true }),
      expect.objectContaining({ name: 'Mid-term', released: false, release_scheduled_at: expect.any(String) }),
      expect.objectContaining({ name: 'Final exam', min_marks: 40, released: false, release_scheduled_at: null }),
    ]);
    const rows = answer.body.data as {
      course_wise_id: string;
      total: number | null;
      status: string;
      released: boolean;
    }[];
    expect(rows.map((row) => [row.course_wise_id, row.total, row.status, row.released])).toEqual([
      ['001', 100, 'Pass', false],
      ['002', 50, 'Pass', false],
      ['003', 65, 'Fail', false],
      ['004', 54, 'Pass', false],
      ['005', null, 'Incomplete', false],
    ]);
    expect(answer.body.data[3].cells[0]).toEqual({ component_id: component.assignment, marks: null, absent: true });
    expect(answer.body.data[4].cells[1]).toEqual({ component_id: component.midterm, marks: null, absent: false });
    expect(answer.body.data[0]).toMatchObject({ participant_name: 'Alpha One', org_name: `Bank One ${course.id}` });
    expect(answer.body.data[3].org_name).toBe('Typed Bank');
  });

  it('pages by ten in course-wise id order; a page past the end is empty with the total', async () => {
    const answer = await get(coordinator.headers, sheetUrl(course.id, 2));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total_data: 5, data: [] });
  });

  it('a second page holds the rows after the first ten, with their own marks', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => makePerson(t.db, 'participant')));
    const big = await makeCourse(t.db, { participants: many, coordinators: [coordinator] });
    await t.db.insert(evaluationRules).values({ courseId: big.id, passMark: '40' });
    const [only] = await t.db
      .insert(evaluationComponents)
      .values({ courseId: big.id, name: 'Exam', maxMarks: '100', weight: '100' })
      .returning({ id: evaluationComponents.id });
    await t.db
      .insert(marks)
      .values(
        many.map((person, index) => ({ componentId: only?.id ?? 0, participantId: person.id, marks: `${index * 5}` })),
      );
    const answer = await get(coordinator.headers, sheetUrl(big.id, 2));
    expect(answer.body.total_data).toBe(12);
    expect(
      (answer.body.data as { course_wise_id: string; total: number; status: string }[]).map((row) => [
        row.course_wise_id,
        row.total,
        row.status,
      ]),
    ).toEqual([
      ['011', 50, 'Pass'],
      ['012', 55, 'Pass'],
    ]);
    const summary = await get(coordinator.headers, summaryUrl(big.id));
    // 0, 5, … 35 fail; 40, … 55 pass.
    expect(summary.body.counts).toEqual({ pass: 4, fail: 8, incomplete: 0, pass_rate: 33.33 });
  });

  it('answers 404 for a course of another coordinator, or none; 401 for a participant', async () => {
    expect((await get(stranger.headers, sheetUrl(course.id))).status).toBe(404);
    expect((await get(coordinator.headers, sheetUrl(2_000_000_000))).status).toBe(404);
    expect((await get(people[0]?.headers ?? { authorization: '' }, sheetUrl(course.id))).status).toBe(401);
  });

  it('a course without rules: has_rules false, every row Incomplete', async () => {
    const bare = await makeCourse(t.db, { coordinators: [coordinator], participants: [people[1] as Person] });
    const answer = await get(coordinator.headers, sheetUrl(bare.id));
    expect(answer.body).toMatchObject({ has_rules: false, pass_mark: null, components: [], total_data: 1 });
    expect(answer.body.data[0]).toMatchObject({ total: null, status: 'Incomplete', released: false });
  });
});

describe('GET /api/coordinator/reports/:courseId/summary', () => {
  it('counts Pass / Fail / Incomplete, the pass rate, the bands and the same by organisation', async () => {
    const answer = await get(coordinator.headers, summaryUrl(course.id));
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ pass: 3, fail: 1, incomplete: 1, pass_rate: 75 });
    expect(answer.body.bands.map((band: { count: number }) => band.count)).toEqual([0, 0, 0, 0, 0, 2, 1, 0, 0, 1]);
    expect(answer.body.bands[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(answer.body.organisations).toEqual([
      { org_name: `Bank One ${course.id}`, participants: 2, pass: 2, fail: 0, incomplete: 0, pass_rate: 100 },
      { org_name: `Bank Two ${course.id}`, participants: 1, pass: 0, fail: 1, incomplete: 0, pass_rate: 0 },
      // A typed name and no profile at all are one "Others" row.
      { org_name: 'Others', participants: 2, pass: 1, fail: 0, incomplete: 1, pass_rate: 100 },
    ]);
  });

  it('answers 404 for a course of another coordinator (its own coordinator 200)', async () => {
    expect((await get(coordinator.headers, summaryUrl(course.id))).status).toBe(200);
    expect((await get(stranger.headers, summaryUrl(course.id))).status).toBe(404);
  });
});

describe('exports', () => {
  it('CSV: UTF-8 with BOM, every row, absent as AB, Pending marked, and the formula guard on a name', async () => {
    const answer = await get(coordinator.headers, `/api/coordinator/reports/${course.id}/export.csv`);
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.response.headers['content-disposition']).toContain(`results-${course.shortName}-`);
    expect(answer.response.headers['x-content-type-options']).toBe('nosniff');
    const text = answer.response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'SN,Participant Id,Participant Name,Organization Name,Assignment 1 (20),Mid-term (50),Final exam (100),Total,Status',
    );
    expect(lines).toHaveLength(6);
    expect(lines[4]).toBe('4,004,Delta Four,Typed Bank,AB,40,60,54,Pass (Pending)');
    // The hostile first name is made inert: no cell starts a formula.
    expect(lines[5]).toBe(`5,005,"'=HYPERLINK(""http://evil.test"",""x"") Five",,15,,80,,Incomplete (Pending)`);
  });

  it('XLSX: the same sheet, marks as numbers, the formula guard on a name', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/coordinator/reports/${course.id}/export.xlsx`,
      headers: coordinator.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(answer.rawPayload);
    expect(sheet?.sheet).toBe('Results');
    const rows = sheet?.data ?? [];
    expect(rows[0]).toEqual([
      'SN',
      'Participant Id',
      'Participant Name',
      'Organization Name',
      'Assignment 1 (20)',
      'Mid-term (50)',
      'Final exam (100)',
      'Total',
      'Status',
    ]);
    expect(rows[1]).toEqual([1, '001', 'Alpha One', `Bank One ${course.id}`, 20, 50, 100, 100, 'Pass (Pending)']);
    expect(rows[5]?.[2]).toBe(`'${HOSTILE} Five`);
  });

  it('answers 404 to a coordinator of another course', async () => {
    for (const format of ['csv', 'xlsx']) {
      expect((await get(coordinator.headers, `/api/coordinator/reports/${course.id}/export.${format}`)).status).toBe(
        200,
      );
      expect((await get(stranger.headers, `/api/coordinator/reports/${course.id}/export.${format}`)).status).toBe(404);
    }
  });
});

describe('after the final release', () => {
  it('shows the fixed results under the frozen rules, whatever the rules became; the course list its pass rate', async () => {
    const list = async () => {
      const answer = await get(coordinator.headers, '/api/coordinator/reports/1');
      return (answer.body.data as { course_id: number }[]).find((row) => row.course_id === course.id);
    };
    expect(await list()).toMatchObject({
      has_rules: true,
      total_components: 3,
      released_components: 1,
      final_released: false,
      total_participants: 5,
      pass_rate: null,
    });
    const frozen = {
      pass_mark: 50,
      components: [
        { id: component.assignment, name: 'Assignment 1', max_marks: 20, weight: 20, min_marks: null },
        { id: component.midterm, name: 'Mid-term', max_marks: 50, weight: 30, min_marks: null },
        { id: component.final, name: 'Final exam', max_marks: 100, weight: 50, min_marks: 40 },
      ],
    };
    await t.db.delete(resultReleases).where(eq(resultReleases.componentId, component.midterm));
    await release(component.midterm, new Date(Date.now() - HOUR));
    await release(component.final, new Date(Date.now() - HOUR));
    const finalId = await release(null, new Date(Date.now() - HOUR), frozen);
    const fixed: [number, string | null, string][] = [
      [0, '100.00', 'Pass'],
      [1, '50.00', 'Pass'],
      [2, '65.00', 'Fail'],
      [3, '54.00', 'Pass'],
    ];
    await t.db.insert(finalResults).values(
      fixed.map(([index, total, status]) => ({
        releaseId: finalId,
        courseId: course.id,
        participantId: people[index]?.id ?? 0,
        total,
        status,
      })),
    );
    // A later edit of the rules changes nothing of what the release froze.
    await t.db.update(evaluationRules).set({ passMark: '99' }).where(eq(evaluationRules.courseId, course.id));
    await t.db
      .update(evaluationComponents)
      .set({ name: 'Renamed' })
      .where(eq(evaluationComponents.id, component.assignment));
    // What the release and rules routes do when they succeed: the kept answers are dropped.
    await t.changes.signal(t.db, 'work');

    const sheet = await get(coordinator.headers, sheetUrl(course.id));
    expect(sheet.body).toMatchObject({ pass_mark: 50, final_released: true });
    expect(sheet.body.components[0]).toMatchObject({ name: 'Assignment 1', released: true });
    expect(
      (sheet.body.data as { total: number | null; status: string; released: boolean }[]).map((row) => [
        row.total,
        row.status,
        row.released,
      ]),
    ).toEqual([
      [100, 'Pass', true],
      [50, 'Pass', true],
      [65, 'Fail', true],
      [54, 'Pass', true],
      // No fixed result (enrolled after the release, say): computed under the frozen rules, not released.
      [null, 'Incomplete', false],
    ]);
    expect(await list()).toMatchObject({ released_components: 3, final_released: true, pass_rate: 75 });
  });
});
