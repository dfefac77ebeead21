import { PARTICIPANT_CSV_COLUMNS, USER_TYPE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '#server/core/db/schema/index.ts';
import { makeCourse, makeParticipantProfile, makePerson, type Person } from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = { authorization: string };
async function get(headers: Headers, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : null, response };
}
const list = (page: number | string, status: number | string, courseId: number | string, text = '') =>
  `/api/coordinator/participants/${page}/${status}/${courseId}/search=${encodeURIComponent(text)}`;
const exportUrl = (status: number | string, courseId: number | string, search?: string) =>
  `/api/coordinator/participants/${status}/${courseId}/export.csv${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`;
const options = (status: number | string) => `/api/coordinator/participants/search_filter_params/courses/${status}`;

const SABBIR = {
  course_wise_id: 'CEAML-26-001',
  participant_name: 'Sabbir Hossain',
  email: 'participant@demo.test',
  mobile_no: '01712345678',
  org_name: 'Sonali Bank PLC',
  designation: 'Senior Officer',
};
const ARIF = {
  course_wise_id: 'CEAML-26-002',
  participant_name: 'Arif Rahman',
  email: 'participant3@demo.test',
  mobile_no: '01555123456',
  org_name: 'Dutch-Bangla Bank PLC',
  designation: 'Officer',
};
const MAHMUD = {
  course_wise_id: 'CEAML-26-003',
  participant_name: 'Mahmud Hasan',
  email: 'participant5@demo.test',
  mobile_no: '01311456789',
  // "Others": the name the participant typed.
  org_name: 'IDLC Finance PLC',
  designation: 'Senior Executive',
};
const ids = (body: { data: { course_wise_id: string }[] }) => body.data.map((row) => row.course_wise_id);

describe('GET /api/coordinator/participants/:page/:status/:courseId/search=:text', () => {
  it('coordinator@demo.test: the participants of course A by course-wise id, with an empty search', async () => {
    const answer = await get(await sessionHeader(t.db, 'C1'), list(1, 1, 1));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      course_name: 'Certified Expert in Anti-Money Laundering',
      course_short_name: 'CEAML-2026',
      total_data: 3,
      data: [SABBIR, ARIF, MAHMUD],
    });
  });

  it('searches any part of the name, course-wise id, e-mail or mobile, in any case', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const cases: [string, string[]][] = [
      ['sABBir', ['CEAML-26-001']],
      ['bir hos', ['CEAML-26-001']],
      ['RAHMAN', ['CEAML-26-002']],
      ['26-003', ['CEAML-26-003']],
      ['ceaml-26', ['CEAML-26-001', 'CEAML-26-002', 'CEAML-26-003']],
      ['PARTICIPANT3@', ['CEAML-26-002']],
      ['demo.test', ['CEAML-26-001', 'CEAML-26-002', 'CEAML-26-003']],
      ['5512345', ['CEAML-26-002']],
      ['01311', ['CEAML-26-003']],
      ['  arif  ', ['CEAML-26-002']],
      ['no such person', []],
      // Participants of other courses are not found, whatever they match.
      ['Farzana', []],
      ['participant2@', []],
    ];
    for (const [text, expected] of cases) {
      const answer = await get(headers, list(1, 1, 1, text));
      expect(answer.status, text).toBe(200);
      expect(ids(answer.body), text).toEqual(expected);
      expect(answer.body.total_data, text).toBe(expected.length);
      expect(answer.body.course_name, text).toBe('Certified Expert in Anti-Money Laundering');
    }
  });

  it('pages 10 at a time by course-wise id, with the total of the whole (searched) list', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const people: Person[] = [];
    for (let index = 0; index < 23; index += 1) {
      people.push(await makePerson(t.db, 'participant', { first: index % 2 ? 'Oddlyqz' : 'Evenlyqz' }));
    }
    const rolls = people.map((_, index) => `R-${String(23 - index).padStart(2, '0')}`);
    const course = await makeCourse(t.db, { coordinators: [coord], participants: people, rolls });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get(coord.headers, list(page, 1, course.id))));
    expect(pages.map((page) => page.body.total_data)).toEqual([23, 23, 23, 23]);
    expect(pages.map((page) => page.body.data.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flatMap((page) => ids(page.body))).toEqual([...rolls].sort());
    const odd = await get(coord.headers, list(2, 1, course.id, 'ODDLYQ'));
    expect(odd.body.total_data).toBe(11);
    expect(ids(odd.body)).toHaveLength(1);
  });

  it('takes % and _ literally, and finds Bangla names', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const percent = await makePerson(t.db, 'participant', { first: '100%', last: 'Sure' });
    const underscore = await makePerson(t.db, 'participant', { first: 'Snake_Case', last: 'Name' });
    const bangla = await makePerson(t.db, 'participant', { first: 'সাব্বির', last: 'হোসেন' });
    const plain = await makePerson(t.db, 'participant', { first: 'Plain', last: 'Person' });
    const course = await makeCourse(t.db, {
      coordinators: [coord],
      participants: [percent, underscore, bangla, plain],
    });
    const names = async (text: string) =>
      (await get(coord.headers, list(1, 1, course.id, text))).body.data.map(
        (row: { participant_name: string }) => row.participant_name,
      );
    expect(await names('%')).toEqual(['100% Sure']);
    expect(await names('_')).toEqual(['Snake_Case Name']);
    expect(await names('সাব্বির')).toEqual(['সাব্বির হোসেন']);
    expect(await names('হোসেন')).toEqual(['সাব্বির হোসেন']);
  });

  it('shows missing details as null: no mobile, no profile', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const bare = await makePerson(t.db, 'participant', { first: 'Bare', last: 'Person' });
    const course = await makeCourse(t.db, { coordinators: [coord], participants: [bare] });
    expect((await get(coord.headers, list(1, 1, course.id))).body.data).toEqual([
      {
        course_wise_id: '001',
        participant_name: 'Bare Person',
        email: bare.email,
        mobile_no: null,
        org_name: null,
        designation: null,
      },
    ]);
  });

  it('another coordinator’s course, a course of the other status or no course answers 404, telling nothing', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    // B is coordinator2's; C is expired; A is running.
    for (const [status, courseId] of [
      [1, 2],
      [0, 2],
      [1, 3],
      [0, 1],
      [1, 2147483647],
    ] as const) {
      for (const text of ['', 'Farzana']) {
        const answer = await get(headers, list(1, status, courseId, text));
        expect(answer.status, `${status}/${courseId}/${text}`).toBe(404);
        expect(answer.body).toEqual({ error: 'Course not found' });
      }
    }
    expect((await get(headers, list(1, 0, 3))).body.total_data).toBe(3);
  });

  it('refuses a status other than 0 or 1, a bad page or id, and control characters (400)', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    for (const url of [
      list(1, 2, 1),
      list(1, 'x', 1),
      list(0, 1, 1),
      list('a', 1, 1),
      list(1, 1, 'null'),
      list(1, 1, 1, 'a\u0000b'),
      list(1, 1, 1, 'line\nbreak'),
    ]) {
      const answer = await get(headers, url);
      expect(answer.status, url).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await get(headers, list(1, 1, 1, 'x'.repeat(100)))).status).toBe(200);
  });

  it('without the search segment, the path names nothing (404)', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    expect((await get(headers, '/api/coordinator/participants/1/1/1')).status).toBe(404);
    expect((await get(headers, '/api/coordinator/participants/1/1/1/search')).status).toBe(404);
  });
});

