// Marks typed by a coordinator (docs/features.md, Evaluations): a component's page of participants with their marks,
// the save of a page, and the mark beside a submission on the submit details screen. The component is found through
// the caller's courses (another course's is as unknown as a missing one: 404); the writes are in marks.service.ts.
import { coordinatorMarks, MARKS_TEXT } from '@portal/contract';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { findMemberComponent } from '#server/features/results/index.ts';
import { componentMarksPage, findTiedComponent } from './marks.queries.ts';
import { saveSubmissionMark, saveTypedMarks } from './marks.service.ts';

const ASSIGNMENT_NOT_FOUND = 'Assignment not found';

export function marksRoutes({ route, db }: FeatureContext) {
  route(coordinatorMarks.page, async ({ user, params }) => {
    const component = await findMemberComponent(db, user, params.courseId, params.componentId);
    if (!component) throw notFound(MARKS_TEXT.componentNotFound);
    const { rows, total } = await componentMarksPage(db, component.courseId, component.id, params.page);
    return {
      total_data: total,
      marks: rows.map((row) => ({
        participant_id: row.participantId,
        course_wise_id: row.courseRoll,
        participant_name: row.name,
        organization: row.organization,
        marks: row.marks === null ? null : Number(row.marks),
        absent: row.isAbsent ?? false,
        feedback: row.feedback,
        revision: row.revision,
      })),
    };
  });

  route(coordinatorMarks.save, async ({ user, params, body }) => {
    const component = await findMemberComponent(db, user, params.courseId, params.componentId);
    if (!component) throw notFound(MARKS_TEXT.componentNotFound);
    const saved = await saveTypedMarks(db, { component, actorId: user.id, rows: body.marks });
    return { success: MARKS_TEXT.saved, saved, unchanged: body.marks.length - saved };
  });

  route(coordinatorMarks.submissionMark, async ({ user, params, body }) => {
    const tied = await findTiedComponent(db, user, params.id);
    if (!tied) throw notFound(ASSIGNMENT_NOT_FOUND);
    if (!tied.component) throw notFound(MARKS_TEXT.notTied);
    const revision = await saveSubmissionMark(db, {
      component: { id: tied.component.id, courseId: tied.courseId, maxMarks: tied.component.maxMarks },
      actorId: user.id,
      participantId: params.participantId,
      mark: body,
    });
    return { success: MARKS_TEXT.markSaved, revision };
  });
}
