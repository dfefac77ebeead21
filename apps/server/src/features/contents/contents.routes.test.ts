import { CONTENT_TEXT } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const P = '/api/participant/contents';
const C = '/api/coordinator/contents';
let counter = 0;
const pdf = (text = `content ${++counter}`) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

const { call, sendForm } = requester(() => t.app);

async function upload(
  person: Person,
  json: object,
  fileName = 'Handout.pdf',
  method: 'POST' | 'PATCH' = 'POST',
  url = `${C}/upload`,
) {
  return sendForm(
    person,
    method,
    url,
    jsonAndFile(json, { field: 'content_file', name: fileName, data: pdf(fileName) }),
  );
}

async function makeWorld() {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice', last: 'Ahmed' }),
    makePerson(t.db, 'participant', { first: 'Bob', last: 'Biswas' }),
    makePerson(t.db, 'participant', { first: 'Carol', last: 'Chowdhury' }),
  ]);
  const [coord, colleague, outsider] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora', last: 'Rahman' }),
    makePerson(t.db, 'coordinator', { first: 'Colin', last: 'Karim' }),
    makePerson(t.db, 'coordinator', { first: 'Omar', last: 'Sen' }),
  ]);
  // A: alice, bob; coordinated by coord and colleague. B: carol; colleague only. X: outsider only.
  const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord, colleague] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [colleague] });
  const courseX = await makeCourse(t.db, { coordinators: [outsider] });
  return { alice, bob, carol, coord, colleague, outsider, courseA, courseB, courseX };
}

const ids = (body: { contents: { id?: number; content_id?: number }[] }) =>
  body.contents.map((row) => row.id ?? row.content_id);

