import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_TEXT } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile, multipart, tinyPdf } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Tests move the clock by weeks: sessions must outlive that.
  t = await buildTestApp({ seed: false, env: { SESSION_IDLE: '90d', SESSION_MAX: '90d' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const P = '/api/participant/assignments';
const C = '/api/coordinator/assignments';

/** A small real PDF (its magic bytes are what the server checks), different each call. */
let pdfCounter = 0;
const pdf = (text = `answer ${++pdfCounter}`) => tinyPdf(text);

/** Moves the server's clock (Date only: PGlite's timers keep running). */
function setNow(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const { call, sendForm: send } = requester(() => t.app);

async function makeWorld() {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice', last: 'Ahmed' }),
    makePerson(t.db, 'participant', { first: 'Bob', last: 'Biswas' }),
    makePerson(t.db, 'participant', { first: 'Carol', last: 'Chowdhury' }),
  ]);
  const [coord, coCoord, coordB] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora', last: 'Rahman' }),
    makePerson(t.db, 'coordinator', { first: 'Colin', last: 'Karim' }),
    makePerson(t.db, 'coordinator', { first: 'Bina', last: 'Sen' }),
  ]);
  const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord, coCoord] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [coordB] });
  return { alice, bob, carol, coord, coCoord, coordB, courseA, courseB };
}

/** Creates an assignment in the course with the given last date (YYYY-M-D) and answers its id. */
async function createAssignment(coordinator: Person, courseId: number, lastDate: string, title = 'Case analysis') {
  const form = jsonAndFile(
    { title, last_submission_date: `${lastDate} 00:00:00` },
    { field: 'assignment_file', name: 'Brief.pdf', data: pdf('brief') },
  );
  const answer = await send(coordinator, 'POST', `${C}/upload/${courseId}`, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id as number;
}

const submission = (data: Buffer, name = 'My answer.pdf') =>
  multipart([{ name: 'assignment_file', filename: name, value: data, contentType: 'application/pdf' }]);

async function fetchLink(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('setting and listing', () => {
  it('a coordinator sets an assignment; both roles list it with the spec fields', async () => {
    setNow('2026-11-20T06:00:00Z');
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2026-12-5', 'STR case analysis');
    const participant = await call(w.alice, 'GET', `${P}/1`);
    expect(participant.body.total_data).toBe(1);
    expect(participant.body.assignments[0]).toEqual({
      assignment_id: id,
      title: 'STR case analysis',
      course_name: w.courseA.name,
      course_short_name: w.courseA.shortName,
      faculty_name: 'Cora Rahman',
      content_mime: 'pdf',
      content_file: 'Brief.pdf',
      created_at: '2026-11-20T06:00:00.000Z',
      last_submit_date: '2026-12-05',
      // Asia/Dhaka is UTC+6: the last date's midnight there, then 24 hours later.
      grace_from: '2026-12-04T18:00:00.000Z',
      deadline: '2026-12-05T18:00:00.000Z',
      is_open: true,
      assignment_mime: null,
      assignment_file: null,
      submitted_at: null,
      submitted_in_grace: false,
    });
    const mine = await call(w.coord, 'GET', `${C}/all_assignments/0/1/1`);
    expect(mine.body.assignments[0]).toMatchObject({
      assignment_id: id,
      total_send: 2,
      total_submit: 0,
      submit_date: '2026-12-05',
      is_my_assignment: 'Yes',
    });
    const colleague = await call(w.coCoord, 'GET', `${C}/all_assignments/${w.courseA.id}/1/1`);
    expect(colleague.body.assignments[0]).toMatchObject({ assignment_id: id, is_my_assignment: 'No' });
    expect((await call(w.coord, 'GET', `${C}/all_assignments/0/0/1`)).body.total_data).toBe(0);
    expect((await call(w.coord, 'GET', `${C}/selection-options/courses/1`)).body.courses).toEqual([
      { value: w.courseA.id, label: w.courseA.name, short_name: w.courseA.shortName },
    ]);
  });

  it('refuses a blank title, a bad or past date and a missing file, keeping nothing', async () => {
    setNow('2026-11-20T06:00:00Z');
    const w = await makeWorld();
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const file = { field: 'assignment_file', name: 'Brief.pdf', data: pdf() };
    const cases: [object, typeof file | undefined, number, string][] = [
      [{ title: '   ', last_submission_date: '2026-12-5 00:00:00' }, file, 400, ASSIGNMENT_MESSAGES.validTitle],
      [{ title: '', last_submission_date: '2026-12-5 00:00:00' }, file, 400, ASSIGNMENT_MESSAGES.required],
      [{ title: 'x', last_submission_date: '2026-02-30 00:00:00' }, file, 400, ASSIGNMENT_MESSAGES.validDate],
      [{ title: 'x', last_submission_date: '05-12-2026' }, file, 400, ASSIGNMENT_MESSAGES.validDate],
      [{ title: 'x', last_submission_date: '2026-11-19 00:00:00' }, file, 400, ASSIGNMENT_MESSAGES.pastDate],
      [{ title: 'x', last_submission_date: '2026-12-5 00:00:00' }, undefined, 400, 'The file is required'],
    ];
    for (const [json, attached, status, text] of cases) {
      const answer = await send(w.coord, 'POST', `${C}/upload/${w.courseA.id}`, jsonAndFile(json, attached));
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.body.error, JSON.stringify(json)).toContain(text);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a renamed executable is refused by its content (415) and nothing is stored', async () => {
    const w = await makeWorld();
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const filesBefore = fs.readdirSync(t.storeDir, { recursive: true }).length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]);
    const form = jsonAndFile(
      { title: 'x', last_submission_date: '2099-1-1 00:00:00' },
      { field: 'assignment_file', name: 'Brief.pdf', data: exe },
    );
    expect((await send(w.coord, 'POST', `${C}/upload/${w.courseA.id}`, form)).status).toBe(415);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect(fs.readdirSync(t.storeDir, { recursive: true }).length).toBe(filesBefore);
  });

  it('a coordinator sets assignments only in courses they coordinate', async () => {
    const w = await makeWorld();
    const form = jsonAndFile(
      { title: 'x', last_submission_date: '2099-1-1 00:00:00' },
      { field: 'assignment_file', name: 'Brief.pdf', data: pdf() },
    );
    expect((await send(w.coord, 'POST', `${C}/upload/${w.courseB.id}`, form)).status).toBe(404);
    expect((await call(w.coord, 'GET', `${C}/all_assignments/${w.courseB.id}/1/1`)).status).toBe(404);
  });
});

