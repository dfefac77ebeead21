// Rows → the spec's wire names (docs/features.md, Courses).
import { COURSE_STATUS_TEXT, type CoordinatorCourse, type ParticipantCourse } from '@portal/contract';
import type { CoordinatorCourseRow, ParticipantCourseRow } from './courses.queries.ts';

const isRunning = (status: number) => status === 1;

export function toParticipantCourse(row: ParticipantCourseRow): ParticipantCourse {
  return {
    course_id: row.id,
    course_name: row.name,
    course_short_name: row.shortName,
    course_roll: row.roll,
    faculties: row.faculties,
    course_status: COURSE_STATUS_TEXT.participant[isRunning(row.status) ? 1 : 0],
    year: row.year,
  };
}

export function toCoordinatorCourse(row: CoordinatorCourseRow): CoordinatorCourse {
  return {
    id: row.id,
    course_name: row.name,
    course_short_name: row.shortName,
    faculties: row.faculties,
    course_status: COURSE_STATUS_TEXT.coordinator[isRunning(row.status) ? 1 : 0],
    year: row.year,
    total_participants: row.totalParticipants,
    batch: row.batch,
    intact_name: row.intakeName,
    session_name: row.sessionName,
  };
}
