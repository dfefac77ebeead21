// The changes of the people and courses screens: each runs in one transaction with its audit row, and answers the
// refusal as an HttpError (404 for a missing row, 409 for a taken name or a course still in use). A deactivated
// account cannot sign in and its sessions end at once.
import { type AdminCoordinatorBody, type AdminCourseBody, PEOPLE_TEXT, USER_TYPE } from '@portal/contract';
import { endUserSessions, userChanged } from '#server/core/auth/sessions.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import { type AccountDeps, accountSnapshot, sendSetupLink } from '../accounts/accounts.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { courseSnapshot } from './people.presenters.ts';
import {
  coordinatorOccupation,
  courseDependents,
  courseForUpdate,
  courseShortNameTaken,
  courseValues,
  deleteCourse,
  deleteCourseCoordinator,
  deleteEnrolment,
  emailTaken,
  insertCourse,
  insertCourseCoordinator,
  lockAccount,
  programExists,
  saveCoordinatorOccupation,
  setAccountActive,
  updateCoordinatorAccount,
  updateCourse,
} from './people.queries.ts';

const T = PEOPLE_TEXT;
const SHORT_NAME_INDEX = 'courses_short_name_lower_uq';
const EMAIL_INDEX = 'users_email_uq';

/** A taken short name (in any case) is a 409, also when a concurrent creation wins the race. */
async function withShortNameCheck<R>(change: () => Promise<R>): Promise<R> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, SHORT_NAME_INDEX)) throw conflict(T.shortNameTaken);
    throw error;
  }
}

async function assertShortNameFree(tx: Tx, shortName: string, exceptId?: number) {
  if (await courseShortNameTaken(tx, shortName, exceptId)) throw conflict(T.shortNameTaken);
}

async function assertProgram(tx: Tx, programId: number | null) {
  if (programId === null) return;
  if (!(await programExists(tx, programId))) throw notFound(T.noProgram);
}

async function lockCourse(tx: Tx, id: number) {
  const row = await courseForUpdate(tx, id);
  if (!row) throw notFound(T.noCourse);
  return row;
}

/** Creates a course; answers its id. */
export function createCourse(db: Db, actor: AuditActor, body: AdminCourseBody): Promise<number> {
  return withShortNameCheck(() =>
    db.transaction(async (tx) => {
      await assertProgram(tx, body.program_id);
      await assertShortNameFree(tx, body.short_name);
      const values = courseValues(body);
      const id = await insertCourse(tx, values);
      if (id === undefined) throw new Error('The course was not created');
      await recordAudit(tx, actor, { action: 'create', entity: 'course', entityId: id, after: courseSnapshot(values) });
      return id;
    }),
  );
}

export async function saveCourse(db: Db, actor: AuditActor, id: number, body: AdminCourseBody): Promise<void> {
  await withShortNameCheck(() =>
    db.transaction(async (tx) => {
      const before = await lockCourse(tx, id);
      await assertProgram(tx, body.program_id);
      await assertShortNameFree(tx, body.short_name, id);
      const values = courseValues(body);
      await updateCourse(tx, id, values);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'course',
        entityId: id,
        before: courseSnapshot(before),
        after: courseSnapshot(values),
      });
    }),
  );
}

/** Deletes a course that has no enrolment, forum post, assignment or content (409 otherwise). */
export async function removeCourse(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock also holds off a concurrent enrolment (its foreign key check needs a share lock).
    const before = await lockCourse(tx, id);
    const { enrolled, work } = await courseDependents(tx, id);
    if (enrolled > 0) throw conflict(T.courseHasEnrolments(enrolled));
    if (work) throw conflict(T.courseHasWork);
    await deleteCourse(tx, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'course', entityId: id, before: courseSnapshot(before) });
  });
}

