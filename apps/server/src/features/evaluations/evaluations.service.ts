// The writes of a course's evaluation, each one transaction that first locks the course (its rule edits and
// releases take turns) and refuses before it changes anything (docs/decisions/021-results.md, "Rules and releases").
import { EVALUATION_MESSAGES, EVALUATION_TEXT, type EvaluationRulesBody, weightHundredths } from '@portal/contract';
import type { SessionUser } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { badRequest, conflict, notFound } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
// The results foundation (one grading, one way to read a course's rules), shared by every evaluations feature.
import { findMemberComponent, loadCourseRules } from '../results/course-rules.ts';
import { computeResult, freezeRules, type MarkValue } from '../results/grading.ts';
import { courseIsFrozen } from '../results/marks-writer.ts';
import {
  componentReleaseTimes,
  courseAssignmentIds,
  courseMarks,
  enrolledParticipantIds,
  insertFinalResults,
  insertRelease,
  liveRelease,
  lockMemberCourse,
  storedComponents,
  withdrawRelease,
  writeRules,
} from './evaluations.queries.ts';

const T = EVALUATION_TEXT;

async function lockCourse(tx: Tx, user: SessionUser, courseId: number) {
  if (!(await lockMemberCourse(tx, user, courseId))) throw notFound(T.courseNotFound);
}

/** When a release takes effect: now, or the chosen quarter hour, which must be to come. */
function effectiveTime(effectiveAt: string | null | undefined): Date {
  const at = now();
  if (effectiveAt === undefined || effectiveAt === null) return at;
  const chosen = new Date(effectiveAt);
  if (chosen.getTime() <= at.getTime()) throw badRequest(T.pastRelease);
  return chosen;
}

/**
 * Queues the "results released" notifications of release `releaseId` in the release's transaction: at once, or at
 * its scheduled time (the fan-out then finds nobody if the release was withdrawn meanwhile).
 */
function queueReleased(jobs: JobQueue, tx: Tx, releaseId: number, at: Date) {
  const options = at.getTime() > now().getTime() ? { startAfter: at } : {};
  return queueNotifications(jobs, tx, 'results-released', [releaseId], options);
}

/** Saves the whole rule set; refuses (nothing changed) while frozen, or what would lose marks or releases. */
export function saveRules(db: Db, user: SessionUser, courseId: number, body: EvaluationRulesBody) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, user, courseId);
    if (await courseIsFrozen(tx, courseId)) throw conflict(T.frozen);
    const stored = new Map((await storedComponents(tx, courseId)).map((row) => [row.id, row]));
    const keptIds = body.components.flatMap((component) => (component.id === undefined ? [] : [component.id]));
    if (new Set(keptIds).size !== keptIds.length || keptIds.some((id) => !stored.has(id))) {
      throw badRequest(T.unknownComponent);
    }
    const kept = new Set(keptIds);
    for (const row of stored.values()) {
      if (!kept.has(row.id) && (row.hasMarks || row.hasRelease)) {
        throw conflict(T.componentInUse(row.name), { code: 'componentInUse', values: { name: row.name } });
      }
    }
    for (const component of body.components) {
      const highest = component.id === undefined ? null : stored.get(component.id)?.highestMark;
      if (highest !== null && highest !== undefined && Number(highest) > component.max_marks) {
        throw conflict(T.maxBelowMark(component.name), { code: 'maxBelowMark', values: { name: component.name } });
      }
    }
    const tied = body.components.flatMap((c) => (c.assignment_id === null ? [] : [c.assignment_id]));
    const ownAssignments = await courseAssignmentIds(tx, courseId, tied);
    if (tied.some((id) => !ownAssignments.has(id))) throw badRequest(T.unknownAssignment);
    await writeRules(tx, {
      courseId,
      actorId: user.id,
      passMark: body.pass_mark.toFixed(2),
      removed: [...stored.keys()].filter((id) => !kept.has(id)),
      components: body.components.map((component, position) => ({
        id: component.id,
        name: component.name,
        maxMarks: component.max_marks.toFixed(2),
        weight: component.weight.toFixed(2),
        minMarks: component.min_marks === null ? null : component.min_marks.toFixed(2),
        assignmentId: component.assignment_id,
        position,
      })),
    });
  });
}

