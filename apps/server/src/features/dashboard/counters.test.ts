// The counters kept by triggers (migration 0008): a course's participants, a send's viewers, an assignment's
// submissions. After every kind of write — single and multi-row inserts, upserts that insert or update, updates
// that move a row, deletes, and the cascades of a deleted user, content, assignment or course — each counter
// equals the count of its rows, for every row of the database.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '#server/core/db/client.ts';
import {
  assignmentSubmissions,
  assignments,
  contents,
  contentViews,
  courses,
  enrolments,
  users,
} from '#server/core/db/schema/index.ts';
import {
  makeAssignment,
  makeContent,
  makeCourse,
  makePerson,
  makeSubmission,
  type Person,
  viewContent,
} from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

/** Every counter that differs from the count of its rows (none when they are kept right). */
async function wrongCounters(db: Db = t.db): Promise<string[]> {
  const rows = await queryRows<{ what: string }>(
    db,
    sql`select 'course ' || c.id || ': ' || c.participant_count || ' kept, ' || n.real || ' enrolled' as what
        from courses c cross join lateral (select count(*)::int as real from enrolments e where e.course_id = c.id) n
        where c.participant_count <> n.real
      union all
      select 'send ' || s.content_id || '/' || s.course_id || ': ' || s.viewer_count || ' kept, ' || n.real || ' viewed'
        from content_sends s cross join lateral (select count(*)::int as real from content_views v
          where v.content_id = s.content_id and v.course_id = s.course_id and v.view_count > 0) n
        where s.viewer_count <> n.real
      union all
      select 'assignment ' || a.id || ': ' || a.submission_count || ' kept, ' || n.real || ' submitted'
        from assignments a cross join lateral (select count(*)::int as real from assignment_submissions s
          where s.assignment_id = a.id) n
        where a.submission_count <> n.real`,
  );
  return rows.map((row) => row.what);
}

async function counterOf(courseId: number) {
  const [row] = await t.db
    .select({ participants: courses.participantCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.participants;
}

describe('counters kept with the writes', () => {
  it('stay equal to their rows through inserts, upserts, moves, deletes and cascades', async () => {
    const coordinator = await makePerson(t.db, 'coordinator');
    const people: Person[] = [];
    for (let n = 0; n < 6; n += 1) people.push(await makePerson(t.db, 'participant'));
    const [ann, ben, cat, dan, eve, fay] = people as [Person, Person, Person, Person, Person, Person];
    const courseA = await makeCourse(t.db, { participants: [ann, ben, cat], coordinators: [coordinator] });
    const courseB = await makeCourse(t.db, { participants: [ann], coordinators: [coordinator] });
    expect(await counterOf(courseA.id)).toBe(3);
    expect(await wrongCounters()).toEqual([]);

    // One statement enrolling in two courses.
    await t.db.insert(enrolments).values([
      { courseId: courseA.id, participantId: dan.id, courseRoll: '900' },
      { courseId: courseB.id, participantId: dan.id, courseRoll: '900' },
      { courseId: courseB.id, participantId: eve.id, courseRoll: '901' },
    ]);
    expect([await counterOf(courseA.id), await counterOf(courseB.id)]).toEqual([4, 3]);

    // Views: the download's upsert (countContentView's statement: an insert, then an update of the same row), a
    // view row of count 0 (not a view), then raised to 2 (an update that makes it one).
    const contentId = await makeContent(t.db, { owner: coordinator, sentTo: [courseA.id, courseB.id] });
    const countView = (courseId: number) =>
      t.db
        .insert(contentViews)
        .values({ contentId, courseId, participantId: ann.id, viewCount: 1 })
        .onConflictDoUpdate({
          target: [contentViews.contentId, contentViews.courseId, contentViews.participantId],
          set: { viewCount: sql`${contentViews.viewCount} + 1` },
        });
    await countView(courseA.id);
    await countView(courseA.id);
    await countView(courseB.id);
    await viewContent(t.db, { contentId, courseId: courseA.id, participant: ben, count: 0 });
    expect(await wrongCounters()).toEqual([]);
    await t.db
      .update(contentViews)
      .set({ viewCount: 2 })
      .where(and(eq(contentViews.contentId, contentId), eq(contentViews.participantId, ben.id)));
    await viewContent(t.db, { contentId, courseId: courseA.id, participant: dan });
    expect(await wrongCounters()).toEqual([]);

    // Submissions: new ones, a re-upload (the upsert's update), and an assignment deleted with its submissions.
    const assignmentId = await makeAssignment(t.db, { courseId: courseA.id, createdBy: coordinator });
    const other = await makeAssignment(t.db, { courseId: courseA.id, createdBy: coordinator });
    await makeSubmission(t.db, assignmentId, ann);
    await makeSubmission(t.db, assignmentId, ben);
    await makeSubmission(t.db, other, cat);
    // The re-upload's upsert (recordSubmission's statement): an update of the same row.
    await t.db
      .insert(assignmentSubmissions)
      .values({
        assignmentId,
        participantId: ann.id,
        fileId: sql`(select file_id from assignments where id = ${assignmentId})`,
        submittedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [assignmentSubmissions.assignmentId, assignmentSubmissions.participantId],
        set: { submittedAt: new Date() },
      });
    const [kept] = await t.db
      .select({ submissions: assignments.submissionCount })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    expect(kept?.submissions).toBe(2);
    expect(await wrongCounters()).toEqual([]);

    // A move from one course to another, a plain delete, and a deleted participant (their enrolments, views and
    // submissions go by cascade).
    await t.db
      .update(enrolments)
      .set({ courseId: courseB.id })
      .where(and(eq(enrolments.courseId, courseA.id), eq(enrolments.participantId, cat.id)));
    await t.db.insert(enrolments).values({ courseId: courseA.id, participantId: fay.id, courseRoll: '902' });
    await t.db.delete(enrolments).where(and(eq(enrolments.courseId, courseB.id), eq(enrolments.participantId, eve.id)));
    await t.db.delete(users).where(eq(users.id, ann.id));
    expect([await counterOf(courseA.id), await counterOf(courseB.id)]).toEqual([3, 2]);
    expect(await wrongCounters()).toEqual([]);

    // A deleted assignment, content and course take their rows and counted rows with them.
    await t.db.delete(assignmentSubmissions).where(eq(assignmentSubmissions.assignmentId, other));
    await t.db.delete(contents).where(eq(contents.id, contentId));
    await t.db.delete(courses).where(eq(courses.id, courseB.id));
    expect(await wrongCounters()).toEqual([]);
    expect(await counterOf(courseA.id)).toBe(3);
  });

  it('the demo data set is counted as it is seeded', async () => {
    const demo = await buildTestApp();
    try {
      const [row] = await queryRows<{ participants: number }>(
        demo.db,
        sql`select coalesce(sum(participant_count), 0)::int as participants from courses`,
      );
      expect(row?.participants).toBeGreaterThan(0);
      expect(await wrongCounters(demo.db)).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
