// People and courses of the admin console (docs/decisions/012-admin-console.md, "People and courses"): the
// course select the other admin screens share, courses with their coordinators and enrolments, coordinator
// accounts and participants. Every change runs in a transaction with its audit row; a deactivated account
// cannot sign in and its sessions end at once.
import {
  type AdminCourse,
  type AdminCourseBody,
  type AdminCourseCoordinator,
  adminPeople,
  PEOPLE_TEXT,
  USER_TYPE,
} from '@portal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { endUserSessions, userChanged } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  assignments,
  contentSends,
  coordinatorProfiles,
  courseCoordinators,
  courses,
  enrolments,
  forumPosts,
  programs,
  users,
} from '#server/core/db/schema/index.ts';
import { isUniqueViolation } from '#server/core/db/unique-violation.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { type AccountDeps, accountSnapshot, createAccount, sendSetupLink } from '../accounts/accounts.ts';
import { type AuditActor, auditActor, recordAudit } from '../audit/audit-log.ts';
import {
  type CourseRow,
  coordinatorOptions,
  coordinatorPage,
  courseCoordinatorList,
  courseOptions,
  coursePage,
  enrolmentPage,
  findCourse,
  lockAccount,
  participantPage,
  programOptions,
} from './people.queries.ts';

const T = PEOPLE_TEXT;
const SHORT_NAME_INDEX = 'courses_short_name_lower_uq';
const EMAIL_INDEX = 'users_email_uq';

const toCourse = (row: CourseRow & object): AdminCourse => ({
  id: row.id,
  name: row.name,
  short_name: row.shortName,
  program_id: row.programId,
  program_name: row.programName,
  intake_name: row.intakeName,
  batch: row.batch,
  session_name: row.sessionName,
  year: row.year,
  status: row.status === 0 ? 0 : 1,
  participant_count: row.participantCount,
  coordinator_count: row.coordinatorCount,
});

/** The stored values of a course body: empty texts are none. */
const courseValues = (body: AdminCourseBody) => ({
  name: body.name,
  shortName: body.short_name,
  programId: body.program_id,
  intakeName: body.intake_name || null,
  batch: body.batch,
  sessionName: body.session_name || null,
  year: body.year,
  status: body.status,
});

/** What the audit log keeps of a course. */
const courseSnapshot = (row: Omit<ReturnType<typeof courseValues>, 'status'> & { status: number }) => ({
  name: row.name,
  short_name: row.shortName,
  program_id: row.programId,
  intake_name: row.intakeName,
  batch: row.batch,
  session_name: row.sessionName,
  year: row.year,
  status: row.status,
});

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
  const [taken] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        sql`lower(${courses.shortName}) = lower(${shortName})`,
        exceptId === undefined ? undefined : ne(courses.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(T.shortNameTaken);
}

async function assertProgram(tx: Tx, programId: number | null) {
  if (programId === null) return;
  const [found] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
  if (!found) throw notFound(T.noProgram);
}

async function lockCourse(tx: Tx, id: number) {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw notFound(T.noCourse);
  return row;
}

