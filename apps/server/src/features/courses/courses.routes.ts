// The course lists of both roles (docs/features.md, Courses). Each caller sees only their own courses: a participant
// those they attend, a coordinator those they coordinate.
import { coordinatorCourses, participantCourses } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toCoordinatorCourse, toParticipantCourse } from './courses.presenters.ts';
import { listCoordinatorCourses, listParticipantCourses } from './courses.queries.ts';

export function coursesRoutes({ route, db }: FeatureContext) {
  route(participantCourses.list, async ({ user, params }) => {
    const { rows, total } = await listParticipantCourses(db, user.id, params.page);
    return { total_data: total, courses: rows.map(toParticipantCourse) };
  });

  route(coordinatorCourses.list, async ({ user, params }) => {
    const { rows, total } = await listCoordinatorCourses(db, user, params.status, params.page);
    return { status: params.status, total_data: total, data: rows.map(toCoordinatorCourse) };
  });
}
