// A course's evaluation rules and releases, for any coordinator of the course (docs/features.md, Evaluations):
// thin handlers over the queries (reads) and the service (writes, each one transaction). Another course answers 404.
import { coordinatorEvaluations, EVALUATION_TEXT, UNRELEASE_HISTORY } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toEvaluationDetail } from './evaluations.presenters.ts';
import { componentRows, findEvaluationCourse, releaseRows } from './evaluations.queries.ts';
import {
  releaseComponent,
  releaseFinal,
  saveRules,
  unreleaseComponent,
  unreleaseFinal,
} from './evaluations.service.ts';

const T = EVALUATION_TEXT;

export function evaluationRoutes({ route, db, config, jobs }: FeatureContext) {
  const isNow = (at: Date) => at.getTime() <= now().getTime();

  route(coordinatorEvaluations.detail, async ({ user, params }) => {
    const course = await findEvaluationCourse(db, user, params.courseId);
    if (!course) throw notFound(T.courseNotFound);
    const components = await componentRows(db, course.id);
    const releases = await releaseRows(db, course.id, components.length + 1 + UNRELEASE_HISTORY);
    return toEvaluationDetail(course, components, releases, config.TZ_INSTITUTE, now());
  });

  route(coordinatorEvaluations.save, async ({ user, params, body }) => {
    await saveRules(db, user, params.courseId, body);
    return { success: T.saved };
  });

  route(coordinatorEvaluations.releaseComponent, async ({ user, params, body }) => {
    const at = await releaseComponent(db, jobs, user, params, body.effective_at);
    return { success: isNow(at) ? T.released : T.scheduled };
  });

  route(coordinatorEvaluations.unreleaseComponent, async ({ user, params, body }) => {
    await unreleaseComponent(db, user, params, body.reason);
    return { success: T.unreleased };
  });

  route(coordinatorEvaluations.releaseFinal, async ({ user, params, body }) => {
    const at = await releaseFinal(db, jobs, user, params.courseId, body.effective_at);
    return { success: isNow(at) ? T.finalReleased : T.finalScheduled };
  });

  route(coordinatorEvaluations.unreleaseFinal, async ({ user, params, body }) => {
    await unreleaseFinal(db, user, params.courseId, body.reason);
    return { success: T.finalUnreleased };
  });
}