describe('uploading', () => {
  it('uploads with a title, or takes the file’s name; course 0 is uncategorised', async () => {
    const w = await makeWorld();
    const titled = await upload(w.coord, { content_title: '  Module 1 slides ', course_id: w.courseA.id });
    expect(titled).toMatchObject({ status: 200, body: { success: CONTENT_TEXT.uploaded } });
    const untitled = await upload(w.coord, { content_title: '', course_id: 0 }, 'Circular digest.pdf');
    expect(untitled.status).toBe(200);
    const inA = await call(w.coord, 'GET', `${C}/all_contents/${w.courseA.id}/1/0/1`);
    expect(inA.body.contents).toEqual([
      expect.objectContaining({
        id: titled.body.id,
        content_title: 'Module 1 slides',
        course_name: w.courseA.name,
        course_short_name: w.courseA.shortName,
        faculty_name: 'You',
        is_mine: true,
        content_mime: 'pdf',
        content_file: 'Handout.pdf',
        total_sent_courses: 0,
        total_sent: 0,
        total_viewed: 0,
      }),
    ]);
    const uncategorised = await call(w.coord, 'GET', `${C}/all_contents/0/1/0/1`);
    expect(uncategorised.body.contents).toEqual([
      expect.objectContaining({
        id: untitled.body.id,
        content_title: 'Circular digest',
        course_id: null,
        course_name: null,
        course_short_name: null,
      }),
    ]);
  });

  it('files a content only under a course the caller coordinates', async () => {
    const w = await makeWorld();
    // The notification jobs of earlier writes run first: workers would otherwise write between the fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await upload(w.coord, { content_title: 'x', course_id: w.courseB.id })).status).toBe(404);
    expect((await upload(w.coord, { content_title: 'x' })).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('sending and what participants see', () => {
  it('reaches every participant of the course, also one enrolled after it was sent; twice adds nothing', async () => {
    const w = await makeWorld();
    const a = (await upload(w.coord, { content_title: 'Reading', course_id: 0 })).body.id;
    const b = (await upload(w.coord, { content_title: 'Slides', course_id: 0 })).body.id;
    const sent = await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [a, b] });
    expect(sent).toEqual({ status: 200, body: { success: CONTENT_TEXT.sent } });
    // The notification jobs of earlier writes run first: workers would otherwise write between the fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [a, a] })).status).toBe(200);
    expect(await dbFingerprint(t.db)).toEqual(before);
    const latecomer = await makePerson(t.db, 'participant', { first: 'Late', last: 'Comer' });
    await t.db.insert(enrolments).values({ courseId: w.courseA.id, participantId: latecomer.id, courseRoll: '099' });
    for (const person of [w.alice, latecomer]) {
      const list = await call(person, 'GET', `${P}/1`);
      expect(list.body.total_data).toBe(2);
      expect(list.body.contents[0]).toMatchObject({
        course_id: w.courseA.id,
        course_name: w.courseA.name,
        course_short_name: w.courseA.shortName,
        faculty_name: 'Cora Rahman',
        content_mime: 'pdf',
      });
    }
    expect((await call(w.carol, 'GET', `${P}/1`)).body.total_data).toBe(0);
    const row = (await call(w.coord, 'GET', `${C}/all_contents/${w.courseA.id}/1/1/1`)).body.contents.find(
      (content: { id: number }) => content.id === a,
    );
    expect(row).toMatchObject({ total_sent_courses: 1, total_sent: 3, total_viewed: 0 });
  });

  it('counts views per participant and course; the (content, course) pair is bound', async () => {
    const w = await makeWorld();
    const id = (await upload(w.coord, { content_title: 'Reading', course_id: 0 })).body.id;
    await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [id] });
    const link = await call(w.alice, 'POST', `${P}/download/${id}/${w.courseA.id}`, {});
    expect(link.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('Handout.pdf'))).toBe(true);
    await call(w.alice, 'POST', `${P}/download/${id}/${w.courseA.id}`, {});
    // The notification jobs of earlier writes run first: workers would otherwise write between the fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    // Not sent to B; Carol is not in A; Alice is not in B.
    expect((await call(w.carol, 'POST', `${P}/download/${id}/${w.courseB.id}`, {})).status).toBe(404);
    expect((await call(w.carol, 'POST', `${P}/download/${id}/${w.courseA.id}`, {})).status).toBe(404);
    expect((await call(w.alice, 'POST', `${P}/download/${id}/${w.courseB.id}`, {})).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
    const details = await call(w.coord, 'GET', `${C}/${id}/details/1`);
    expect(details.body).toMatchObject({ total_data: 2, total_viewed: 1, content_title: 'Reading', is_mine: true });
    expect(details.body.details).toEqual([
      expect.objectContaining({
        participant_name: 'Alice Ahmed',
        sent_by: 'Cora Rahman',
        course_wise_id: '001',
        course_name: w.courseA.name,
        course_short_name: w.courseA.shortName,
        is_viewed: true,
        view_count: 2,
      }),
      expect.objectContaining({ participant_name: 'Bob Biswas', is_viewed: false, view_count: 0 }),
    ]);
    const notViewed = await call(w.coord, 'GET', `${C}/${id}/details/1?viewed=no`);
    expect(notViewed.body.details.map((row: { participant_name: string }) => row.participant_name)).toEqual([
      'Bob Biswas',
    ]);
    const list = (await call(w.coord, 'GET', `${C}/all_contents/0/1/0/1`)).body.contents[0];
    expect(list).toMatchObject({ total_sent: 2, total_viewed: 1 });
  });
});

describe('ownership filters and who may do what', () => {
  it('all, mine and shared list exactly the right rows', async () => {
    const w = await makeWorld();
    const mineInA = (await upload(w.coord, { content_title: 'mine in A', course_id: w.courseA.id })).body.id;
    const colleaguesInA = (await upload(w.colleague, { content_title: 'colleague in A', course_id: w.courseA.id })).body
      .id;
    const colleaguesInB = (await upload(w.colleague, { content_title: 'colleague in B', course_id: w.courseB.id })).body
      .id;
    const colleaguesLoose = (await upload(w.colleague, { content_title: 'colleague loose', course_id: 0 })).body.id;
    const outsiders = (await upload(w.outsider, { content_title: 'outsider', course_id: w.courseX.id })).body.id;
    await call(w.colleague, 'POST', `${C}/send/${w.courseA.id}`, { contents: [colleaguesLoose] });
    const list = async (courseId: number, filter: number) =>
      ids((await call(w.coord, 'GET', `${C}/all_contents/${courseId}/1/${filter}/1`)).body);
    expect(await list(w.courseA.id, 0)).toEqual([colleaguesLoose, colleaguesInA, mineInA]);
    expect(await list(w.courseA.id, 1)).toEqual([mineInA]);
    expect(await list(w.courseA.id, 2)).toEqual([colleaguesLoose, colleaguesInA]);
    // Uncategorised: the colleague's loose content is shared through A.
    expect(await list(0, 0)).toEqual([colleaguesLoose]);
    expect(await list(0, 1)).toEqual([]);
    // Course B is not the caller's; the outsider's content is never seen.
    expect((await call(w.coord, 'GET', `${C}/all_contents/${w.courseB.id}/1/0/1`)).status).toBe(404);
    for (const hidden of [colleaguesInB, outsiders]) {
      expect((await call(w.coord, 'POST', `${C}/${hidden}/download`, {})).status).toBe(404);
      expect((await call(w.coord, 'GET', `${C}/${hidden}/details/1`)).status).toBe(404);
    }
    const shared = (await call(w.coord, 'GET', `${C}/all_contents/${w.courseA.id}/1/2/1`)).body.contents[0];
    expect(shared).toMatchObject({ faculty_name: 'Colin Karim', is_mine: false });
  });

  it('another’s content cannot be edited, deleted or reminded (403); one the caller cannot see is not sent (404)', async () => {
    const w = await makeWorld();
    const colleagues = (await upload(w.colleague, { content_title: 'theirs', course_id: w.courseA.id })).body.id;
    const outsiders = (await upload(w.outsider, { content_title: 'outsider', course_id: w.courseX.id })).body.id;
    // The notification jobs of earlier writes run first: workers would otherwise write between the fingerprints.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const form = jsonAndFile({ content_title: 'taken', course_id: w.courseA.id });
    expect((await sendForm(w.coord, 'PATCH', `${C}/${colleagues}/edit`, form)).status).toBe(403);
    expect((await call(w.coord, 'DELETE', `${C}/${colleagues}/delete`)).body).toEqual({
      error: 'Permission Denied. Action Failed',
    });
    expect((await call(w.coord, 'POST', `${C}/${colleagues}/remind`, {})).status).toBe(403);
    expect((await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [outsiders] })).status).toBe(404);
    expect((await call(w.coord, 'POST', `${C}/send/${w.courseX.id}`, { contents: [colleagues] })).status).toBe(404);
    expect((await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [] })).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('the owner edits (a new file replaces the old) and deletes (the file goes too)', async () => {
    const w = await makeWorld();
    const id = (await upload(w.coord, { content_title: 'v1', course_id: w.courseA.id })).body.id;
    const oldLink = (await call(w.coord, 'POST', `${C}/${id}/download`, {})).body.url;
    const edited = await upload(
      w.coord,
      { content_title: '', course_id: 0 },
      'Second edition.pdf',
      'PATCH',
      `${C}/${id}/edit`,
    );
    expect(edited).toEqual({ status: 200, body: { success: CONTENT_TEXT.edited } });
    expect((await t.app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(404);
    const row = (await call(w.coord, 'GET', `${C}/all_contents/0/1/1/1`)).body.contents[0];
    expect(row).toMatchObject({
      id,
      content_title: 'Second edition',
      content_file: 'Second edition.pdf',
      course_id: null,
    });
    const newLink = (await call(w.coord, 'POST', `${C}/${id}/download`, {})).body.url;
    expect(await call(w.coord, 'DELETE', `${C}/${id}/delete`)).toEqual({
      status: 200,
      body: { success: 'Deleted Successfully' },
    });
    expect((await t.app.inject({ method: 'GET', url: newLink })).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('mails each recipient without a view, at most once a day', async () => {
    const w = await makeWorld();
    const id = (await upload(w.coord, { content_title: 'Please read', course_id: w.courseA.id })).body.id;
    await call(w.coord, 'POST', `${C}/send/${w.courseA.id}`, { contents: [id] });
    await call(w.alice, 'POST', `${P}/download/${id}/${w.courseA.id}`, {});
    await t.jobs.drain();
    const sentBefore = t.mailer.messages.length;
    const first = await call(w.coord, 'POST', `${C}/${id}/remind`, {});
    expect(first.body).toMatchObject({ mailed: 1 });
    await t.jobs.drain();
    expect(t.mailer.messages.slice(sentBefore).map((mail) => mail.to)).toEqual([w.bob.email]);
    expect((await call(w.coord, 'POST', `${C}/${id}/remind`, {})).status).toBe(409);
    expect((await call(w.coord, 'GET', `${C}/${id}/details/1`)).body.last_reminded_at).not.toBeNull();
  });
});
