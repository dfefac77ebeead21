import { EVALUATION_MESSAGES, EVALUATION_TEXT, type EvaluationDetail, RESULTS } from '@portal/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalResults, marks, releasedFinalResults, resultReleases } from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeAssignment, makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const base = (courseId: number) => `/api/coordinator/evaluations/${courseId}`;

async function call(person: Person, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: person.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}
const detail = async (person: Person, courseId: number) =>
  (await call(person, 'GET', base(courseId))).body as EvaluationDetail;

interface Setup {
  courseId: number;
  coordinator: Person;
  participants: Person[];
}

async function setup(participantCount = 3): Promise<Setup> {
  const coordinator = await makePerson(t.db, 'coordinator');
  const participants: Person[] = [];
  for (let i = 0; i < participantCount; i += 1) participants.push(await makePerson(t.db, 'participant'));
  const course = await makeCourse(t.db, { coordinators: [coordinator], participants });
  return { courseId: course.id, coordinator, participants };
}

/** Assignment (max 20, weight 40) and Final exam (max 100, weight 60, minimum 40); pass mark 50. */
const TWO = {
  pass_mark: 50,
  components: [
    { name: 'Assignment', max_marks: 20, weight: 40, min_marks: null, assignment_id: null },
    { name: 'Final exam', max_marks: 100, weight: 60, min_marks: 40, assignment_id: null },
  ],
};

async function saveTwo(s: Setup) {
  expect((await call(s.coordinator, 'PUT', base(s.courseId), TWO)).status).toBe(200);
  return (await detail(s.coordinator, s.courseId)).components;
}

async function putMark(componentId: number, participant: Person, value: number | 'AB') {
  await t.db.insert(marks).values({
    componentId,
    participantId: participant.id,
    marks: value === 'AB' ? null : value.toFixed(2),
    isAbsent: value === 'AB',
  });
}

const releaseUrl = (s: Setup, componentId: number, action: 'release' | 'unrelease') =>
  `${base(s.courseId)}/components/${componentId}/${action}`;

/** The next quarter hour at least an hour away. */
function quarterHourAhead(hours = 1): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 15) * 15, 0, 0);
  return at.toISOString();
}

describe('GET /api/coordinator/evaluations/:courseId', () => {
  it('answers a course without rules: no pass mark, no components, drafts, the assignments as options', async () => {
    const s = await setup(2);
    const assignmentId = await makeAssignment(t.db, { courseId: s.courseId, createdBy: s.coordinator, title: 'Case' });
    const answer = await call(s.coordinator, 'GET', base(s.courseId));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      course_id: s.courseId,
      pass_mark: null,
      frozen: false,
      participants: 2,
      components: [],
      final_release: { state: 'draft', effective_at: null, released_by: null },
      assignments: [{ value: assignmentId, label: 'Case' }],
      unreleases: [],
    });
    expect(typeof answer.body.time_zone).toBe('string');
  });

  it('answers 404 to a coordinator of another course, and to a participant of the course 401', async () => {
    const s = await setup(1);
    const stranger = await makePerson(t.db, 'coordinator');
    await makeCourse(t.db, { coordinators: [stranger] });
    expect((await call(stranger, 'GET', base(s.courseId))).status).toBe(404);
    expect((await call(s.participants[0] as Person, 'GET', base(s.courseId))).status).toBe(401);
  });
});

