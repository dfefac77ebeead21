// People and courses of the admin console (docs/decisions/012-admin-console.md, "People and courses"): the
// course select the other admin screens share, courses with their coordinators and enrolments, coordinator
// accounts and participants. Reads in people.queries.ts, answers shaped in people.presenters.ts, every change
// (in a transaction with its audit row) in people.service.ts.
import { adminPeople, PEOPLE_TEXT, USER_TYPE } from '@portal/contract';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { type AccountDeps, createAccount } from '../accounts/accounts.ts';
import { auditActor } from '../audit/audit-log.ts';
import { toCoordinator, toCourse, toCourseCoordinator, toEnrolment, toParticipant } from './people.presenters.ts';
import {
  coordinatorOptions,
  coordinatorPage,
  courseCoordinatorList,
  courseExists,
  courseOptions,
  coursePage,
  enrolmentPage,
  findCourse,
  participantPage,
  programOptions,
} from './people.queries.ts';
import {
  addCourseCoordinator,
  createCourse,
  removeCourse,
  removeCourseCoordinator,
  removeEnrolment,
  resendCoordinatorLink,
  saveCoordinator,
  saveCourse,
  setActive,
} from './people.service.ts';

const T = PEOPLE_TEXT;

export function peopleRoutes({ app, route, db, changes, jobs, config }: FeatureContext) {
  const accounts: AccountDeps = {
    db,
    jobs,
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
    return { ...toCourse(row), coordinators: coordinators.map(toCourseCoordinator) };
  });

  route(adminPeople.createCourse, async ({ user, body }) => ({
    success: T.courseCreated,
    id: await createCourse(db, auditActor(user), body),
  }));

  route(adminPeople.updateCourse, async ({ user, params, body }) => {
    await saveCourse(db, auditActor(user), params.id, body);
    return { success: T.courseSaved };
  });

  route(adminPeople.deleteCourse, async ({ user, params }) => {
    await removeCourse(db, auditActor(user), params.id);
    return { success: T.courseDeleted };
  });

  route(adminPeople.addCourseCoordinator, async ({ user, params, body }) => {
    await addCourseCoordinator(db, auditActor(user), params.id, body.coordinator_id);
    return { success: T.coordinatorAdded };
  });

  route(adminPeople.removeCourseCoordinator, async ({ user, params }) => {
    await removeCourseCoordinator(db, auditActor(user), params.id, params.coordinatorId);
    return { success: T.coordinatorRemoved };
  });

  // ---------------------------------------------------------------------------------------- enrolments

  route(adminPeople.enrolments, async ({ params, query }) => {
    if (!(await courseExists(db, params.id))) throw notFound(T.noCourse);
    const { rows, total } = await enrolmentPage(db, params.id, query.page ?? 1);
    return { total_data: total, data: rows.map(toEnrolment) };
  });

  route(adminPeople.removeEnrolment, async ({ user, params }) => {
    await removeEnrolment(db, auditActor(user), params.id, params.enrolmentId);
    return { success: T.enrolmentRemoved };
  });

  // -------------------------------------------------------------------------------------- coordinators

  route(adminPeople.coordinators, async ({ query }) => {
    const { rows, total } = await coordinatorPage(db, query.page ?? 1, query.q ?? '');
    return { total_data: total, data: rows.map(toCoordinator) };
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
    const success = created.mailed ? T.coordinatorCreated : T.coordinatorCreatedNoMail;
    return { success, id: created.id, mailed: created.mailed };
  });

  route(adminPeople.updateCoordinator, async ({ user, params, body }) => {
    await saveCoordinator(db, changes, auditActor(user), params.id, body);
    return { success: T.coordinatorSaved };
  });

  route(adminPeople.resendCoordinatorLink, async ({ user, params }) => {
    const sent = await resendCoordinatorLink(accounts, auditActor(user), params.id);
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
    return { total_data: total, data: rows.map(toParticipant) };
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