describe('downloads and views', () => {
  it('a participant downloads the file through a signed link; each download counts a view', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    const first = await call(w.alice, 'POST', `${P}/download/${id}`, {});
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^\/files\/\d+\.\d+\.[\w-]{43}$/);
    const file = await fetchLink(first.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('brief'))).toBe(true);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Brief.pdf"; filename*=UTF-8''Brief.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    await call(w.alice, 'POST', `${P}/download/${id}`, {});
    const details = await call(w.coord, 'GET', `${C}/${id}/submit_details/1`);
    const alice = details.body.submit_details.find(
      (row: { participant_id: number }) => row.participant_id === w.alice.id,
    );
    const bob = details.body.submit_details.find((row: { participant_id: number }) => row.participant_id === w.bob.id);
    expect(alice).toMatchObject({ is_viewed: true, view_count: 2, is_submit: false, submit_id: null, file_name: null });
    expect(bob).toMatchObject({ is_viewed: false, view_count: 0 });
  });

  it('a link refuses a changed character, another file’s id, and time past ten minutes', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    const { url } = (await call(w.coord, 'POST', `${C}/${id}/download`, {})).body as { url: string };
    const last = url.at(-1) === 'A' ? 'B' : 'A';
    expect((await fetchLink(`${url.slice(0, -1)}${last}`)).statusCode).toBe(403);
    const [, token] = url.split('/files/');
    const [fileId, ...rest] = (token ?? '').split('.');
    expect((await fetchLink(`/files/${Number(fileId) + 1}.${rest.join('.')}`)).statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const expired = await fetchLink(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: 'This download link is not valid or has expired' });
  });

  it('a participant or coordinator of another course gets 404 on every call, and sees nothing', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1', 'Canary-A');
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf()));
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect(JSON.stringify((await call(w.carol, 'GET', `${P}/1`)).body)).not.toContain('Canary-A');
    expect((await call(w.carol, 'POST', `${P}/download/${id}`, {})).status).toBe(404);
    expect((await call(w.carol, 'POST', `${P}/${id}/submitted/download`, {})).status).toBe(404);
    expect((await send(w.carol, 'POST', `${P}/upload/${id}`, submission(pdf()))).status).toBe(404);
    expect(JSON.stringify((await call(w.coordB, 'GET', `${C}/all_assignments/0/1/1`)).body)).not.toContain('Canary-A');
    expect((await call(w.coordB, 'GET', `${C}/${id}/submit_details/1`)).status).toBe(404);
    expect((await call(w.coordB, 'POST', `${C}/${id}/download`, {})).status).toBe(404);
    const details = await call(w.coord, 'GET', `${C}/${id}/submit_details/1`);
    const submitId = details.body.submit_details.find((row: { submit_id: number | null }) => row.submit_id).submit_id;
    expect((await call(w.coordB, 'POST', `${C}/${id}/submit_details/${submitId}/download`, {})).status).toBe(404);
    expect((await call(w.coordB, 'DELETE', `${C}/${id}/delete`)).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a participant downloads only their own submission', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('alice')));
    const own = await call(w.alice, 'POST', `${P}/${id}/submitted/download`, {});
    expect((await fetchLink(own.body.url)).rawPayload.equals(pdf('alice'))).toBe(true);
    // Bob has no submission: there is nothing of his to download, and Alice's is not his.
    expect((await call(w.bob, 'POST', `${P}/${id}/submitted/download`, {})).status).toBe(404);
  });
});