/** Releases a component's marks now or at a quarter hour to come. */
export function releaseComponent(
  db: Db,
  jobs: JobQueue,
  user: SessionUser,
  ids: { courseId: number; componentId: number },
  effectiveAt: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, user, ids.courseId);
    if (!(await findMemberComponent(tx, user, ids.courseId, ids.componentId))) throw notFound(T.componentNotFound);
    if (await liveRelease(tx, ids.courseId, ids.componentId)) throw conflict(T.alreadyReleased);
    const at = effectiveTime(effectiveAt);
    const releaseId = await insertRelease(tx, { ...ids, effectiveAt: at, releasedById: user.id });
    await queueReleased(jobs, tx, releaseId, at);
    return at;
  });
}

/** Withdraws a component's release (its marks are Draft again); refused while the final result stands. */
export function unreleaseComponent(
  db: Db,
  user: SessionUser,
  ids: { courseId: number; componentId: number },
  reason: string,
) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, user, ids.courseId);
    if (!(await findMemberComponent(tx, user, ids.courseId, ids.componentId))) throw notFound(T.componentNotFound);
    if (await courseIsFrozen(tx, ids.courseId)) throw conflict(T.frozen);
    const release = await liveRelease(tx, ids.courseId, ids.componentId);
    if (!release) throw conflict(T.notReleased);
    await withdrawRelease(tx, release.id, user.id, reason);
  });
}

/**
 * Releases the course's final result: needs rules whose weights add up to 100 and every component released by
 * then; keeps the rules it was made under and fixes every enrolled participant's total and status, from all their
 * marks (every component is released by the time it takes effect, and marks cannot change while it stands).
 */
export function releaseFinal(
  db: Db,
  jobs: JobQueue,
  user: SessionUser,
  courseId: number,
  effectiveAt: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, user, courseId);
    if (await liveRelease(tx, courseId, null)) throw conflict(T.finalAlreadyReleased);
    const rules = await loadCourseRules(tx, courseId);
    if (!rules || rules.components.length === 0) throw conflict(T.finalNeedsRules);
    if (weightHundredths(rules.components.map((c) => c.weight)) !== 10_000) {
      throw conflict(EVALUATION_MESSAGES.weightsSum);
    }
    const at = effectiveTime(effectiveAt);
    const notReady = (await componentReleaseTimes(tx, courseId)).filter(
      (component) => component.effectiveAt === null || component.effectiveAt.getTime() > at.getTime(),
    );
    if (notReady.length > 0) {
      const names = notReady.map((component) => component.name);
      throw conflict(`${T.finalNeedsComponents}${names.join(', ')}.`, {
        code: 'finalNeedsComponents',
        values: { names },
      });
    }
    const releaseId = await insertRelease(tx, {
      courseId,
      componentId: null,
      effectiveAt: at,
      releasedById: user.id,
      frozenRules: freezeRules(rules),
    });
    const byParticipant = new Map<number, Map<number, MarkValue>>();
    for (const mark of await courseMarks(tx, courseId)) {
      const own = byParticipant.get(mark.participantId) ?? new Map<number, MarkValue>();
      own.set(mark.componentId, { marks: mark.marks === null ? null : Number(mark.marks), absent: mark.isAbsent });
      byParticipant.set(mark.participantId, own);
    }
    const participants = await enrolledParticipantIds(tx, courseId);
    await insertFinalResults(
      tx,
      participants.map((participantId) => {
        const result = computeResult(rules, byParticipant.get(participantId) ?? new Map());
        return {
          releaseId,
          courseId,
          participantId,
          total: result.total === null ? null : result.total.toFixed(2),
          status: result.status,
        };
      }),
    );
    await queueReleased(jobs, tx, releaseId, at);
    return at;
  });
}

/** Withdraws the final result: its rows stay (with the rules it froze), no longer shown; the rules thaw. */
export function unreleaseFinal(db: Db, user: SessionUser, courseId: number, reason: string) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, user, courseId);
    const release = await liveRelease(tx, courseId, null);
    if (!release) throw conflict(T.finalNotReleased);
    await withdrawRelease(tx, release.id, user.id, reason);
  });
}
