// Rows of the people and courses screens → the answers' field names (contract admin-people.ts), and what the
// audit log keeps of a course.
import type {
  AdminCoordinator,
  AdminCourse,
  AdminCourseCoordinator,
  AdminEnrolment,
  AdminParticipant,
} from '@portal/contract';
import type { CourseRow, CourseValues, coordinatorPage, enrolmentPage, participantPage } from './people.queries.ts';

type RowOf<Page extends (...args: never[]) => Promise<{ rows: unknown[] }>> = Awaited<ReturnType<Page>>['rows'][number];

export const toCourse = (row: CourseRow & object): AdminCourse => ({
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

export const toCourseCoordinator = (person: {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
}): AdminCourseCoordinator => ({
  id: person.id,
  name: person.name,
  email: person.email,
  is_active: person.isActive,
});

export const toEnrolment = (row: RowOf<typeof enrolmentPage>): AdminEnrolment => ({
  id: row.id,
  participant_id: row.participantId,
  course_roll: row.courseRoll,
  name: row.name,
  email: row.email,
  is_active: row.isActive,
});

export const toCoordinator = (row: RowOf<typeof coordinatorPage>): AdminCoordinator => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  mobile_no: row.mobileNo,
  designation: row.designation,
  is_active: row.isActive,
  course_count: row.courseCount,
});

export const toParticipant = (row: RowOf<typeof participantPage>): AdminParticipant => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile_no: row.mobileNo,
  is_active: row.isActive,
  course_count: row.courseCount,
});

/** What the audit log keeps of a course. */
export const courseSnapshot = (row: Omit<CourseValues, 'status'> & { status: number }) => ({
  name: row.name,
  short_name: row.shortName,
  program_id: row.programId,
  intake_name: row.intakeName,
  batch: row.batch,
  session_name: row.sessionName,
  year: row.year,
  status: row.status,
});
