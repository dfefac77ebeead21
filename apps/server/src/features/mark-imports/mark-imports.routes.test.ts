// Marks from a spreadsheet, end to end through the routes: the template, a preview that changes nothing, a commit
// that is all or nothing, a stale template, the undo, and the scope of the caller's courses.
import { MARK_IMPORT_TEXT, RESULTS, USER_TYPE } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import yazl from 'yazl';
import {
  enrolments,
  evaluationComponents,
  markChanges,
  markImports,
  marks,
  resultReleases,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile, multipart } from '#server/testing/multipart.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let coordinator: Person;
let stranger: Person;
let course: { id: number };
let otherCourse: { id: number };
let people: Person[];

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  coordinator = await makePerson(t.db, 'coordinator');
  stranger = await makePerson(t.db, 'coordinator');
  people = [];
  for (const first of ['Rahim', 'Karim', 'Salma']) people.push(await makePerson(t.db, 'participant', { first }));
  course = await makeCourse(t.db, {
    participants: people,
    rolls: ['r001', 'r002', 'r003'],
    coordinators: [coordinator],
  });
  const elsewhere = await makePerson(t.db, 'participant');
  otherCourse = await makeCourse(t.db, { participants: [elsewhere], rolls: ['x900'], coordinators: [coordinator] });
  await makeCourse(t.db, { coordinators: [stranger] });
});
afterAll(() => t.close());

async function newComponent(courseId = course.id, maxMarks = '50.00') {
  const [row] = await t.db
    .insert(evaluationComponents)
    .values({ courseId, name: `Quiz ${Math.random().toString(36).slice(2, 8)}`, maxMarks, weight: '10.00' })
    .returning({ id: evaluationComponents.id });
  if (!row) throw new Error('component not inserted');
  return row.id;
}

const base = (componentId: number, courseId = course.id) =>
  `/api/coordinator/evaluations/${courseId}/components/${componentId}`;

function csv(lines: string[][]): Buffer {
  return Buffer.from(lines.map((cells) => cells.join(',')).join('\r\n'), 'utf8');
}

const head = (version: number, componentId: number) => [
  [`Version: ${version}`, `Component: ${componentId}`],
  ['Course-wise ID', 'Name', 'Marks'],
];

const file = (data: Buffer, name = 'marks.csv') => multipart([{ name: 'marks_file', filename: name, value: data }]);