describe('submitting', () => {
  it('uploads, replaces before the deadline, keeps every version, and gives a receipt by mail', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    // The new assignment's notification mails go first, so that the last mail below is the receipt.
    await t.jobs.drain();
    const firstBytes = pdf('first');
    const first = await send(w.alice, 'POST', `${P}/upload/${id}`, submission(firstBytes, 'Answer v1.pdf'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: ASSIGNMENT_TEXT.uploaded,
      receipt: {
        file_name: 'Answer v1.pdf',
        size_bytes: firstBytes.length,
        sha256: createHash('sha256').update(firstBytes).digest('hex'),
        on_time: true,
      },
    });
    await t.jobs.drain();
    expect(t.mailer.messages.at(-1)).toMatchObject({ to: w.alice.email });
    await t.jobs.drain();
    expect(t.mailer.messages.at(-1)?.text).toContain(first.body.receipt.sha256);
    // The time as the other mails give it: in the institute's zone (Asia/Dhaka, UTC+6), with its name.
    const received = new Date(first.body.receipt.submitted_at);
    const inDhaka = new Date(received.getTime() + 6 * 3_600_000);
    const hhmm = `${String(inDhaka.getUTCHours()).padStart(2, '0')}:${String(inDhaka.getUTCMinutes()).padStart(2, '0')}`;
    await t.jobs.drain();
    expect(t.mailer.messages.at(-1)?.text).toMatch(
      new RegExp(`Received: .*${inDhaka.getUTCFullYear()} at ${hhmm} GMT\\+6`),
    );
    const secondBytes = pdf('second');
    expect((await send(w.alice, 'POST', `${P}/upload/${id}`, submission(secondBytes, 'Answer v2.pdf'))).status).toBe(
      200,
    );
    const list = await call(w.alice, 'GET', `${P}/1`);
    expect(list.body.assignments[0]).toMatchObject({ assignment_file: 'Answer v2.pdf', assignment_mime: 'pdf' });
    const details = await call(w.coord, 'GET', `${C}/${id}/submit_details/1`);
    const row = details.body.submit_details.find((r: { participant_id: number }) => r.participant_id === w.alice.id);
    expect(row).toMatchObject({ is_submit: true, file_name: 'Answer v2.pdf', versions: 2, late_grace: false });
    const current = await call(w.coord, 'POST', `${C}/${id}/submit_details/${row.submit_id}/download`, {});
    expect((await fetchLink(current.body.url)).rawPayload.equals(secondBytes)).toBe(true);
    const versions = await call(w.coord, 'GET', `${C}/${id}/submit_details/${row.submit_id}/versions`);
    expect(versions.body.versions.map((v: { file_name: string }) => v.file_name)).toEqual([
      'Answer v2.pdf',
      'Answer v1.pdf',
    ]);
    const old = versions.body.versions[1];
    const oldLink = await call(
      w.coord,
      'POST',
      `${C}/${id}/submit_details/${row.submit_id}/versions/${old.version_id}/download`,
      {},
    );
    expect((await fetchLink(oldLink.body.url)).rawPayload.equals(firstBytes)).toBe(true);
    // The pair is bound: a submission id under another assignment is not found.
    const other = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    expect((await call(w.coord, 'POST', `${C}/${other}/submit_details/${row.submit_id}/download`, {})).status).toBe(
      404,
    );
  });

  it('holds the deadline to the minute in the institute’s zone, whatever the server’s zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      setNow('2026-11-20T06:00:00Z');
      const w = await makeWorld();
      const id = await createAssignment(w.coord, w.courseA.id, '2026-12-5');
      // Grace starts at 2026-12-05 00:00 in Dhaka (2026-12-04T18:00Z); the deadline is 24 hours later.
      setNow('2026-12-04T17:59:00Z');
      const onTime = await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('on time')));
      expect(onTime.body.receipt.on_time).toBe(true);
      setNow('2026-12-05T17:59:00Z');
      const inGrace = await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('in grace')));
      expect(inGrace.status).toBe(200);
      expect(inGrace.body.receipt.on_time).toBe(false);
      expect((await call(w.alice, 'GET', `${P}/1`)).body.assignments[0]).toMatchObject({
        is_open: true,
        submitted_in_grace: true,
      });
      setNow('2026-12-05T18:01:00Z');
      // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
      await t.jobs.drain();
      const before = await dbFingerprint(t.db);
      const late = await send(w.bob, 'POST', `${P}/upload/${id}`, submission(pdf('late')));
      expect(late).toEqual({ status: 409, body: { error: ASSIGNMENT_TEXT.deadlinePassed } });
      const replace = await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('too late')));
      expect(replace.status).toBe(409);
      expect(await dbFingerprint(t.db)).toEqual(before);
      expect((await call(w.alice, 'GET', `${P}/1`)).body.assignments[0]).toMatchObject({
        is_open: false,
        assignment_file: 'My answer.pdf',
      });
      const details = await call(w.coord, 'GET', `${C}/${id}/submit_details/1`);
      expect(
        details.body.submit_details.find((r: { participant_id: number }) => r.participant_id === w.alice.id),
      ).toMatchObject({ late_grace: true, versions: 2 });
    } finally {
      process.env.TZ = zone;
    }
  });

  it('refuses a request without a file, or with another part, with the spec’s text', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    const empty = await send(w.alice, 'POST', `${P}/upload/${id}`, multipart([]));
    expect(empty.status).toBe(400);
    const json = await send(w.alice, 'POST', `${P}/upload/${id}`, jsonAndFile({ x: 1 }));
    expect(json.status).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('only the creator edits or deletes (403, nothing changed)', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const form = jsonAndFile({ title: 'Taken over', last_submission_date: '2099-2-2 00:00:00' });
    expect(await send(w.coCoord, 'PATCH', `${C}/${id}/edit`, form)).toEqual({
      status: 403,
      body: { error: 'Permission Denied. Action Failed' },
    });
    expect((await call(w.coCoord, 'DELETE', `${C}/${id}/delete`)).status).toBe(403);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('an edit changes title and date; a new file replaces the old one, which is removed', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    const oldLink = (await call(w.coord, 'POST', `${C}/${id}/download`, {})).body.url;
    const form = jsonAndFile(
      { title: ' Revised brief ', last_submission_date: '2099-02-02 00:00:00' },
      { field: 'assignment_file', name: 'Brief v2.pdf', data: pdf('brief v2') },
    );
    expect(await send(w.coord, 'PATCH', `${C}/${id}/edit`, form)).toEqual({
      status: 200,
      body: { success: ASSIGNMENT_TEXT.edited },
    });
    const row = (await call(w.coord, 'GET', `${C}/all_assignments/0/1/1`)).body.assignments[0];
    expect(row).toMatchObject({ title: 'Revised brief', submit_date: '2099-02-02', content_file: 'Brief v2.pdf' });
    expect((await fetchLink(oldLink)).statusCode).toBe(404);
    const noFile = jsonAndFile({ title: 'Only the title', last_submission_date: '2099-2-2 00:00:00' });
    expect((await send(w.coord, 'PATCH', `${C}/${id}/edit`, noFile)).status).toBe(200);
  });

  it('a delete removes the assignment, its submissions and every file', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1');
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('v1')));
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('v2')));
    const links = [
      (await call(w.coord, 'POST', `${C}/${id}/download`, {})).body.url,
      (await call(w.alice, 'POST', `${P}/${id}/submitted/download`, {})).body.url,
    ];
    const filesBefore = fs.readdirSync(path.join(t.storeDir), { recursive: true }).length;
    expect(await call(w.coord, 'DELETE', `${C}/${id}/delete`)).toEqual({
      status: 200,
      body: { success: 'Deleted Successfully' },
    });
    for (const link of links) expect((await fetchLink(link)).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(t.storeDir), { recursive: true }).length).toBe(filesBefore - 3);
    expect((await call(w.alice, 'GET', `${P}/1`)).body.total_data).toBe(0);
  });
});

