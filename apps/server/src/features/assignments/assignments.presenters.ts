// Rows → the spec's wire names (docs/features.md, Assignments).
import type { CoordinatorAssignment, ParticipantAssignment, SubmitDetail } from '@portal/contract';
import type { CoordinatorAssignmentRow, ParticipantAssignmentRow, SubmitDetailRow } from './assignments.queries.ts';

/** A submission made after the last date's midnight (in the 24 hours of grace). */
export const isInGrace = (submittedAt: Date | null, graceFrom: Date) =>
  submittedAt !== null && submittedAt.getTime() >= graceFrom.getTime();

export function toParticipantAssignment(row: ParticipantAssignmentRow, at: Date): ParticipantAssignment {
  return {
    assignment_id: row.id,
    title: row.title,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    faculty_name: row.facultyName,
    content_mime: row.fileExtension,
    content_file: row.fileName,
    created_at: row.createdAt.toISOString(),
    last_submit_date: row.lastSubmitDate,
    grace_from: row.graceFrom.toISOString(),
    deadline: row.deadline.toISOString(),
    is_open: at.getTime() < row.deadline.getTime(),
    assignment_mime: row.submittedExtension,
    assignment_file: row.submittedName,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    submitted_in_grace: isInGrace(row.submittedAt, row.graceFrom),
  };
}

export function toCoordinatorAssignment(row: CoordinatorAssignmentRow): CoordinatorAssignment {
  return {
    assignment_id: row.id,
    title: row.title,
    course_id: row.courseId,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    content_mime: row.fileExtension,
    content_file: row.fileName,
    total_send: row.totalSend,
    total_submit: row.totalSubmit,
    submit_date: row.lastSubmitDate,
    deadline: row.deadline.toISOString(),
    faculty_name: row.facultyName,
    created_at: row.createdAt.toISOString(),
    is_my_assignment: row.isMine ? 'Yes' : 'No',
  };
}

export function toSubmitDetail(row: SubmitDetailRow, graceFrom: Date): SubmitDetail {
  return {
    submit_id: row.submitId,
    participant_id: row.participantId,
    participant_name: row.participantName,
    course_wise_id: row.courseRoll,
    is_viewed: row.viewCount > 0,
    view_count: row.viewCount,
    is_submit: row.submitId !== null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    content_mime: row.fileExtension,
    file_name: row.fileName,
    late_grace: isInGrace(row.submittedAt, graceFrom),
    versions: row.versions,
    marks: row.marks === null ? null : Number(row.marks),
    absent: row.isAbsent ?? false,
    feedback: row.feedback,
    mark_revision: row.markRevision,
  };
}
