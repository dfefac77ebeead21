// The participant dashboard's "Due soon" (docs/decisions/026-deadlines-and-calendar.md): not submitted, last date today
// or within the next 6 days in the institute's zone, soonest first, at most DUE_SOON_MAX with the total; the
// dashboard's kept answer is dropped by a submission, so the submitted assignment leaves the list at once.
import { DUE_SOON_MAX } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAssignment, makeCourse, makePerson, makeSubmission } from '#server/testing/factories.ts';
import { multipart, tinyPdf } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The clock is set to a day of its own: sessions must outlive that.
  t = await buildTestApp({ seed: false, env: { SESSION_IDLE: '90d', SESSION_MAX: '90d' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const { call, sendForm } = requester(() => t.app);
const DASHBOARD = '/api/participant/user/dashboard_details';

/** 12:00 on 1 December 2026 in Dhaka (the default TZ_INSTITUTE, UTC+6). */
function setNoonFirstDecember() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T06:00:00Z'));
}

const pdf = tinyPdf('due soon');

describe('Due soon', () => {
  it('lists the unsubmitted assignments of the next 7 days and those in grace, soonest first, and nothing else', async () => {
    expect(t.config.TZ_INSTITUTE).toBe('Asia/Dhaka');
    const [alice, carol, coord, coordB] = await Promise.all([
      makePerson(t.db, 'participant'),
      makePerson(t.db, 'participant'),
      makePerson(t.db, 'coordinator'),
      makePerson(t.db, 'coordinator'),
    ]);
    const course = await makeCourse(t.db, { participants: [alice], coordinators: [coord] });
    const other = await makeCourse(t.db, { participants: [carol], coordinators: [coordB] });
    const make = (lastSubmitDate: string, title: string, courseId = course.id, createdBy = coord) =>
      makeAssignment(t.db, { courseId, createdBy, lastSubmitDate, title });
    const lastDay = await make('2026-12-07', 'Last day of the window');
    const inGrace = await make('2026-12-01', 'In grace today');
    await make('2026-12-08', 'Eight days away');
    await make('2026-11-30', 'Deadline passed');
    const submitted = await make('2026-12-03', 'Already submitted');
    await makeSubmission(t.db, submitted, alice);
    await make('2026-12-02', 'Another course canary', other.id, coordB);
    const middle = await make('2026-12-04', 'In the middle');

    setNoonFirstDecember();
    const answer = await call(alice, 'GET', DASHBOARD);
    expect(answer.status).toBe(200);
    expect(answer.body.due_soon.total).toBe(3);
    expect(answer.body.due_soon.time_zone).toBe('Asia/Dhaka');
    expect(answer.body.due_soon.assignments).toEqual([
      {
        assignment_id: inGrace,
        title: 'In grace today',
        course_name: course.name,
        course_short_name: course.shortName,
        last_submit_date: '2026-12-01',
        grace_from: '2026-11-30T18:00:00.000Z',
        deadline: '2026-12-01T18:00:00.000Z',
      },
      expect.objectContaining({ assignment_id: middle, last_submit_date: '2026-12-04' }),
      expect.objectContaining({ assignment_id: lastDay, last_submit_date: '2026-12-07' }),
    ]);

    // A submission (a write: every kept answer is dropped) takes it off the list at once.
    const upload = await sendForm(
      alice,
      'POST',
      `/api/participant/assignments/upload/${middle}`,
      multipart([{ name: 'assignment_file', filename: 'answer.pdf', value: pdf, contentType: 'application/pdf' }]),
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const after = await call(alice, 'GET', DASHBOARD);
    expect(after.body.due_soon.total).toBe(2);
    expect(after.body.due_soon.assignments.map((row: { assignment_id: number }) => row.assignment_id)).toEqual([
      inGrace,
      lastDay,
    ]);

    // Carol sees her own course's only.
    const carols = await call(carol, 'GET', DASHBOARD);
    expect(carols.body.due_soon.assignments.map((row: { title: string }) => row.title)).toEqual([
      'Another course canary',
    ]);
  });

  it(`shows at most ${DUE_SOON_MAX} and counts them all`, async () => {
    const [bob, coord] = await Promise.all([makePerson(t.db, 'participant'), makePerson(t.db, 'coordinator')]);
    const course = await makeCourse(t.db, { participants: [bob], coordinators: [coord] });
    for (let index = 0; index < DUE_SOON_MAX + 2; index += 1) {
      await makeAssignment(t.db, { courseId: course.id, createdBy: coord, lastSubmitDate: '2026-12-05' });
    }
    setNoonFirstDecember();
    const answer = await call(bob, 'GET', DASHBOARD);
    expect(answer.body.due_soon.total).toBe(DUE_SOON_MAX + 2);
    expect(answer.body.due_soon.assignments).toHaveLength(DUE_SOON_MAX);
  });

  it('is empty for a participant without a course', async () => {
    const dora = await makePerson(t.db, 'participant');
    const answer = await call(dora, 'GET', DASHBOARD);
    expect(answer.body.due_soon).toEqual({ total: 0, time_zone: 'Asia/Dhaka', assignments: [] });
  });
});
