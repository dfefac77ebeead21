import { RESULTS_TEXT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationComponents } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import {
  makeComponent,
  makeRules,
  releaseComponent,
  releaseFinal,
  setMarks,
  unrelease,
} from '#server/testing/results-factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/api/participant/results';

/** Reads the Results; rows written directly (not through a route) first drop the kept answers, as a write would. */
async function results(headers: { authorization: string }) {
  await t.changes.signal(t.db, 'work');
  const response = await t.app.inject({ method: 'GET', url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { raw: response.body, body: response.json() as { courses: Record<string, unknown>[] } };
}

/** A course with three components: Assignment (20 of 20 %), Mid-term (50 of 30 %), Final exam (100 of 50 %, min 40). */
async function runningCourse(status: 0 | 1 = 1) {
  const pat = await makePerson(t.db, 'participant');
  const sam = await makePerson(t.db, 'participant');
  const coordinator = await makePerson(t.db, 'coordinator');
  const course = await makeCourse(t.db, { status, participants: [pat, sam], coordinators: [coordinator] });
  await makeRules(t.db, course.id, 50);
  const assignment = await makeComponent(t.db, course.id, {
    name: 'Assignment',
    maxMarks: 20,
    weight: 20,
    position: 1,
  });
  const midterm = await makeComponent(t.db, course.id, { name: 'Mid-term', maxMarks: 50, weight: 30, position: 2 });
  const final = await makeComponent(t.db, course.id, {
    name: 'Final exam',
    maxMarks: 100,
    weight: 50,
    minMarks: 40,
    position: 3,
  });
  return { pat, sam, coordinator, course, assignment, midterm, final };
}

const only = (body: { courses: Record<string, unknown>[] }, courseId: number) => {
  const found = body.courses.filter((course) => course.course_id === courseId);
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
};

describe('GET /api/participant/results', () => {
  it('shows released marks with their feedback, says nothing of Draft or scheduled ones, and what is still needed', async () => {
    const w = await runningCourse();
    await setMarks(t.db, w.assignment, w.coordinator.id, [
      { participantId: w.pat.id, marks: 15, absent: false, feedback: 'Well argued' },
      { participantId: w.sam.id, marks: null, absent: true },
    ]);
    await setMarks(t.db, w.midterm, w.coordinator.id, [
      { participantId: w.pat.id, marks: 33.33, absent: false, feedback: 'draft-feedback-xyz' },
    ]);
    await setMarks(t.db, w.final, w.coordinator.id, [{ participantId: w.pat.id, marks: 88.88, absent: false }]);
    await releaseComponent(t.db, w.course.id, w.assignment);
    // Scheduled for tomorrow: still Draft for participants.
    await releaseComponent(t.db, w.course.id, w.final, new Date(Date.now() + 86_400_000));

    const { raw, body } = await results(w.pat.headers);
    expect(body.courses).toEqual([
      {
        course_id: w.course.id,
        course_name: w.course.name,
        course_short_name: w.course.shortName,
        course_roll: '001',
        final_released: false,
        status: 'Pending',
        components: [
          { name: 'Assignment', weight: 20, max_marks: 20, released: true, marks: 15, feedback: 'Well argued' },
          { name: 'Mid-term', weight: 30, max_marks: 50, released: false },
          { name: 'Final exam', weight: 50, max_marks: 100, released: false },
        ],
        // 15 of the 50 % needed are in: 35 more over the remaining 80 %, a share of 43.75 % of each maximum,
        // raised to the final exam's own minimum of 40 (already below the share).
        still_needed: {
          reachable: true,
          needs: [
            { name: 'Mid-term', marks: 21.88, max_marks: 50 },
            { name: 'Final exam', marks: 43.75, max_marks: 100 },
          ],
        },
      },
    ]);
    expect(raw).not.toContain('33.33');
    expect(raw).not.toContain('88.88');
    expect(raw).not.toContain('draft-feedback-xyz');
    expect(raw).not.toContain('total');

    const absent = only((await results(w.sam.headers)).body, w.course.id);
    expect(absent.components).toContainEqual({
      name: 'Assignment',
      weight: 20,
      max_marks: 20,
      released: true,
      marks: null,
      absent: true,
    });
  });

  it('says the pass mark can no longer be reached once a released mark is below its minimum', async () => {
    const w = await runningCourse();
    await setMarks(t.db, w.final, w.coordinator.id, [{ participantId: w.pat.id, marks: 39.5, absent: false }]);
    await releaseComponent(t.db, w.course.id, w.final);
    expect(only((await results(w.pat.headers)).body, w.course.id).still_needed).toEqual({ reachable: false });
  });

  it('gives no still-needed advice for an expired course', async () => {
    const w = await runningCourse(0);
    await releaseComponent(t.db, w.course.id, w.assignment);
    const course = only((await results(w.pat.headers)).body, w.course.id);
    expect(course.status).toBe('Pending');
    expect(course).not.toHaveProperty('still_needed');
  });

  it('shows total and status once the final result is released, with the rules it froze, until it is un-released', async () => {
    const w = await runningCourse();
    await setMarks(t.db, w.assignment, w.coordinator.id, [
      { participantId: w.pat.id, marks: 18, absent: false },
      { participantId: w.sam.id, marks: 20, absent: false },
    ]);
    await setMarks(t.db, w.midterm, w.coordinator.id, [
      { participantId: w.pat.id, marks: 40, absent: false },
      { participantId: w.sam.id, marks: 50, absent: false },
    ]);
    await setMarks(t.db, w.final, w.coordinator.id, [
      { participantId: w.pat.id, marks: 60, absent: false },
      // Full marks elsewhere, but below the final exam's minimum: Fail.
      { participantId: w.sam.id, marks: 35, absent: false },
    ]);
    for (const component of [w.assignment, w.midterm, w.final]) await releaseComponent(t.db, w.course.id, component);
    const finalRelease = await releaseFinal(t.db, w.course.id);
    // A later edit of the current rules changes nothing of what the released result shows.
    await t.db.update(evaluationComponents).set({ name: 'Renamed' }).where(eq(evaluationComponents.id, w.midterm));

    const pat = only((await results(w.pat.headers)).body, w.course.id);
    // 18/20×20 + 40/50×30 + 60/100×50 = 18 + 24 + 30 = 72.
    expect(pat).toMatchObject({ final_released: true, status: 'Pass', total: 72 });
    expect((pat.components as { name: string }[]).map((c) => c.name)).toEqual(['Assignment', 'Mid-term', 'Final exam']);
    expect(pat).not.toHaveProperty('still_needed');
    expect(only((await results(w.sam.headers)).body, w.course.id)).toMatchObject({ status: 'Fail', total: 67.5 });

    await unrelease(t.db, finalRelease);
    const after = only((await results(w.pat.headers)).body, w.course.id);
    expect(after).toMatchObject({ final_released: false, status: 'Pending' });
    expect(after).not.toHaveProperty('total');
  });

  it('keeps a final release scheduled in the future unpublished', async () => {
    const w = await runningCourse();
    for (const component of [w.assignment, w.midterm, w.final]) {
      await setMarks(t.db, component, w.coordinator.id, [{ participantId: w.pat.id, marks: 10, absent: false }]);
      await releaseComponent(t.db, w.course.id, component);
    }
    await releaseFinal(t.db, w.course.id, new Date(Date.now() + 3_600_000));
    const { raw, body } = await results(w.pat.headers);
    expect(only(body, w.course.id)).toMatchObject({ final_released: false, status: 'Pending' });
    expect(raw).not.toMatch(/"total"|Fail/);
  });

  it("lists only the caller's courses; a course without rules shows no component and Pending", async () => {
    const pat = await makePerson(t.db, 'participant');
    const mine = await makeCourse(t.db, { participants: [pat] });
    const w = await runningCourse();
    const { body } = await results(pat.headers);
    expect(body.courses.map((course) => course.course_id)).toEqual([mine.id]);
    expect(only(body, mine.id)).toMatchObject({ components: [], status: 'Pending', final_released: false });
    expect(body.courses.map((course) => course.course_id)).not.toContain(w.course.id);
  });

  it('participant@demo.test: course C released (Pass), course A with one released component and one Draft', async () => {
    const { body } = await results(await sessionHeader(t.db, 'P1'));
    const byShort = Object.fromEntries(body.courses.map((course) => [course.course_short_name, course]));
    expect(byShort['CEAML-2025']).toMatchObject({ final_released: true, status: 'Pass' });
    const a = byShort['CEAML-2026'] as { status: string; components: { released: boolean }[] };
    expect(a.status).toBe('Pending');
    expect(a.components.map((c) => c.released)).toEqual([true, false]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(RESULTS_TEXT.notPublished).toBe('Results not published yet');
  });
});