describe('submit details', () => {
  it('lists every participant of the course by roll, submitted or not', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1', 'Roll call');
    await send(w.bob, 'POST', `${P}/upload/${id}`, submission(pdf()));
    const details = await call(w.coCoord, 'GET', `${C}/${id}/submit_details/1`);
    expect(details.body).toMatchObject({
      total_data: 2,
      title: 'Roll call',
      course_name: w.courseA.name,
      course_short_name: w.courseA.shortName,
    });
    expect(
      details.body.submit_details.map((r: { course_wise_id: string; is_submit: boolean }) => [
        r.course_wise_id,
        r.is_submit,
      ]),
    ).toEqual([
      ['001', false],
      ['002', true],
    ]);
  });
});

/** The entries of a ZIP, name → bytes. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await promisify<Buffer, yauzl.Options, yauzl.ZipFile>(yauzl.fromBuffer)(data, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe('download all', () => {
  it('one ZIP of the latest submissions, named by roll and name, with a manifest that matches byte for byte', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1', 'Final: case study');
    const alice = pdf('alice final');
    const bob = pdf('bob final');
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('alice draft')));
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(alice, 'Alice answer.pdf'));
    await send(w.bob, 'POST', `${P}/upload/${id}`, submission(bob, 'Bob answer.pdf'));
    const link = await call(w.coCoord, 'POST', `${C}/${id}/submissions/download`, {});
    expect(link.body.url).toMatch(/^\/files\/submissions\/\d+\.\d+\.[\w-]{43}$/);
    const response = await fetchLink(link.body.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('Final-case-study-submissions.zip');
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(['manifest.csv', '001-Alice-Ahmed.pdf', '002-Bob-Biswas.pdf']);
    expect(entries.get('001-Alice-Ahmed.pdf')?.equals(alice)).toBe(true);
    expect(entries.get('002-Bob-Biswas.pdf')?.equals(bob)).toBe(true);
    const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    const lines = entries.get('manifest.csv')?.toString('utf8').split('\r\n') ?? [];
    expect(lines[0]).toBe('\uFEFFRoll,Name,File,Original name,Submitted at,On time or grace,SHA-256');
    expect(lines[1]).toMatch(
      new RegExp(`^001,Alice Ahmed,001-Alice-Ahmed.pdf,Alice answer.pdf,[^,]+,on time,${sha(alice)}$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^002,Bob Biswas,002-Bob-Biswas.pdf,Bob answer.pdf,[^,]+,on time,${sha(bob)}$`),
    );
    // Another course's coordinator gets no link; a link of one kind never opens the other.
    expect((await call(w.coordB, 'POST', `${C}/${id}/submissions/download`, {})).status).toBe(404);
    const token = link.body.url.split('/files/submissions/')[1];
    expect((await fetchLink(`/files/${token}`)).statusCode).toBe(403);
    expect(
      (await fetchLink(`/files/submissions/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).statusCode,
    ).toBe(403);
  });

  it('writes a file name a spreadsheet could run into the manifest inert, after any separator (FI10)', async () => {
    const w = await makeWorld();
    const id = await createAssignment(w.coord, w.courseA.id, '2099-1-1', 'Formulas');
    await send(w.alice, 'POST', `${P}/upload/${id}`, submission(pdf('alice'), '=HYPERLINK(1);=1+1.pdf'));
    await send(w.bob, 'POST', `${P}/upload/${id}`, submission(pdf('bob'), 'Officer;=1+2;@SUM(2+3).pdf'));
    const link = await call(w.coord, 'POST', `${C}/${id}/submissions/download`, {});
    const manifest = (await unzip((await fetchLink(link.body.url)).rawPayload)).get('manifest.csv')?.toString('utf8');
    const lines = manifest?.split('\r\n') ?? [];
    expect(lines[1]).toContain(",'=HYPERLINK(1);'=1+1.pdf,");
    expect(lines[2]).toContain(",Officer;'=1+2;'@SUM(2+3).pdf,");
    // Read with `;` or `,` as the separator, no cell starts a formula.
    for (const separator of [';', ',']) {
      const cells = lines.flatMap((line) => line.split(separator));
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    }
  });
});