describe('GET /api/coordinator/participants/search_filter_params/courses/:status', () => {
  it('answers the caller’s courses of that status as value and label, with the short name that tells runs apart', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const label = 'Certified Expert in Anti-Money Laundering';
    expect((await get(headers, options(1))).body).toEqual({ courses: [{ value: 1, label, short_name: 'CEAML-2026' }] });
    expect((await get(headers, options(0))).body).toEqual({ courses: [{ value: 3, label, short_name: 'CEAML-2025' }] });
    expect((await get(await sessionHeader(t.db, 'C2'), options(1))).body).toEqual({
      courses: [{ value: 2, label: 'Certified Credit Professional', short_name: 'CCP-2026' }],
    });
    expect((await get(headers, options(2))).status).toBe(400);
  });
});

describe('GET /api/coordinator/participants/:status/:courseId/export.csv', () => {
  const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

  it('sends the whole list as a UTF-8 CSV attachment with a BOM, CRLF lines and the table’s columns', async () => {
    const { status, response } = await get(await sessionHeader(t.db, 'C1'), exportUrl(1, 1));
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="participants-CEAML-2026-\d{4}-\d\d-\d\d\.csv"; filename\*=UTF-8''participants-CEAML-2026-/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines(response.body)).toEqual([
      PARTICIPANT_CSV_COLUMNS.join(','),
      '1,CEAML-26-001,Sabbir Hossain,Senior Officer,Sonali Bank PLC,01712345678,participant@demo.test',
      '2,CEAML-26-002,Arif Rahman,Officer,Dutch-Bangla Bank PLC,01555123456,participant3@demo.test',
      '3,CEAML-26-003,Mahmud Hasan,Senior Executive,IDLC Finance PLC,01311456789,participant5@demo.test',
      '',
    ]);
  });

  it('applies the search as the list does', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const { response } = await get(headers, exportUrl(1, 1, 'ARIF'));
    expect(lines(response.body).slice(1)).toEqual([
      '1,CEAML-26-002,Arif Rahman,Officer,Dutch-Bangla Bank PLC,01555123456,participant3@demo.test',
      '',
    ]);
    expect(lines((await get(headers, exportUrl(1, 1, ''))).response.body)).toHaveLength(5);
    expect(lines((await get(headers, exportUrl(1, 1, 'nobody'))).response.body)).toEqual([
      PARTICIPANT_CSV_COLUMNS.join(','),
      '',
    ]);
  });

  it('keeps Bangla names intact, quotes commas and quotes, and makes formulas inert', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const formula = await makePerson(t.db, 'participant', { first: '=HYPERLINK("http://evil.test","x")', last: '' });
    const plus = await makePerson(t.db, 'participant', { first: '+cmd', last: 'Plus', mobileNo: '01700000000' });
    const bangla = await makePerson(t.db, 'participant', { first: 'সাব্বির', last: 'হোসেন' });
    await makeParticipantProfile(t.db, formula, { otherOrgName: 'Bank, "Best" Ltd', designation: '@SUM(A1:A9)' });
    await makeParticipantProfile(t.db, bangla, { otherOrgName: 'সোনালী ব্যাংক', designation: '-Officer' });
    const course = await makeCourse(t.db, {
      shortName: 'CSV-TEST',
      coordinators: [coord],
      participants: [formula, plus, bangla],
    });
    const { response } = await get(coord.headers, exportUrl(1, course.id));
    expect(response.headers['content-disposition']).toContain('filename="participants-CSV-TEST-');
    expect(lines(response.body).slice(1)).toEqual([
      `1,001,"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(A1:A9),"Bank, ""Best"" Ltd",,${formula.email}`,
      `2,002,'+cmd Plus,,,01700000000,${plus.email}`,
      `3,003,সাব্বির হোসেন,'-Officer,সোনালী ব্যাংক,,${bangla.email}`,
      '',
    ]);
  });

  it('streams a long list in batches: every participant once, in order', async () => {
    const coord = await makePerson(t.db, 'coordinator');
    const course = await makeCourse(t.db, { coordinators: [coord] });
    const size = 1203;
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, index) => ({
          email: `bulk-${course.id}-${index}@factory.test`,
          passwordHash: 'x',
          userType: USER_TYPE.participant,
          firstName: index % 100 === 0 ? 'Hundredth' : 'Bulk',
          lastName: String(index),
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(enrolments).values(
      rows.map((row, index) => ({
        courseId: course.id,
        participantId: row.id,
        courseRoll: `B-${String(index).padStart(4, '0')}`,
      })),
    );
    const all = lines((await get(coord.headers, exportUrl(1, course.id))).response.body);
    expect(all).toHaveLength(size + 2);
    const data = all.slice(1, -1).map((line) => line.split(','));
    expect(data.map((cells) => Number(cells[0]))).toEqual(Array.from({ length: size }, (_, index) => index + 1));
    expect(data.map((cells) => cells[1])).toEqual(
      Array.from({ length: size }, (_, index) => `B-${String(index).padStart(4, '0')}`),
    );
    const hundredths = lines((await get(coord.headers, exportUrl(1, course.id, 'hundredth'))).response.body);
    expect(hundredths.slice(1, -1).map((line) => line.split(',')[1])).toEqual(
      Array.from({ length: 13 }, (_, index) => `B-${String(index * 100).padStart(4, '0')}`),
    );
    const listed = await get(coord.headers, list(2, 1, course.id, 'hundredth'));
    expect(listed.body.total_data).toBe(13);
    expect(ids(listed.body)).toEqual(['B-1000', 'B-1100', 'B-1200']);
  });

  it('another coordinator’s course, or a course of the other status, answers 404 in JSON', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    for (const [status, courseId] of [
      [1, 2],
      [0, 1],
      [1, 3],
    ] as const) {
      const { status: code, body, response } = await get(headers, exportUrl(status, courseId));
      expect(code).toBe(404);
      expect(body).toEqual({ error: 'Course not found' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await get(headers, exportUrl(2, 1))).status).toBe(400);
    expect((await get(headers, exportUrl(1, 1, 'a\u0000b'))).status).toBe(400);
    expect((await get(headers, exportUrl(1, 1, 'x'.repeat(101)))).status).toBe(400);
  });

  it('answers 429 past 30 exports a minute from one client; refused input does not count', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    const from = (url: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.22.0.9' });
    for (let index = 0; index < 5; index += 1) expect((await from(exportUrl(2, 1))).statusCode).toBe(400);
    for (let index = 0; index < 30; index += 1) expect((await from(exportUrl(1, 1))).statusCode).toBe(200);
    const refused = await from(exportUrl(1, 1));
    expect(refused.statusCode).toBe(429);
    expect(Object.keys(refused.json())).toEqual(['error']);
  });
});