async function preview(componentId: number, data: Buffer, name = 'marks.csv', headers = coordinator.headers) {
  const form = file(data, name);
  return t.app.inject({
    method: 'POST',
    url: `${base(componentId)}/imports/preview`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

async function commit(
  componentId: number,
  data: Buffer,
  json: { plan_digest: string; force: boolean },
  name = 'marks.csv',
) {
  const form = jsonAndFile(json, { field: 'marks_file', name, data });
  return t.app.inject({
    method: 'POST',
    url: `${base(componentId)}/imports`,
    headers: { ...coordinator.headers, ...form.headers },
    payload: form.payload,
  });
}

async function storedMarks(componentId: number) {
  const rows = await t.db
    .select({ participantId: marks.participantId, marks: marks.marks, absent: marks.isAbsent })
    .from(marks)
    .where(eq(marks.componentId, componentId));
  return Object.fromEntries(rows.map((r) => [r.participantId, r.absent ? 'AB' : r.marks]));
}

async function typeMark(componentId: number, participantId: number, value: string) {
  await t.db
    .insert(marks)
    .values({ componentId, participantId, marks: value, updatedById: coordinator.id })
    .onConflictDoUpdate({
      target: [marks.componentId, marks.participantId],
      set: { marks: value, revision: sqlNextRevision() },
    });
}

/** A 2 MiB-bound .xlsx whose sheet inflates to 64 MiB: refused from its zip directory, before anything inflates it. */
async function zipBomb(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.alloc(64 * 1024 * 1024, 0x20), 'xl/worksheets/sheet1.xml', { compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sqlNextRevision = () => sql`nextval('marks_revision_seq')`;

describe('GET …/template/:format', () => {
  it('writes the stamp, the header and every participant with their current mark; text cells made inert', async () => {
    const componentId = await newComponent();
    const [first, second] = people;
    if (!first || !second) throw new Error('people missing');
    await t.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, second.id));
    await t.db.insert(marks).values([
      { componentId, participantId: first.id, marks: '12.50' },
      { componentId, participantId: second.id, isAbsent: true },
    ]);
    const [{ revision } = { revision: 0 }] = await t.db
      .select({ revision: sql<number>`max(${marks.revision})`.mapWith(Number) })
      .from(marks)
      .where(eq(marks.componentId, componentId));
    const response = await t.app.inject({
      method: 'GET',
      url: `${base(componentId)}/template/csv`,
      headers: coordinator.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(new RegExp(`^Version: ${revision},Component: ${componentId},`));
    expect(lines[1]).toBe('Course-wise ID,Name,Marks');
    expect(lines[2]).toMatch(/^r001,Rahim \S+,12\.5$/);
    expect(lines[3]).toMatch(/^r002,"'=HYPERLINK\(""x""\) \S+",AB$/);
    expect(lines[4]).toMatch(/^r003,Salma \S+,$/);
    await t.db.update(users).set({ firstName: 'Karim' }).where(eq(users.id, second.id));

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${base(componentId)}/template/xlsx`,
      headers: coordinator.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // The template as downloaded previews as "unchanged" everywhere it holds a mark.
    const back = await preview(componentId, xlsx.rawPayload, 'marks.xlsx');
    expect(back.statusCode).toBe(200);
    expect(back.json().counts).toEqual({ changed: 0, unchanged: 2, blank: 1, refused: 0 });
    expect(back.json().template_revision).toBe(revision);
  });
});

describe('POST …/imports/preview', () => {
  it('answers every row old → new with the counts and reasons, and changes nothing', async () => {
    const componentId = await newComponent();
    const [first] = people;
    if (!first) throw new Error('people missing');
    await t.db.insert(marks).values({ componentId, participantId: first.id, marks: '10.00' });
    const before = await dbFingerprint(t.db);
    const response = await preview(
      componentId,
      csv([
        ...head(999999, componentId),
        ['r001', 'Rahim', '১২.৫'],
        ['R002', 'Karim', 'ab'],
        ['r003', 'Salma', ''],
        ['x900', 'Elsewhere', '3'],
        ['z999', 'Nobody', '3'],
        ['r003', 'Again', '=1+2'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({ changed: 2, unchanged: 0, blank: 0, refused: 4 });
    expect(body.rows.map((r: { outcome: string; reason: string | null }) => [r.outcome, r.reason])).toEqual([
      ['changed', null],
      ['changed', null],
      ['refused', 'Duplicate course-wise ID'],
      ['refused', 'Not a participant of this course (a course-wise ID of another of your courses)'],
      ['refused', 'Unknown course-wise ID'],
      ['refused', 'A formula is not accepted: type the value'],
    ]);
    expect(body.rows[0]).toMatchObject({ old: { marks: 10, absent: false }, new: { marks: 12.5, absent: false } });
    expect(body.rows[1]).toMatchObject({ course_wise_id: 'r002', old: null, new: { marks: null, absent: true } });
    expect(body.plan_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses out of range, more than two decimals and text, and a blank cell is no change', async () => {
    const componentId = await newComponent();
    const response = await preview(
      componentId,
      csv([...head(0, componentId), ['r001', '', '50.01'], ['r002', '', '1.005'], ['r003', '', 'ten']]),
    );
    expect(response.json().rows.map((r: { reason: string }) => r.reason)).toEqual([
      'Out of range: 0 to 50',
      'At most two decimals',
      'Not a number: type the marks, or AB for absent',
    ]);
  });

  it("refuses another component's template, a file that is no template, and a zip bomb before parsing it", async () => {
    const componentId = await newComponent();
    const other = await preview(componentId, csv([...head(0, componentId + 1000), ['r001', '', '1']]));
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toContain('another component');
    const none = await preview(
      componentId,
      csv([
        ['Course-wise ID', 'Name', 'Marks'],
        ['r001', '', '1'],
      ]),
    );
    expect(none.statusCode).toBe(422);
    const bomb = await preview(componentId, await zipBomb(), 'marks.xlsx');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toBe(MARK_IMPORT_TEXT.tooComplex);
  });

  it('refuses a file over 2 MiB and a sheet over 5,000 participant rows with 413, before parsing it', async () => {
    const componentId = await newComponent();
    const big = Buffer.alloc(RESULTS.importMaxBytes + 1, 0x31);
    const oversize = await preview(componentId, big);
    expect(oversize.statusCode).toBe(413);
    const lines = [
      ...head(0, componentId).map((cells) => cells.join(',')),
      ...Array(RESULTS.importMaxRows + 1).fill('r001,,1'),
    ];
    const long = await preview(componentId, Buffer.from(lines.join('\n')));
    expect(long.statusCode).toBe(413);
    expect(long.json().error).toBe(MARK_IMPORT_TEXT.tooManyRows);
  });

  it('refuses a cell stored as a formula in an XLSX, whatever its cached value', async () => {
    const componentId = await newComponent();
    const data: Row[] = [
      [{ value: 'Version: 0' }, { value: `Component: ${componentId}` }],
      [{ value: 'Course-wise ID' }, { value: 'Name' }, { value: 'Marks' }],
      [{ value: 'r001' }, { value: 'Rahim' }, { value: 'SUM(2,3)', type: 'Formula' }],
      [{ value: 'r002' }, { value: 'Karim' }, { value: 7 }],
    ];
    const bytes = await writeXlsxFile(data).toBuffer();
    const response = await preview(componentId, bytes, 'marks.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'changed']);
    expect(response.json().rows[0].reason).toBe('A formula is not accepted: type the value');
  });

  it('answers 404 to a coordinator of another course, for the template, preview, commit, list and undo', async () => {
    const componentId = await newComponent();
    const headers = stranger.headers;
    const sheet = csv([...head(0, componentId), ['r001', '', '1']]);
    expect((await t.app.inject({ method: 'GET', url: `${base(componentId)}/template/csv`, headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `${base(componentId)}/imports/1`, headers })).statusCode).toBe(
      404,
    );
    expect((await preview(componentId, sheet, 'marks.csv', headers)).statusCode).toBe(404);
    const ok = await preview(componentId, sheet);
    const done = await commit(componentId, sheet, { plan_digest: ok.json().plan_digest, force: false });
    expect(done.statusCode).toBe(200);
    const form = jsonAndFile(
      { plan_digest: ok.json().plan_digest, force: false },
      { field: 'marks_file', name: 'm.csv', data: sheet },
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${base(componentId)}/imports`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(404);
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/coordinator/evaluations/imports/${done.json().id}/undo`,
      headers,
      payload: {},
    });
    expect(undo.statusCode).toBe(404);
    // The component of one of the caller's courses, asked under another of their courses: 404 too.
    const mixed = await t.app.inject({
      method: 'GET',
      url: `${base(componentId, otherCourse.id)}/template/csv`,
      headers: coordinator.headers,
    });
    expect(mixed.statusCode).toBe(404);
  });
});

describe('POST …/imports (commit)', () => {
  it('writes the previewed changes with an audit row each, keeps the file and its SHA-256; a blank never erases', async () => {
    const componentId = await newComponent();
    const [first, second, third] = people;
    if (!first || !second || !third) throw new Error('people missing');
    await t.db.insert(marks).values({ componentId, participantId: third.id, marks: '40.00' });
    const sheet = csv([...head(99999999, componentId), ['r001', '', '20'], ['r002', '', 'AB'], ['r003', '', ' ']]);
    const shown = (await preview(componentId, sheet)).json();
    const response = await commit(componentId, sheet, { plan_digest: shown.plan_digest, force: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: 'Marks imported', changed: 2 });
    expect(await storedMarks(componentId)).toEqual({ [first.id]: '20.00', [second.id]: 'AB', [third.id]: '40.00' });
    const audit = await t.db
      .select({ source: markChanges.source, importId: markChanges.importId })
      .from(markChanges)
      .where(eq(markChanges.componentId, componentId));
    expect(audit).toEqual([
      { source: 'import', importId: response.json().id },
      { source: 'import', importId: response.json().id },
    ]);
    const [kept] = await t.db
      .select({ sha256: markImports.sha256, fileSha: storedFiles.sha256 })
      .from(markImports)
      .innerJoin(storedFiles, eq(storedFiles.id, markImports.fileId))
      .where(eq(markImports.id, response.json().id));
    expect(kept?.sha256).toBe(shown.sha256);
    expect(kept?.fileSha).toBe(shown.sha256);
  });

  it('commits nothing when one row of 2,000 is refused', async () => {
    const big = await makeCourse(t.db, { coordinators: [coordinator] });
    const inserted = await t.db
      .insert(users)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          email: `bulk-${big.id}-${i}@factory.test`,
          passwordHash: 'x',
          userType: USER_TYPE.participant,
          firstName: 'Bulk',
          lastName: String(i),
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(enrolments).values(
      inserted.map((u, i) => ({
        courseId: big.id,
        participantId: u.id,
        courseRoll: `b${String(i).padStart(4, '0')}`,
      })),
    );
    const componentId = await newComponent(big.id, '100.00');
    const rows = inserted.map((_, i) => [`b${String(i).padStart(4, '0')}`, '', String(i % 100)]);
    rows[1234] = ['b1234', '', '101'];
    const sheet = csv([...head(0, componentId), ...rows]);
    const url = `/api/coordinator/evaluations/${big.id}/components/${componentId}`;
    const previewForm = file(sheet);
    const shown = await t.app.inject({
      method: 'POST',
      url: `${url}/imports/preview`,
      headers: { ...coordinator.headers, ...previewForm.headers },
      payload: previewForm.payload,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().counts).toEqual({ changed: 1999, unchanged: 0, blank: 0, refused: 1 });
    const before = await dbFingerprint(t.db);
    const form = jsonAndFile(
      { plan_digest: shown.json().plan_digest, force: false },
      { field: 'marks_file', name: 'm.csv', data: sheet },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}/imports`,
      headers: { ...coordinator.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain('Row 1237: Out of range: 0 to 100');
    expect(await dbFingerprint(t.db)).toEqual(before);
  }, 60_000);

  it('refuses a stale template naming the rows changed since; forcing writes only what the preview showed', async () => {
    const componentId = await newComponent();
    const [first, second] = people;
    if (!first || !second) throw new Error('people missing');
    const template = await t.app.inject({
      method: 'GET',
      url: `${base(componentId)}/template/csv`,
      headers: coordinator.headers,
    });
    const stamp = Number(/^\uFEFF?Version: (\d+)/.exec(template.body)?.[1]);
    // A colleague types r001's mark after the template was made.
    await typeMark(componentId, first.id, '30.00');
    const sheet = csv([...head(stamp, componentId), ['r001', '', '15'], ['r002', '', '16']]);
    const shown = (await preview(componentId, sheet)).json();
    expect(shown.stale).toBe(true);
    expect(shown.changed_since).toEqual([{ course_wise_id: 'r001', name: expect.stringContaining('Rahim') }]);
    const refused = await commit(componentId, sheet, { plan_digest: shown.plan_digest, force: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('r001 (Rahim');
    expect(await storedMarks(componentId)).toEqual({ [first.id]: '30.00' });
    // Another change after the preview: the forced commit is refused too, as the plan is no longer the one shown.
    await typeMark(componentId, second.id, '44.00');
    const moved = await commit(componentId, sheet, { plan_digest: shown.plan_digest, force: true });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe('The marks changed since the preview: preview the file again');
    const again = (await preview(componentId, sheet)).json();
    const forced = await commit(componentId, sheet, { plan_digest: again.plan_digest, force: true });
    expect(forced.statusCode).toBe(200);
    expect(await storedMarks(componentId)).toEqual({ [first.id]: '15.00', [second.id]: '16.00' });
    const [row] = await t.db
      .select({ forced: markImports.forced })
      .from(markImports)
      .where(eq(markImports.id, forced.json().id));
    expect(row?.forced).toBe(true);
  });

  it('answers 409 once the final result is released or scheduled', async () => {
    const componentId = await newComponent();
    const sheet = csv([...head(0, componentId), ['r001', '', '5']]);
    const shown = (await preview(componentId, sheet)).json();
    const [release] = await t.db
      .insert(resultReleases)
      .values({ courseId: course.id, effectiveAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: resultReleases.id });
    try {
      const response = await commit(componentId, sheet, { plan_digest: shown.plan_digest, force: false });
      expect(response.statusCode).toBe(409);
      expect(await storedMarks(componentId)).toEqual({});
    } finally {
      await t.db.delete(resultReleases).where(eq(resultReleases.id, release?.id ?? 0));
    }
  });
});

describe('POST /api/coordinator/evaluations/imports/:importId/undo', () => {
  async function importOf(componentId: number, lines: string[][]) {
    const sheet = csv([...head(99999999, componentId), ...lines]);
    const shown = (await preview(componentId, sheet)).json();
    const done = await commit(componentId, sheet, { plan_digest: shown.plan_digest, force: true });
    expect(done.statusCode).toBe(200);
    return done.json().id as number;
  }
  const undo = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/coordinator/evaluations/imports/${id}/undo`,
      headers: coordinator.headers,
      payload: {},
    });

  it('restores exactly the marks before (a mark that was not there is deleted), audited as undo', async () => {
    const componentId = await newComponent();
    const [first, second] = people;
    if (!first || !second) throw new Error('people missing');
    await t.db.insert(marks).values({ componentId, participantId: first.id, marks: '11.25', feedback: 'Well done' });
    const id = await importOf(componentId, [
      ['r001', '', '12'],
      ['r002', '', 'AB'],
    ]);
    const response = await undo(id);
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select({ participantId: marks.participantId, marks: marks.marks, feedback: marks.feedback })
      .from(marks)
      .where(eq(marks.componentId, componentId));
    expect(rows).toEqual([{ participantId: first.id, marks: '11.25', feedback: 'Well done' }]);
    const undone = await t.db
      .select({ participantId: markChanges.participantId })
      .from(markChanges)
      .where(and(eq(markChanges.componentId, componentId), eq(markChanges.source, 'undo')));
    expect(undone.map((r) => r.participantId).sort()).toEqual([first.id, second.id].sort());
    const [row] = await t.db.select({ undoneAt: markImports.undoneAt }).from(markImports).where(eq(markImports.id, id));
    expect(row?.undoneAt).not.toBeNull();
    expect((await undo(id)).statusCode).toBe(409);

    const list = await t.app.inject({
      method: 'GET',
      url: `${base(componentId)}/imports/1`,
      headers: coordinator.headers,
    });
    expect(list.json()).toMatchObject({
      total_data: 1,
      data: [{ id, can_undo: false, undo_refusal: 'This import has already been undone' }],
    });
  });

  it('is refused, naming the rows, once a newer change touched a mark it wrote; and after 24 hours', async () => {
    const componentId = await newComponent();
    const [first] = people;
    if (!first) throw new Error('people missing');
    const id = await importOf(componentId, [
      ['r001', '', '12'],
      ['r002', '', '13'],
    ]);
    await typeMark(componentId, first.id, '14.00');
    const list = await t.app.inject({
      method: 'GET',
      url: `${base(componentId)}/imports/1`,
      headers: coordinator.headers,
    });
    expect(list.json().data[0]).toMatchObject({
      can_undo: false,
      undo_refusal: expect.stringContaining('1 of its marks'),
    });
    const before = await dbFingerprint(t.db);
    const response = await undo(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('r001 (Rahim');
    expect(await dbFingerprint(t.db)).toEqual(before);

    const late = await importOf(await newComponent(), [['r003', '', '1']]);
    await t.db
      .update(markImports)
      .set({ importedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(markImports.id, late));
    expect((await undo(late)).json().error).toBe('An import can be undone only within 24 hours');
  });
});
