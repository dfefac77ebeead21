import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluationComponents,
  markChanges,
  marks,
  organizations,
  resultReleases,
} from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import {
  makeAssignment,
  makeCourse,
  makeParticipantProfile,
  makePerson,
  makeSubmission,
  type Person,
} from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

async function call(person: Person | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: person?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A course of its own: a coordinator, three participants (rolls 001–003), a component of 50 marks. */
async function setup(options: { tiedTo?: 'assignment' } = {}) {
  const coordinator = await makePerson(t.db, 'coordinator');
  const participants = [
    await makePerson(t.db, 'participant', { first: 'Ana' }),
    await makePerson(t.db, 'participant', { first: 'Bo' }),
    await makePerson(t.db, 'participant', { first: 'Cy' }),
  ];
  const course = await makeCourse(t.db, { participants, coordinators: [coordinator] });
  const assignmentId =
    options.tiedTo === 'assignment'
      ? await makeAssignment(t.db, { courseId: course.id, createdBy: coordinator })
      : null;
  const [component] = await t.db
    .insert(evaluationComponents)
    .values({ courseId: course.id, name: 'Mid-term', maxMarks: '50.00', weight: '100.00', assignmentId })
    .returning({ id: evaluationComponents.id });
  if (!component) throw new Error('component not inserted');
  const base = `/api/coordinator/evaluations/${course.id}/components/${component.id}`;
  return { coordinator, participants, course, componentId: component.id, assignmentId, base };
}

const changesOf = (componentId: number) =>
  t.db.select().from(markChanges).where(eq(markChanges.componentId, componentId)).orderBy(markChanges.id);
const marksOf = (componentId: number) =>
  t.db.select().from(marks).where(eq(marks.componentId, componentId)).orderBy(marks.participantId);

describe('GET …/evaluations/:courseId/components/:componentId/marks/:page', () => {
  it("answers the course's participants by roll with their mark, organisation and revision", async () => {
    const s = await setup();
    const [org] = await t.db
      .insert(organizations)
      .values({ name: `Marks Bank ${s.componentId}` })
      .returning({ id: organizations.id });
    await makeParticipantProfile(t.db, s.participants[0] as Person, { organizationId: org?.id ?? null });
    await makeParticipantProfile(t.db, s.participants[1] as Person, { otherOrgName: 'Typed Bank' });
    await t.db.insert(marks).values([
      { componentId: s.componentId, participantId: s.participants[0]?.id ?? 0, marks: '12.50', feedback: 'Good' },
      { componentId: s.componentId, participantId: s.participants[1]?.id ?? 0, marks: null, isAbsent: true },
    ]);
    const stored = await marksOf(s.componentId);

    const { status, body } = await call(s.coordinator, 'GET', `${s.base}/marks/1`);
    expect(status).toBe(200);
    expect(body.total_data).toBe(3);
    expect(body.marks).toEqual([
      {
        participant_id: s.participants[0]?.id,
        course_wise_id: '001',
        participant_name: s.participants[0]?.name,
        organization: `Marks Bank ${s.componentId}`,
        marks: 12.5,
        absent: false,
        feedback: 'Good',
        revision: stored.find((row) => row.participantId === s.participants[0]?.id)?.revision,
      },
      {
        participant_id: s.participants[1]?.id,
        course_wise_id: '002',
        participant_name: s.participants[1]?.name,
        organization: 'Typed Bank',
        marks: null,
        absent: true,
        feedback: null,
        revision: stored.find((row) => row.participantId === s.participants[1]?.id)?.revision,
      },
      {
        participant_id: s.participants[2]?.id,
        course_wise_id: '003',
        participant_name: s.participants[2]?.name,
        organization: null,
        marks: null,
        absent: false,
        feedback: null,
        revision: null,
      },
    ]);
    // Past the end: no rows, the total still.
    expect((await call(s.coordinator, 'GET', `${s.base}/marks/2`)).body).toEqual({ total_data: 3, marks: [] });
  });

  it('pages 50 participants at a time, by roll', async () => {
    const coordinator = await makePerson(t.db, 'coordinator');
    const participants: Person[] = [];
    for (let i = 0; i < 52; i += 1) participants.push(await makePerson(t.db, 'participant'));
    const course = await makeCourse(t.db, { participants, coordinators: [coordinator] });
    const [component] = await t.db
      .insert(evaluationComponents)
      .values({ courseId: course.id, name: 'Quiz', maxMarks: '10.00', weight: '100.00' })
      .returning({ id: evaluationComponents.id });
    const base = `/api/coordinator/evaluations/${course.id}/components/${component?.id}/marks`;
    const first = await call(coordinator, 'GET', `${base}/1`);
    const second = await call(coordinator, 'GET', `${base}/2`);
    expect(first.body.total_data).toBe(52);
    expect(first.body.marks).toHaveLength(50);
    expect(first.body.marks[49].course_wise_id).toBe('050');
    expect(second.body.marks.map((row: { course_wise_id: string }) => row.course_wise_id)).toEqual(['051', '052']);
  });

  it("answers 404 for another course's coordinator, and for a component of another course", async () => {
    const s = await setup();
    const other = await setup();
    // Each reads its own course's component.
    expect((await call(s.coordinator, 'GET', `${s.base}/marks/1`)).status).toBe(200);
    expect((await call(other.coordinator, 'GET', `${other.base}/marks/1`)).status).toBe(200);
    expect((await call(other.coordinator, 'GET', `${s.base}/marks/1`)).status).toBe(404);
    // The caller's own course with another course's component.
    const mixed = `/api/coordinator/evaluations/${other.course.id}/components/${s.componentId}/marks/1`;
    expect((await call(other.coordinator, 'GET', mixed)).status).toBe(404);
  });

  it('refuses participants (401) and the anonymous (401)', async () => {
    const s = await setup();
    expect((await call(s.participants[0] as Person, 'GET', `${s.base}/marks/1`)).status).toBe(401);
    expect((await call(null, 'GET', `${s.base}/marks/1`)).status).toBe(401);
  });
});

describe('PUT …/evaluations/:courseId/components/:componentId/marks', () => {
  it('saves typed marks and absents, one audit row per changed mark and none for an unchanged one', async () => {
    const s = await setup();
    const [a, b, c] = s.participants as [Person, Person, Person];
    const first = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [
        { participant_id: a.id, marks: 42.25, absent: false, revision: null },
        { participant_id: b.id, marks: null, absent: true, revision: null },
        { participant_id: c.id, marks: null, absent: false, revision: null },
      ],
    });
    expect(first).toEqual({ status: 200, body: { success: 'Marks saved', saved: 2, unchanged: 1 } });
    const stored = await marksOf(s.componentId);
    expect(stored.map((row) => [row.participantId, row.marks, row.isAbsent])).toEqual([
      [a.id, '42.25', false],
      [b.id, null, true],
    ]);
    const audit = await changesOf(s.componentId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      participantId: a.id,
      beforeMarks: null,
      beforeRevision: null,
      afterMarks: '42.25',
      afterAbsent: false,
      source: 'screen',
      changedById: s.coordinator.id,
    });

    // The same marks again (at their revisions) plus one change: only the change is written and audited.
    const revisionOf = (id: number) => stored.find((row) => row.participantId === id)?.revision ?? null;
    const second = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [
        { participant_id: a.id, marks: 42.25, absent: false, revision: revisionOf(a.id) },
        { participant_id: b.id, marks: 30, absent: false, revision: revisionOf(b.id) },
      ],
    });
    expect(second.body).toMatchObject({ saved: 1, unchanged: 1 });
    const after = await changesOf(s.componentId);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({
      participantId: b.id,
      beforeAbsent: true,
      afterMarks: '30.00',
      afterAbsent: false,
    });
  });

  it('a blank row never erases a stored mark', async () => {
    const s = await setup();
    const [a] = s.participants as [Person];
    await t.db.insert(marks).values({ componentId: s.componentId, participantId: a.id, marks: '20.00' });
    const [stored] = await marksOf(s.componentId);
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [{ participant_id: a.id, marks: null, absent: false, revision: stored?.revision ?? null }],
    });
    expect(answer.body).toMatchObject({ saved: 0, unchanged: 1 });
    expect(await marksOf(s.componentId)).toEqual([stored]);
    expect(await changesOf(s.componentId)).toEqual([]);
  });

  it.each([
    ['above the maximum', 50.01],
    ['negative', -1],
    ['with three decimals', 12.345],
  ])('refuses a mark %s with 400 and saves nothing of the page', async (_label, value) => {
    const s = await setup();
    const [a, b] = s.participants as [Person, Person];
    const before = await dbFingerprint(t.db);
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [
        { participant_id: a.id, marks: 10, absent: false, revision: null },
        { participant_id: b.id, marks: value, absent: false, revision: null },
      ],
    });
    expect(answer.status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('names the rows above the maximum', async () => {
    const s = await setup();
    const [, b] = s.participants as [Person, Person];
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [{ participant_id: b.id, marks: 51, absent: false, revision: null }],
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'Marks above the maximum of 50: 002. Nothing was saved.',
        code: 'overMaximum',
        values: { max: 50, rolls: ['002'], more: 0 },
      },
    });
  });

  it('refuses a mark and absent together, a participant twice, and more than a page of rows', async () => {
    const s = await setup();
    const [a] = s.participants as [Person];
    const row = { participant_id: a.id, marks: 5, absent: false, revision: null };
    const bodies = [
      { marks: [{ ...row, absent: true }] },
      { marks: [row, row] },
      { marks: [] },
      { marks: Array.from({ length: 51 }, (_, index) => ({ ...row, participant_id: index + 1 })) },
    ];
    const before = await dbFingerprint(t.db);
    for (const body of bodies) expect((await call(s.coordinator, 'PUT', `${s.base}/marks`, body)).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a participant not in the course with 400, saving nothing', async () => {
    const s = await setup();
    const stranger = await makePerson(t.db, 'participant');
    const before = await dbFingerprint(t.db);
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [
        { participant_id: s.participants[0]?.id, marks: 5, absent: false, revision: null },
        { participant_id: stranger.id, marks: 5, absent: false, revision: null },
      ],
    });
    expect(answer).toEqual({ status: 400, body: { error: 'Participant not found in this course' } });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 409 naming the rows changed since they were read, and saves nothing', async () => {
    const s = await setup();
    const [a, b] = s.participants as [Person, Person];
    // Read at no mark; meanwhile a co-coordinator saved one for b.
    await t.db.insert(marks).values({ componentId: s.componentId, participantId: b.id, marks: '33.00' });
    const before = await dbFingerprint(t.db);
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [
        { participant_id: a.id, marks: 10, absent: false, revision: null },
        { participant_id: b.id, marks: 20, absent: false, revision: null },
      ],
    });
    expect(answer).toEqual({
      status: 409,
      body: {
        error:
          'Changed by someone else since this page was read: 002. Their current marks are shown now; nothing was saved.',
        code: 'staleRows',
        values: { rolls: ['002'], more: 0 },
      },
    });
    expect(await dbFingerprint(t.db)).toEqual(before);

    // The same value as the one stored now overwrites nothing: no conflict.
    const same = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [{ participant_id: b.id, marks: 33, absent: false, revision: null }],
    });
    expect(same.body).toMatchObject({ saved: 0, unchanged: 1 });
  });

  it('answers 409 while the final result is released or scheduled, and saves nothing', async () => {
    const s = await setup();
    await t.db.insert(resultReleases).values({ courseId: s.course.id, componentId: null, effectiveAt: new Date() });
    const before = await dbFingerprint(t.db);
    const answer = await call(s.coordinator, 'PUT', `${s.base}/marks`, {
      marks: [{ participant_id: s.participants[0]?.id, marks: 10, absent: false, revision: null }],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/final result of this course is released/);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("answers 404 to another course's coordinator and 401 to participants, changing nothing", async () => {
    const s = await setup();
    const other = await setup();
    const body = { marks: [{ participant_id: s.participants[0]?.id, marks: 10, absent: false, revision: null }] };
    const before = await dbFingerprint(t.db);
    expect((await call(other.coordinator, 'PUT', `${s.base}/marks`, body)).status).toBe(404);
    expect((await call(s.participants[0] as Person, 'PUT', `${s.base}/marks`, body)).status).toBe(401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('PUT /api/coordinator/assignments/:id/submissions/:participantId/mark', () => {
  const url = (assignmentId: number | null, participantId: number) =>
    `/api/coordinator/assignments/${assignmentId}/submissions/${participantId}/mark`;

  it('saves the mark with its feedback (audited as a submission mark) and the submit details show it', async () => {
    const s = await setup({ tiedTo: 'assignment' });
    const [a] = s.participants as [Person];
    await makeSubmission(t.db, s.assignmentId ?? 0, a);
    const saved = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: 44.5,
      absent: false,
      feedback: '  Clear and well argued.  ',
      revision: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe('Mark saved');
    const [stored] = await marksOf(s.componentId);
    expect(stored).toMatchObject({ participantId: a.id, marks: '44.50', feedback: 'Clear and well argued.' });
    expect(saved.body.revision).toBe(stored?.revision);
    const [audit] = await changesOf(s.componentId);
    expect(audit).toMatchObject({ source: 'submission', afterFeedback: 'Clear and well argued.', afterMarks: '44.50' });

    const details = await call(s.coordinator, 'GET', `/api/coordinator/assignments/${s.assignmentId}/submit_details/1`);
    expect(details.body.component).toEqual({ id: s.componentId, name: 'Mid-term', max_marks: 50, frozen: false });
    expect(details.body.submit_details[0]).toMatchObject({
      participant_id: a.id,
      marks: 44.5,
      absent: false,
      feedback: 'Clear and well argued.',
      mark_revision: stored?.revision,
    });
    expect(details.body.submit_details[1]).toMatchObject({ marks: null, absent: false, mark_revision: null });

    // Absent, at the revision read; empty feedback clears it.
    const absent = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: null,
      absent: true,
      feedback: '',
      revision: stored?.revision,
    });
    expect(absent.status).toBe(200);
    expect((await marksOf(s.componentId))[0]).toMatchObject({ marks: null, isAbsent: true, feedback: null });
  });

  it('refuses a stale revision (409), a mark above the maximum and a blank mark (400), changing nothing', async () => {
    const s = await setup({ tiedTo: 'assignment' });
    const [a] = s.participants as [Person];
    await t.db.insert(marks).values({ componentId: s.componentId, participantId: a.id, marks: '10.00' });
    const before = await dbFingerprint(t.db);
    const stale = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: 12,
      absent: false,
      feedback: '',
      revision: null,
    });
    expect(stale.status).toBe(409);
    const over = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: 50.5,
      absent: false,
      feedback: '',
      revision: null,
    });
    expect(over.status).toBe(400);
    const blank = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: null,
      absent: false,
      feedback: 'Only words',
      revision: null,
    });
    expect(blank.status).toBe(400);
    const long = await call(s.coordinator, 'PUT', url(s.assignmentId, a.id), {
      marks: 5,
      absent: false,
      feedback: 'x'.repeat(2001),
      revision: null,
    });
    expect(long.status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 404 for an assignment no component marks, and the submit details show no marking', async () => {
    const coordinator = await makePerson(t.db, 'coordinator');
    const participant = await makePerson(t.db, 'participant');
    const course = await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] });
    const assignmentId = await makeAssignment(t.db, { courseId: course.id, createdBy: coordinator });
    const before = await dbFingerprint(t.db);
    const answer = await call(coordinator, 'PUT', url(assignmentId, participant.id), {
      marks: 5,
      absent: false,
      feedback: '',
      revision: null,
    });
    expect(answer).toEqual({ status: 404, body: { error: 'No evaluation component marks this assignment' } });
    expect(await dbFingerprint(t.db)).toEqual(before);
    const details = await call(coordinator, 'GET', `/api/coordinator/assignments/${assignmentId}/submit_details/1`);
    expect(details.body.component).toBeNull();
    expect(details.body.submit_details[0]).toMatchObject({ marks: null, absent: false, feedback: null });
  });

  it('answers 404 for a participant not in the course, 404 to another coordinator, 401 to participants', async () => {
    const s = await setup({ tiedTo: 'assignment' });
    const other = await setup({ tiedTo: 'assignment' });
    const body = { marks: 5, absent: false, feedback: '', revision: null };
    const before = await dbFingerprint(t.db);
    expect((await call(s.coordinator, 'PUT', url(s.assignmentId, other.participants[0]?.id ?? 0), body)).status).toBe(
      404,
    );
    expect((await call(other.coordinator, 'PUT', url(s.assignmentId, s.participants[0]?.id ?? 0), body)).status).toBe(
      404,
    );
    expect(
      (await call(s.participants[0] as Person, 'PUT', url(s.assignmentId, s.participants[0]?.id ?? 0), body)).status,
    ).toBe(401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 409 once the final result is released', async () => {
    const s = await setup({ tiedTo: 'assignment' });
    await t.db.insert(resultReleases).values({ courseId: s.course.id, componentId: null, effectiveAt: new Date() });
    const answer = await call(s.coordinator, 'PUT', url(s.assignmentId, s.participants[0]?.id ?? 0), {
      marks: 5,
      absent: false,
      feedback: '',
      revision: null,
    });
    expect(answer.status).toBe(409);
    const details = await call(s.coordinator, 'GET', `/api/coordinator/assignments/${s.assignmentId}/submit_details/1`);
    expect(details.body.component.frozen).toBe(true);
    expect(
      await t.db
        .select()
        .from(marks)
        .where(and(eq(marks.componentId, s.componentId))),
    ).toEqual([]);
  });
});
