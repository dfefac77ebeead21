// Rows of the assignment lists for component tests, with the contract's shapes.
import type { CoordinatorAssignment, ParticipantAssignment, SubmitDetail } from '@portal/contract';

const HOUR = 3600 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** An open assignment without a submission, its last date a week away. */
export function participantRow(overrides: Partial<ParticipantAssignment> = {}): ParticipantAssignment {
  return {
    assignment_id: 7,
    title: 'KYC Profile Review',
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    faculty_name: 'Ayesha Siddiqua',
    content_mime: 'docx',
    content_file: 'Assignment-2-KYC-Profile-Review.docx',
    created_at: '2026-03-02T09:30:00.000Z',
    last_submit_date: '2026-03-20',
    grace_from: iso(7 * 24 * HOUR),
    deadline: iso(8 * 24 * HOUR),
    is_open: true,
    assignment_mime: null,
    assignment_file: null,
    submitted_at: null,
    submitted_in_grace: false,
    ...overrides,
  };
}

/** Now is within the 24 hours of grace, 5 hours and a half before the deadline. */
export const IN_GRACE = { grace_from: iso(-18.5 * HOUR), deadline: iso(5.5 * HOUR), is_open: true };
/** The deadline has passed. */
export const CLOSED = { grace_from: iso(-48 * HOUR), deadline: iso(-24 * HOUR), is_open: false };

export function participantList(assignments: ParticipantAssignment[], total = assignments.length) {
  return { status: 200, body: { total_data: total, assignments } };
}

export function coordinatorRow(overrides: Partial<CoordinatorAssignment> = {}): CoordinatorAssignment {
  return {
    assignment_id: 11,
    title: 'Suspicious Transaction Case Analysis',
    course_id: 4,
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    content_mime: 'pdf',
    content_file: 'Assignment-1-STR-Case.pdf',
    total_send: 12,
    total_submit: 5,
    submit_date: '2026-03-20',
    deadline: '2026-03-20T18:00:00.000Z',
    faculty_name: 'Ayesha Siddiqua',
    created_at: '2026-03-01T04:00:00.000Z',
    is_my_assignment: 'Yes',
    ...overrides,
  };
}

export function coordinatorList(assignments: CoordinatorAssignment[], total = assignments.length) {
  return { status: 200, body: { total_data: total, assignments } };
}

export function submitDetail(overrides: Partial<SubmitDetail> = {}): SubmitDetail {
  return {
    submit_id: 31,
    participant_id: 101,
    participant_name: 'Sabbir Hossain',
    course_wise_id: 'CEAML-26-001',
    is_viewed: true,
    view_count: 2,
    is_submit: true,
    submitted_at: '2026-03-19T10:00:00.000Z',
    content_mime: 'pdf',
    file_name: 'Sabbir-Hossain-KYC.pdf',
    late_grace: false,
    versions: 1,
    marks: null,
    absent: false,
    feedback: null,
    mark_revision: null,
    ...overrides,
  };
}

export const COURSES = {
  status: 200,
  body: {
    courses: [
      { value: 4, label: 'Certified Expert in Anti-Money Laundering' },
      { value: 9, label: 'Certified Credit Professional' },
    ],
  },
};