/** Puts an active coordinator on a course (409 when inactive or already on it). */
export async function addCourseCoordinator(db: Db, actor: AuditActor, courseId: number, coordinatorId: number) {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const coordinator = await lockAccount(tx, coordinatorId, USER_TYPE.coordinator);
    if (!coordinator) throw notFound(T.noCoordinator);
    if (!coordinator.isActive) throw conflict(T.coordinatorInactive);
    if (!(await insertCourseCoordinator(tx, courseId, coordinatorId))) throw conflict(T.alreadyOnCourse);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'course_coordinator',
      entityId: `${courseId}:${coordinatorId}`,
      after: { course_id: courseId, coordinator_id: coordinatorId, email: coordinator.email },
    });
  });
}

export async function removeCourseCoordinator(db: Db, actor: AuditActor, courseId: number, coordinatorId: number) {
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    if (!(await deleteCourseCoordinator(tx, courseId, coordinatorId))) throw notFound(T.noCoordinator);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'course_coordinator',
      entityId: `${courseId}:${coordinatorId}`,
      before: { course_id: courseId, coordinator_id: coordinatorId },
    });
  });
}

export async function removeEnrolment(db: Db, actor: AuditActor, courseId: number, enrolmentId: number) {
  await db.transaction(async (tx) => {
    const removed = await deleteEnrolment(tx, courseId, enrolmentId);
    if (!removed) throw notFound(T.noEnrolment);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'enrolment',
      entityId: enrolmentId,
      before: { course_id: courseId, participant_id: removed.participantId, course_roll: removed.courseRoll },
    });
  });
}

/** Saves a coordinator's account and designation (409 when the new e-mail has an account). */
export async function saveCoordinator(
  db: Db,
  changes: ChangeFeed,
  actor: AuditActor,
  id: number,
  body: AdminCoordinatorBody,
): Promise<void> {
  const email = body.email.toLowerCase();
  try {
    await db.transaction(async (tx) => {
      const before = await lockAccount(tx, id, USER_TYPE.coordinator);
      if (!before) throw notFound(T.noCoordinator);
      if (email !== before.email && (await emailTaken(tx, email))) throw conflict(T.emailTaken);
      const occupation = await coordinatorOccupation(tx, id);
      const values = { email, firstName: body.first_name, lastName: body.last_name, mobileNo: body.mobile_no || null };
      await updateCoordinatorAccount(tx, id, values);
      await userChanged(tx, changes, id);
      await saveCoordinatorOccupation(tx, id, body.designation);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'coordinator',
        entityId: id,
        before: { ...accountSnapshot(before), occupation },
        after: { ...accountSnapshot({ ...before, ...values }), occupation: body.designation },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw conflict(T.emailTaken);
    throw error;
  }
}

/** Deactivates (ending every session at once) or activates an account of the given type; audited when it changes. */
export async function setActive(
  db: Db,
  changes: ChangeFeed,
  actor: AuditActor,
  change: { id: number; userType: number; active: boolean; entity: 'coordinator' | 'participant'; missing: string },
) {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, change.id, change.userType);
    if (!account) throw notFound(change.missing);
    if (account.isActive !== change.active) {
      await setAccountActive(tx, change.id, change.active);
      // An active coordinator shows on programme pages and has a public profile (the public site's cache).
      await changes.announce(tx, 'public');
      await recordAudit(tx, actor, {
        action: change.active ? 'activate' : 'deactivate',
        entity: change.entity,
        entityId: change.id,
        before: { email: account.email, is_active: account.isActive },
        after: { email: account.email, is_active: change.active },
      });
    }
    if (!change.active) await endUserSessions(tx, changes, change.id);
  });
  return { success: change.active ? T.activated : T.deactivated };
}

/** Mails an active coordinator a new link to choose a password, and audits it; answers whether it was mailed. */
export async function resendCoordinatorLink(accounts: AccountDeps, actor: AuditActor, id: number) {
  const account = await accounts.db.transaction((tx) => lockAccount(tx, id, USER_TYPE.coordinator));
  if (!account) throw notFound(T.noCoordinator);
  if (!account.isActive) throw conflict(T.coordinatorInactive);
  // The link (a token row) is issued and its mail queued first, in a transaction of their own.
  const sent = await sendSetupLink(accounts, id);
  await recordAudit(accounts.db, actor, {
    action: 'resend',
    entity: 'coordinator',
    entityId: id,
    after: { email: account.email, mailed: sent.mailed },
  });
  return sent;
}
