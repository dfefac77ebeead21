// The dashboards' result summaries (beside the six cards): a participant's passed and pending courses, from released
// results only; a coordinator's courses with marks not released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
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
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

async function summary(headers: { authorization: string }, role: 'participant' | 'coordinator') {
  // Rows are written directly here, not through a route: drop the kept answers as a write would.
  await t.changes.signal(t.db, 'work');
  const response = await t.app.inject({ method: 'GET', url: `/api/${role}/user/dashboard_details`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result_summary: Record<string, number> }).result_summary;
}

describe('result summaries of the dashboards', () => {
  it('count passed courses only once their final release is in effect, and the others as pending', async () => {
    const pat = await makePerson(t.db, 'participant');
    const sam = await makePerson(t.db, 'participant');
    const coordinator = await makePerson(t.db, 'coordinator');
    const passed = await makeCourse(t.db, { participants: [pat, sam], coordinators: [coordinator] });
    const scheduled = await makeCourse(t.db, { participants: [pat], coordinators: [coordinator] });
    await makeCourse(t.db, { participants: [pat] });
    for (const course of [passed, scheduled]) {
      await makeRules(t.db, course.id, 50);
      const component = await makeComponent(t.db, course.id, { name: 'Exam', maxMarks: 100, weight: 100 });
      await setMarks(t.db, component, coordinator.id, [
        { participantId: pat.id, marks: 80, absent: false },
        ...(course === passed ? [{ participantId: sam.id, marks: 20, absent: false }] : []),
      ]);
      await releaseComponent(t.db, course.id, component);
    }
    const final = await releaseFinal(t.db, passed.id);
    await releaseFinal(t.db, scheduled.id, new Date(Date.now() + 86_400_000));

    expect(await summary(pat.headers, 'participant')).toEqual({ passed: 1, pending: 2 });
    // A released Fail is neither passed nor pending.
    expect(await summary(sam.headers, 'participant')).toEqual({ passed: 0, pending: 0 });
    await unrelease(t.db, final);
    expect(await summary(pat.headers, 'participant')).toEqual({ passed: 0, pending: 3 });
  });

  it('count a coordinator\u2019s courses with marks in a Draft or scheduled component', async () => {
    const pat = await makePerson(t.db, 'participant');
    const coordinator = await makePerson(t.db, 'coordinator');
    const other = await makePerson(t.db, 'coordinator');
    const draft = await makeCourse(t.db, { participants: [pat], coordinators: [coordinator] });
    const scheduled = await makeCourse(t.db, { participants: [pat], coordinators: [coordinator] });
    const released = await makeCourse(t.db, { participants: [pat], coordinators: [coordinator] });
    const empty = await makeCourse(t.db, { participants: [pat], coordinators: [coordinator, other] });
    const ids: Record<string, number> = {};
    for (const [name, course] of Object.entries({ draft, scheduled, released, empty })) {
      ids[name] = await makeComponent(t.db, course.id, { name: 'Exam', maxMarks: 100, weight: 100 });
      if (name !== 'empty') {
        await setMarks(t.db, ids[name] ?? 0, coordinator.id, [{ participantId: pat.id, marks: 50, absent: false }]);
      }
    }
    await releaseComponent(t.db, scheduled.id, ids.scheduled ?? 0, new Date(Date.now() + 3_600_000));
    await releaseComponent(t.db, released.id, ids.released ?? 0);
    expect(await summary(coordinator.headers, 'coordinator')).toEqual({ courses_with_unreleased_marks: 2 });
    expect(await summary(other.headers, 'coordinator')).toEqual({ courses_with_unreleased_marks: 0 });
  });
});