/** Deactivates (ending every session at once) or activates an account of the given type; audited when it changes. */
async function setActive(
  db: Db,
  changes: ChangeFeed,
  actor: AuditActor,
  change: { id: number; userType: number; active: boolean; entity: 'coordinator' | 'participant'; missing: string },
) {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, change.id, change.userType);
    if (!account) throw notFound(change.missing);
    if (account.isActive !== change.active) {
      await tx.update(users).set({ isActive: change.active, updatedAt: now() }).where(eq(users.id, change.id));
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

export function peopleRoutes({ app, route, db, changes, mailer, config }: FeatureContext) {
  const accounts: AccountDeps = {
    db,
    mailer,
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TZ_INSTITUTE,
    log: app.log,
  };

  // ------------------------------------------------------------------------------------------ selects

  route(adminPeople.courseOptions, async ({ query }) => ({
    courses: await courseOptions(db, query.status === undefined ? undefined : Number(query.status)),
  }));

  route(adminPeople.programOptions, async () => ({ programs: await programOptions(db) }));

  route(adminPeople.coordinatorOptions, async () => ({ coordinators: await coordinatorOptions(db) }));

  // ------------------------------------------------------------------------------------------ courses

  route(adminPeople.courses, async ({ query }) => {
    const { rows, total } = await coursePage(db, {
      page: query.page ?? 1,
      search: query.q ?? '',
      ...(query.status === undefined ? {} : { status: Number(query.status) }),
    });
    return { total_data: total, data: rows.map(toCourse) };
  });

  route(adminPeople.course, async ({ params }) => {
    const [row, coordinators] = await Promise.all([findCourse(db, params.id), courseCoordinatorList(db, params.id)]);
    if (!row) throw notFound(T.noCourse);
    return {
      ...toCourse(row),
      coordinators: coordinators.map(
        (person): AdminCourseCoordinator => ({
          id: person.id,
          name: person.name,
          email: person.email,
          is_active: person.isActive,
        }),
      ),
    };
  });

  route(adminPeople.createCourse, async ({ user, body }) => {
    const id = await withShortNameCheck(() =>
      db.transaction(async (tx) => {
        await assertProgram(tx, body.program_id);
        await assertShortNameFree(tx, body.short_name);
        const values = courseValues(body);
        const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
        if (!row) throw new Error('The course was not created');
        await recordAudit(tx, auditActor(user), {
          action: 'create',
          entity: 'course',
          entityId: row.id,
          after: courseSnapshot(values),
        });
        return row.id;
      }),
    );
    return { success: T.courseCreated, id };
  });

  route(adminPeople.updateCourse, async ({ user, params, body }) => {
    await withShortNameCheck(() =>
      db.transaction(async (tx) => {
        const before = await lockCourse(tx, params.id);
        await assertProgram(tx, body.program_id);
        await assertShortNameFree(tx, body.short_name, params.id);
        const values = courseValues(body);
        await tx.update(courses).set(values).where(eq(courses.id, params.id));
        await recordAudit(tx, auditActor(user), {
          action: 'update',
          entity: 'course',
          entityId: params.id,
          before: courseSnapshot(before),
          after: courseSnapshot(values),
        });
      }),
    );
    return { success: T.courseSaved };
  });

  route(adminPeople.deleteCourse, async ({ user, params }) => {
    await db.transaction(async (tx) => {
      // The row lock also holds off a concurrent enrolment (its foreign key check needs a share lock).
      const before = await lockCourse(tx, params.id);
      const [counts] = await tx
        .select({
          enrolled: scalarSubquery<number>(
            sql`select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id}`,
          ),
          work: sql<boolean>`(${sql`
            exists (select 1 from ${forumPosts} where ${forumPosts.courseId} = ${courses.id})
            or exists (select 1 from ${assignments} where ${assignments.courseId} = ${courses.id})
            or exists (select 1 from ${contentSends} where ${contentSends.courseId} = ${courses.id})`})`,
        })
        .from(courses)
        .where(eq(courses.id, params.id));
      const enrolled = counts?.enrolled ?? 0;
      if (enrolled > 0) throw conflict(T.courseHasEnrolments(enrolled));
      if (counts?.work) throw conflict(T.courseHasWork);
      await tx.delete(courses).where(eq(courses.id, params.id));
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'course',
        entityId: params.id,
        before: courseSnapshot(before),
      });
    });
    return { success: T.courseDeleted };
  });

  route(adminPeople.addCourseCoordinator, async ({ user, params, body }) => {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const coordinator = await lockAccount(tx, body.coordinator_id, USER_TYPE.coordinator);
      if (!coordinator) throw notFound(T.noCoordinator);
      if (!coordinator.isActive) throw conflict(T.coordinatorInactive);
      const [added] = await tx
        .insert(courseCoordinators)
        .values({ courseId: params.id, coordinatorId: body.coordinator_id })
        .onConflictDoNothing()
        .returning({ courseId: courseCoordinators.courseId });
      if (!added) throw conflict(T.alreadyOnCourse);
      await recordAudit(tx, auditActor(user), {
        action: 'create',
        entity: 'course_coordinator',
        entityId: `${params.id}:${body.coordinator_id}`,
        after: { course_id: params.id, coordinator_id: body.coordinator_id, email: coordinator.email },
      });
    });
    return { success: T.coordinatorAdded };
  });

  route(adminPeople.removeCourseCoordinator, async ({ user, params }) => {
    await db.transaction(async (tx) => {
      await lockCourse(tx, params.id);
      const [removed] = await tx
        .delete(courseCoordinators)
        .where(
          and(eq(courseCoordinators.courseId, params.id), eq(courseCoordinators.coordinatorId, params.coordinatorId)),
        )
        .returning({ coordinatorId: courseCoordinators.coordinatorId });
      if (!removed) throw notFound(T.noCoordinator);
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'course_coordinator',
        entityId: `${params.id}:${params.coordinatorId}`,
        before: { course_id: params.id, coordinator_id: params.coordinatorId },
      });
    });
    return { success: T.coordinatorRemoved };
  });

  // ---------------------------------------------------------------------------------------- enrolments

  route(adminPeople.enrolments, async ({ params, query }) => {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, params.id)).limit(1);
    if (!course) throw notFound(T.noCourse);
    const { rows, total } = await enrolmentPage(db, params.id, query.page ?? 1);
    return {
      total_data: total,
      data: rows.map((row) => ({
        id: row.id,
        participant_id: row.participantId,
        course_roll: row.courseRoll,
        name: row.name,
        email: row.email,
        is_active: row.isActive,
      })),
    };
  });

  route(adminPeople.removeEnrolment, async ({ user, params }) => {
    await db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(enrolments)
        .where(and(eq(enrolments.id, params.enrolmentId), eq(enrolments.courseId, params.id)))
        .returning({ participantId: enrolments.participantId, courseRoll: enrolments.courseRoll });
      if (!removed) throw notFound(T.noEnrolment);
      await recordAudit(tx, auditActor(user), {
        action: 'delete',
        entity: 'enrolment',
        entityId: params.enrolmentId,
        before: { course_id: params.id, participant_id: removed.participantId, course_roll: removed.courseRoll },
      });
    });
    return { success: T.enrolmentRemoved };
  });

  // -------------------------------------------------------------------------------------- coordinators

  route(adminPeople.coordinators, async ({ query }) => {
    const { rows, total } = await coordinatorPage(db, query.page ?? 1, query.q ?? '');
    return {
      total_data: total,
      data: rows.map((row) => ({
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        email: row.email,
        mobile_no: row.mobileNo,
        designation: row.designation,
        is_active: row.isActive,
        course_count: row.courseCount,
      })),
    };
  });

  route(adminPeople.createCoordinator, async ({ user, body }) => {
    const created = await createAccount(accounts, auditActor(user), {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      userType: USER_TYPE.coordinator,
      mobileNo: body.mobile_no || null,
      occupation: body.designation,
    });
    return {
      success: created.mailed ? T.coordinatorCreated : T.coordinatorCreatedNoMail,
      id: created.id,
      mailed: created.mailed,
    };
  });

  route(adminPeople.updateCoordinator, async ({ user, params, body }) => {
    const email = body.email.toLowerCase();
    try {
      await db.transaction(async (tx) => {
        const before = await lockAccount(tx, params.id, USER_TYPE.coordinator);
        if (!before) throw notFound(T.noCoordinator);
        if (email !== before.email) {
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
          if (taken) throw conflict(T.emailTaken);
        }
        const [profile] = await tx
          .select({ occupation: coordinatorProfiles.occupation })
          .from(coordinatorProfiles)
          .where(eq(coordinatorProfiles.userId, params.id));
        const values = {
          email,
          firstName: body.first_name,
          lastName: body.last_name,
          mobileNo: body.mobile_no || null,
        };
        await tx
          .update(users)
          .set({ ...values, updatedAt: now() })
          .where(eq(users.id, params.id));
        await userChanged(tx, changes, params.id);
        await tx
          .insert(coordinatorProfiles)
          .values({ userId: params.id, occupation: body.designation })
          .onConflictDoUpdate({ target: coordinatorProfiles.userId, set: { occupation: body.designation } });
        await recordAudit(tx, auditActor(user), {
          action: 'update',
          entity: 'coordinator',
          entityId: params.id,
          before: { ...accountSnapshot(before), occupation: profile?.occupation ?? null },
          after: { ...accountSnapshot({ ...before, ...values }), occupation: body.designation },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_INDEX)) throw conflict(T.emailTaken);
      throw error;
    }
    return { success: T.coordinatorSaved };
  });

  route(adminPeople.resendCoordinatorLink, async ({ user, params }) => {
    const account = await db.transaction((tx) => lockAccount(tx, params.id, USER_TYPE.coordinator));
    if (!account) throw notFound(T.noCoordinator);
    if (!account.isActive) throw conflict(T.coordinatorInactive);
    // The link (a token row) is issued and mailed first: a mail must not wait on an open transaction.
    const sent = await sendSetupLink(accounts, params.id);
    await recordAudit(db, auditActor(user), {
      action: 'resend',
      entity: 'coordinator',
      entityId: params.id,
      after: { email: account.email, mailed: sent.mailed },
    });
    return { success: sent.mailed ? T.linkSent : T.linkNotSent, mailed: sent.mailed };
  });

  route(adminPeople.setCoordinatorActive, ({ user, params, body }) =>
    setActive(db, changes, auditActor(user), {
      id: params.id,
      userType: USER_TYPE.coordinator,
      active: body.active,
      entity: 'coordinator',
      missing: T.noCoordinator,
    }),
  );

  // -------------------------------------------------------------------------------------- participants

  route(adminPeople.participants, async ({ query }) => {
    const { rows, total } = await participantPage(db, query.page ?? 1, query.q ?? '');
    return {
      total_data: total,
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        mobile_no: row.mobileNo,
        is_active: row.isActive,
        course_count: row.courseCount,
      })),
    };
  });

  route(adminPeople.setParticipantActive, ({ user, params, body }) =>
    setActive(db, changes, auditActor(user), {
      id: params.id,
      userType: USER_TYPE.participant,
      active: body.active,
      entity: 'participant',
      missing: T.noParticipant,
    }),
  );
}