describe('PUT /api/coordinator/evaluations/:courseId', () => {
  it('saves the pass mark and the components in order; a second save keeps ids, reorders and removes', async () => {
    const s = await setup();
    const co = await makePerson(t.db, 'coordinator');
    await t.db.execute(
      sql`insert into course_coordinators (course_id, coordinator_id) values (${s.courseId}, ${co.id})`,
    );
    const assignmentId = await makeAssignment(t.db, { courseId: s.courseId, createdBy: s.coordinator, title: 'Essay' });
    const first = await call(s.coordinator, 'PUT', base(s.courseId), {
      pass_mark: 40.5,
      components: [
        { name: 'Essay', max_marks: 20.5, weight: 33.33, min_marks: 5, assignment_id: assignmentId },
        { name: 'Mid-term', max_marks: 50, weight: 33.33, min_marks: null, assignment_id: null },
        { name: 'Final', max_marks: 100, weight: 33.34, min_marks: null, assignment_id: null },
      ],
    });
    expect(first).toEqual({ status: 200, body: { success: EVALUATION_TEXT.saved } });
    const saved = await detail(s.coordinator, s.courseId);
    expect(saved.pass_mark).toBe(40.5);
    expect(saved.components.map((c) => [c.name, c.max_marks, c.weight, c.min_marks, c.assignment_title])).toEqual([
      ['Essay', 20.5, 33.33, 5, 'Essay'],
      ['Mid-term', 50, 33.33, null, null],
      ['Final', 100, 33.34, null, null],
    ]);
    const [essay, mid, final] = saved.components;
    // Any coordinator of the course may edit: the co-coordinator swaps two names, moves the tie, removes one.
    const second = await call(co, 'PUT', base(s.courseId), {
      pass_mark: 50,
      components: [
        { id: final?.id, name: 'Mid-term', max_marks: 100, weight: 50, min_marks: null, assignment_id: assignmentId },
        { id: mid?.id, name: 'Final', max_marks: 50, weight: 50, min_marks: null, assignment_id: null },
      ],
    });
    expect(second.status).toBe(200);
    const after = await detail(s.coordinator, s.courseId);
    expect(after.components.map((c) => [c.id, c.name, c.assignment_id])).toEqual([
      [final?.id, 'Mid-term', assignmentId],
      [mid?.id, 'Final', null],
    ]);
    expect(after.components.some((c) => c.id === essay?.id)).toBe(false);
  });

  it.each([
    [
      'weights not adding up to 100',
      { ...TWO, components: [{ ...TWO.components[0], weight: 41 }, TWO.components[1]] },
      EVALUATION_MESSAGES.weightsSum,
    ],
    [
      'two names differing only in case',
      { ...TWO, components: [TWO.components[0], { ...TWO.components[1], name: 'ASSIGNMENT' }] },
      EVALUATION_MESSAGES.nameTaken,
    ],
    [
      'a minimum above the maximum',
      { ...TWO, components: [{ ...TWO.components[0], min_marks: 21 }, TWO.components[1]] },
      EVALUATION_MESSAGES.minMarks,
    ],
    [
      'a maximum of 0',
      { ...TWO, components: [{ ...TWO.components[0], max_marks: 0 }, TWO.components[1]] },
      EVALUATION_MESSAGES.maxMarks,
    ],
    [
      'three decimals',
      { ...TWO, components: [{ ...TWO.components[0], max_marks: 20.125 }, TWO.components[1]] },
      EVALUATION_MESSAGES.twoDecimals,
    ],
    ['a pass mark above 100', { ...TWO, pass_mark: 100.01 }, EVALUATION_MESSAGES.passMark],
    ['no component', { pass_mark: 50, components: [] }, EVALUATION_MESSAGES.noComponents],
    [
      'too many components',
      {
        pass_mark: 50,
        components: Array.from({ length: RESULTS.componentsPerCourse + 1 }, (_, i) => ({
          name: `C${i}`,
          max_marks: 10,
          weight: 1,
          min_marks: null,
          assignment_id: null,
        })),
      },
      EVALUATION_MESSAGES.tooMany,
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, body, message) => {
    const s = await setup(1);
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const answer = await call(s.coordinator, 'PUT', base(s.courseId), body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses an assignment of another course, or tied twice, and a component id of another course (400)', async () => {
    const s = await setup(1);
    const other = await setup(1);
    const theirs = await makeAssignment(t.db, { courseId: other.courseId, createdBy: other.coordinator });
    const mine = await makeAssignment(t.db, { courseId: s.courseId, createdBy: s.coordinator });
    const [foreign] = await saveTwo(other);
    const tie = (a: number | null, b: number | null) => ({
      ...TWO,
      components: [
        { ...TWO.components[0], assignment_id: a },
        { ...TWO.components[1], assignment_id: b },
      ],
    });
    const refusedTie = await call(s.coordinator, 'PUT', base(s.courseId), tie(theirs, null));
    expect(refusedTie).toEqual({ status: 400, body: { error: EVALUATION_TEXT.unknownAssignment } });
    const twice = await call(s.coordinator, 'PUT', base(s.courseId), tie(mine, mine));
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(EVALUATION_MESSAGES.assignmentTwice);
    const stolen = await call(s.coordinator, 'PUT', base(s.courseId), {
      ...TWO,
      components: [{ ...TWO.components[0], id: foreign?.id }, TWO.components[1]],
    });
    expect(stolen).toEqual({ status: 400, body: { error: EVALUATION_TEXT.unknownComponent } });
    expect((await detail(other.coordinator, other.courseId)).components[0]?.name).toBe('Assignment');
  });

  it('refuses (409) removing a component with marks or a release, and lowering a maximum below a mark', async () => {
    const s = await setup(1);
    const [assignment, final] = await saveTwo(s);
    if (!assignment || !final) throw new Error('components not saved');
    await putMark(final.id, s.participants[0] as Person, 70);
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const removed = await call(s.coordinator, 'PUT', base(s.courseId), {
      pass_mark: 50,
      components: [{ ...TWO.components[0], id: assignment.id, weight: 100 }],
    });
    expect(removed).toEqual({
      status: 409,
      body: {
        error: EVALUATION_TEXT.componentInUse('Final exam'),
        code: 'componentInUse',
        values: { name: 'Final exam' },
      },
    });
    const lowered = await call(s.coordinator, 'PUT', base(s.courseId), {
      ...TWO,
      components: [
        { ...TWO.components[0], id: assignment.id },
        { ...TWO.components[1], id: final.id, max_marks: 60, min_marks: null },
      ],
    });
    expect(lowered).toEqual({
      status: 409,
      body: { error: EVALUATION_TEXT.maxBelowMark('Final exam'), code: 'maxBelowMark', values: { name: 'Final exam' } },
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
    // A maximum equal to the highest mark is fine.
    const equal = await call(s.coordinator, 'PUT', base(s.courseId), {
      ...TWO,
      components: [
        { ...TWO.components[0], id: assignment.id },
        { ...TWO.components[1], id: final.id, max_marks: 70, min_marks: null },
      ],
    });
    expect(equal.status).toBe(200);
    // A released component without marks cannot be removed either.
    expect((await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'release'), {})).status).toBe(200);
    const releasedRemoved = await call(s.coordinator, 'PUT', base(s.courseId), {
      pass_mark: 50,
      components: [{ ...TWO.components[1], id: final.id, max_marks: 100, weight: 100 }],
    });
    expect(releasedRemoved).toEqual({
      status: 409,
      body: {
        error: EVALUATION_TEXT.componentInUse('Assignment'),
        code: 'componentInUse',
        values: { name: 'Assignment' },
      },
    });
  });

  it('404 for a coordinator of another course: nothing written', async () => {
    const s = await setup(1);
    const stranger = await makePerson(t.db, 'coordinator');
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await call(stranger, 'PUT', base(s.courseId), TWO)).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
    // The same request from the course's own coordinator is saved.
    expect((await call(s.coordinator, 'PUT', base(s.courseId), TWO)).status).toBe(200);
  });
});

describe('releases', () => {
  it('releases a component now; a second release is 409; un-release needs a reason and is kept with it', async () => {
    const s = await setup(1);
    const [assignment] = await saveTwo(s);
    if (!assignment) throw new Error('no component');
    const released = await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'release'), {});
    expect(released).toEqual({ status: 200, body: { success: EVALUATION_TEXT.released } });
    let state = await detail(s.coordinator, s.courseId);
    expect(state.components[0]?.release).toMatchObject({ state: 'released', released_by: s.coordinator.name });
    expect((await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'release'), {})).status).toBe(409);
    expect((await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'unrelease'), { reason: ' ' })).status).toBe(
      400,
    );
    const withdrawn = await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'unrelease'), {
      reason: 'Wrong sheet uploaded',
    });
    expect(withdrawn).toEqual({ status: 200, body: { success: EVALUATION_TEXT.unreleased } });
    state = await detail(s.coordinator, s.courseId);
    expect(state.components[0]?.release.state).toBe('draft');
    expect(state.unreleases).toEqual([
      expect.objectContaining({
        component_name: 'Assignment',
        reason: 'Wrong sheet uploaded',
        unreleased_by: s.coordinator.name,
      }),
    ]);
    expect(
      (await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'unrelease'), { reason: 'again' })).status,
    ).toBe(409);
  });

  it('schedules a release on a future quarter hour; refuses a past one or one off the quarter hour (400)', async () => {
    const s = await setup(1);
    const [assignment] = await saveTwo(s);
    if (!assignment) throw new Error('no component');
    const url = releaseUrl(s, assignment.id, 'release');
    const offQuarter = new Date(quarterHourAhead());
    offQuarter.setUTCMinutes(offQuarter.getUTCMinutes() + 5);
    expect((await call(s.coordinator, 'POST', url, { effective_at: offQuarter.toISOString() })).status).toBe(400);
    const past = new Date(Date.now() - 3_600_000);
    past.setUTCMinutes(0, 0, 0);
    expect(await call(s.coordinator, 'POST', url, { effective_at: past.toISOString() })).toEqual({
      status: 400,
      body: { error: EVALUATION_TEXT.pastRelease },
    });
    expect((await call(s.coordinator, 'POST', url, { effective_at: 'tomorrow' })).status).toBe(400);
    const at = quarterHourAhead(2);
    expect(await call(s.coordinator, 'POST', url, { effective_at: at })).toEqual({
      status: 200,
      body: { success: EVALUATION_TEXT.scheduled },
    });
    expect((await detail(s.coordinator, s.courseId)).components[0]?.release).toMatchObject({
      state: 'scheduled',
      effective_at: at,
    });
  });

  it('a coordinator of another course can release or un-release nothing (404)', async () => {
    const s = await setup(1);
    const [assignment] = await saveTwo(s);
    if (!assignment) throw new Error('no component');
    const stranger = await makePerson(t.db, 'coordinator');
    const theirCourse = await makeCourse(t.db, { coordinators: [stranger] });
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect((await call(stranger, 'POST', releaseUrl(s, assignment.id, 'release'), {})).status).toBe(404);
    // Their own course id with this course's component: still 404.
    const mixed = `${base(theirCourse.id)}/components/${assignment.id}/release`;
    expect((await call(stranger, 'POST', mixed, {})).status).toBe(404);
    expect((await call(stranger, 'POST', `${base(s.courseId)}/final/release`, {})).status).toBe(404);
    expect((await call(stranger, 'POST', `${base(s.courseId)}/final/unrelease`, { reason: 'x' })).status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('final release', () => {
  it('needs rules and every component released (or scheduled no later than it)', async () => {
    const s = await setup(1);
    const finalUrl = `${base(s.courseId)}/final/release`;
    expect(await call(s.coordinator, 'POST', finalUrl, {})).toEqual({
      status: 409,
      body: { error: EVALUATION_TEXT.finalNeedsRules },
    });
    const [assignment, final] = await saveTwo(s);
    if (!assignment || !final) throw new Error('components not saved');
    await call(s.coordinator, 'POST', releaseUrl(s, assignment.id, 'release'), {});
    const later = quarterHourAhead(3);
    await call(s.coordinator, 'POST', releaseUrl(s, final.id, 'release'), { effective_at: later });
    const early = await call(s.coordinator, 'POST', finalUrl, {});
    expect(early).toEqual({
      status: 409,
      body: {
        error: `${EVALUATION_TEXT.finalNeedsComponents}Final exam.`,
        code: 'finalNeedsComponents',
        values: { names: ['Final exam'] },
      },
    });
    // Scheduled at the same quarter hour as the final exam's marks: accepted.
    expect(await call(s.coordinator, 'POST', finalUrl, { effective_at: later })).toEqual({
      status: 200,
      body: { success: EVALUATION_TEXT.finalScheduled },
    });
    const state = await detail(s.coordinator, s.courseId);
    expect(state.frozen).toBe(true);
    expect(state.final_release).toMatchObject({ state: 'scheduled', effective_at: later });
  });

  it('fixes each participant’s total and status (Pass, Fail by a minimum, absent, Incomplete) and freezes the rules', async () => {
    const s = await setup(5);
    const [pass, failMinimum, absent, incomplete, notEntered] = s.participants as Person[];
    const [assignment, final] = await saveTwo(s);
    if (!assignment || !final || !pass || !failMinimum || !absent || !incomplete || !notEntered) throw new Error();
    // pass: 15/20·40 + 60/100·60 = 30 + 36 = 66; failMinimum: 20/20·40 + 39·0.6 = 63.4 but 39 < 40;
    // absent: AB (0) + 90·0.6 = 54; incomplete: no final mark.
    await putMark(assignment.id, pass, 15);
    await putMark(final.id, pass, 60);
    await putMark(assignment.id, failMinimum, 20);
    await putMark(final.id, failMinimum, 39);
    await putMark(assignment.id, absent, 'AB');
    await putMark(final.id, absent, 90);
    await putMark(assignment.id, incomplete, 10);
    for (const component of [assignment, final]) {
      expect((await call(s.coordinator, 'POST', releaseUrl(s, component.id, 'release'), {})).status).toBe(200);
    }
    const released = await call(s.coordinator, 'POST', `${base(s.courseId)}/final/release`, {});
    expect(released).toEqual({ status: 200, body: { success: EVALUATION_TEXT.finalReleased } });
    const rows = await t.db
      .select({ participantId: finalResults.participantId, total: finalResults.total, status: finalResults.status })
      .from(finalResults)
      .where(eq(finalResults.courseId, s.courseId))
      .orderBy(asc(finalResults.participantId));
    expect(new Map(rows.map((row) => [row.participantId, [row.total, row.status]]))).toEqual(
      new Map([
        [pass.id, ['66.00', 'Pass']],
        [failMinimum.id, ['63.40', 'Fail']],
        [absent.id, ['54.00', 'Pass']],
        [incomplete.id, [null, 'Incomplete']],
        [notEntered.id, [null, 'Incomplete']],
      ]),
    );
    const state = await detail(s.coordinator, s.courseId);
    expect(state).toMatchObject({ frozen: true, final_release: { state: 'released' } });
    // Frozen: no edit, no component un-release, no second final release.
    // The jobs of what came before (a notification's fan-out) run first: they are not this request's doing.
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    expect(await call(s.coordinator, 'PUT', base(s.courseId), TWO)).toEqual({
      status: 409,
      body: { error: EVALUATION_TEXT.frozen },
    });
    expect(
      (await call(s.coordinator, 'POST', releaseUrl(s, final.id, 'unrelease'), { reason: 'Re-mark' })).body,
    ).toEqual({ error: EVALUATION_TEXT.frozen });
    expect((await call(s.coordinator, 'POST', `${base(s.courseId)}/final/release`, {})).status).toBe(409);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('the frozen rules survive later edits: after un-release and an edit, the earlier release is unchanged', async () => {
    const s = await setup(1);
    const participant = s.participants[0] as Person;
    const [assignment, final] = await saveTwo(s);
    if (!assignment || !final) throw new Error('components not saved');
    await putMark(assignment.id, participant, 10);
    await putMark(final.id, participant, 50);
    for (const component of [assignment, final]) {
      await call(s.coordinator, 'POST', releaseUrl(s, component.id, 'release'), {});
    }
    expect((await call(s.coordinator, 'POST', `${base(s.courseId)}/final/release`, {})).status).toBe(200);
    const first = async () =>
      t.db
        .select({ id: resultReleases.id, frozenRules: resultReleases.frozenRules })
        .from(resultReleases)
        .where(and(eq(resultReleases.courseId, s.courseId), isNull(resultReleases.componentId)))
        .orderBy(asc(resultReleases.id))
        .limit(1);
    const [release] = await first();
    if (!release) throw new Error('no final release');
    const resultsOf = () =>
      t.db
        .select({ total: finalResults.total, status: finalResults.status })
        .from(finalResults)
        .where(eq(finalResults.releaseId, release.id));
    const frozenBefore = release.frozenRules;
    expect(frozenBefore).toEqual({
      pass_mark: 50,
      components: [
        { id: assignment.id, name: 'Assignment', max_marks: 20, weight: 40, min_marks: null },
        { id: final.id, name: 'Final exam', max_marks: 100, weight: 60, min_marks: 40 },
      ],
    });
    // 10/20·40 + 50·0.6 = 20 + 30 = 50: a pass at exactly the pass mark.
    expect(await resultsOf()).toEqual([{ total: '50.00', status: 'Pass' }]);

    expect(await call(s.coordinator, 'POST', `${base(s.courseId)}/final/unrelease`, {})).toMatchObject({ status: 400 });
    const withdrawn = await call(s.coordinator, 'POST', `${base(s.courseId)}/final/unrelease`, {
      reason: 'Pass mark agreed at 60',
    });
    expect(withdrawn).toEqual({ status: 200, body: { success: EVALUATION_TEXT.finalUnreleased } });
    const edited = await call(s.coordinator, 'PUT', base(s.courseId), {
      pass_mark: 60,
      components: [
        { ...TWO.components[0], id: assignment.id, name: 'Coursework', weight: 50 },
        { ...TWO.components[1], id: final.id, weight: 50 },
      ],
    });
    expect(edited.status).toBe(200);
    const [after] = await first();
    expect(after?.frozenRules).toEqual(frozenBefore);
    expect(await resultsOf()).toEqual([{ total: '50.00', status: 'Pass' }]);
    // The withdrawn final result no longer shows through the release gate.
    const shown = () =>
      t.db
        .select({ total: releasedFinalResults.total, status: releasedFinalResults.status })
        .from(releasedFinalResults)
        .where(eq(releasedFinalResults.courseId, s.courseId));
    expect(await shown()).toEqual([]);
    const state = await detail(s.coordinator, s.courseId);
    expect(state.frozen).toBe(false);
    expect(state.unreleases[0]).toMatchObject({ component_name: null, reason: 'Pass mark agreed at 60' });
    // A second final release under the new rules: 10/20·50 + 50·0.5 = 50, below 60.
    expect((await call(s.coordinator, 'POST', `${base(s.courseId)}/final/release`, {})).status).toBe(200);
    expect(await shown()).toEqual([{ total: '50.00', status: 'Fail' }]);
  });
});
