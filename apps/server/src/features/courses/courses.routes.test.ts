import { PAGE_SIZE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get(headers: { authorization: string }, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}
const participantList = (page: number | string) => `/api/participant/user/courses/${page}`;
const coordinatorList = (status: number | string, page: number | string) =>
  `/api/coordinator/user/courses/${status}/${page}`;

describe('GET /api/participant/user/courses/:page', () => {
  it('participant@demo.test: courses A and C, running first, with roll, coordinators and the spec status text', async () => {
    const answer = await get(await sessionHeader(t.db, 'P1'), participantList(1));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      total_data: 2,
      courses: [
        {
          course_id: 1,
          course_name: 'Certified Expert in Anti-Money Laundering',
          course_short_name: 'CEAML-2026',
          course_roll: 'CEAML-26-001',
          faculties: ['Ayesha Siddiqua', 'Tahmina Akter'],
          course_status: 'Active',
          year: 2026,
        },
        {
          course_id: 3,
          course_name: 'Certified Expert in Anti-Money Laundering',
          course_short_name: 'CEAML-2025',
          course_roll: 'CEAML-25-014',
          faculties: ['Ayesha Siddiqua'],
          course_status: 'Expired',
          year: 2025,
        },
      ],
    });
  });

  it('pages 10 at a time: running first, then the newest year, then by name; a page past the end is empty', async () => {
    const pat = await makePerson(t.db, 'participant');
    const made: { id: number; name: string; status: 0 | 1; year: number }[] = [];
    for (let index = 0; index < 12; index += 1) {
      const setup = { name: `Course ${String.fromCharCode(76 - index)}`, status: (index % 3 === 0 ? 0 : 1) as 0 | 1 };
      const year = 2020 + (index % 4);
      made.push({ ...(await makeCourse(t.db, { ...setup, year, participants: [pat] })), ...setup, year });
    }
    const expected = [...made]
      .sort((a, b) => b.status - a.status || b.year - a.year || a.name.localeCompare(b.name) || a.id - b.id)
      .map((course) => course.id);
    const pages = await Promise.all([1, 2, 3].map((page) => get(pat.headers, participantList(page))));
    expect(pages.map((page) => page.body.total_data)).toEqual([12, 12, 12]);
    expect(pages.map((page) => page.body.courses.length)).toEqual([PAGE_SIZE, 2, 0]);
    const ids = pages.flatMap((page) => page.body.courses.map((course: { course_id: number }) => course.course_id));
    expect(ids).toEqual(expected);
  });

  it('shows only the caller’s courses, and an empty list to a participant without any', async () => {
    const [alone, other] = await Promise.all([makePerson(t.db, 'participant'), makePerson(t.db, 'participant')]);
    await makeCourse(t.db, { participants: [other] });
    expect((await get(alone.headers, participantList(1))).body).toEqual({ total_data: 0, courses: [] });
  });

  it('refuses a page that is not a positive number (400)', async () => {
    const headers = await sessionHeader(t.db, 'P1');
    for (const page of ['0', '-1', 'x', '1.5']) expect((await get(headers, participantList(page))).status).toBe(400);
  });
});

describe('GET /api/coordinator/user/courses/:status/:page', () => {
  it('coordinator@demo.test: running course A, expired course C, with intake, batch, session and participants', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const running = await get(headers, coordinatorList(1, 1));
    expect(running.status).toBe(200);
    expect(running.body).toEqual({
      status: 1,
      total_data: 1,
      data: [
        {
          id: 1,
          course_name: 'Certified Expert in Anti-Money Laundering',
          course_short_name: 'CEAML-2026',
          faculties: ['Ayesha Siddiqua', 'Tahmina Akter'],
          course_status: 'active',
          year: 2026,
          total_participants: 3,
          batch: 5,
          intact_name: 'January Intake',
          session_name: '2026-2027',
        },
      ],
    });
    const expired = await get(headers, coordinatorList(0, 1));
    expect(expired.body).toMatchObject({
      status: 0,
      total_data: 1,
      data: [{ id: 3, course_short_name: 'CEAML-2025', course_status: 'expired', total_participants: 3, batch: 4 }],
    });
  });

  it('lists only the caller’s courses of that status, newest year first; missing values are null', async () => {
    const [coord, other] = await Promise.all([makePerson(t.db, 'coordinator'), makePerson(t.db, 'coordinator')]);
    const people = await Promise.all([1, 2, 3].map(() => makePerson(t.db, 'participant')));
    const old = await makeCourse(t.db, { name: 'Alpha', year: 2024, coordinators: [coord], participants: people });
    const recent = await makeCourse(t.db, { name: 'Beta', year: 2026, coordinators: [coord, other] });
    await makeCourse(t.db, { name: 'Gamma', year: 2026, status: 0, coordinators: [coord] });
    await makeCourse(t.db, { name: 'Not mine', coordinators: [other], participants: people });
    const answer = await get(coord.headers, coordinatorList(1, 1));
    expect(answer.body.total_data).toBe(2);
    expect(answer.body.data.map((course: { id: number }) => course.id)).toEqual([recent.id, old.id]);
    expect(answer.body.data[1]).toMatchObject({
      total_participants: 3,
      batch: null,
      intact_name: null,
      session_name: null,
      faculties: [coord.name],
    });
    expect(answer.body.data[0].faculties).toEqual([coord.name, other.name].sort());
    expect((await get(coord.headers, coordinatorList(0, 1))).body.total_data).toBe(1);
    expect((await get(coord.headers, coordinatorList(1, 2))).body).toEqual({ status: 1, total_data: 2, data: [] });
  });

  it('refuses a status other than 0 or 1, and a bad page (400)', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    for (const [status, page] of [
      ['2', '1'],
      ['-1', '1'],
      ['x', '1'],
      ['01', '1'],
      ['1', '0'],
    ] as const) {
      const answer = await get(headers, coordinatorList(status, page));
      expect(answer.status, `${status}/${page}`).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
  });

  it('a participant’s token is refused (401), and so is a coordinator’s on the participant list', async () => {
    const [pat, coord] = await Promise.all([makePerson(t.db, 'participant'), makePerson(t.db, 'coordinator')]);
    expect((await get(pat.headers, coordinatorList(1, 1))).status).toBe(401);
    expect((await get(coord.headers, participantList(1))).status).toBe(401);
  });
});
