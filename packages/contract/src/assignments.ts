// Assignments of both roles (docs/features.md, Assignments). The coordinator sets an assignment with a file and a last
// submission date; a participant of the course downloads it (a view is counted) and submits a file until the deadline:
// the last submission date at 00:00 in the institute's zone plus 24 hours. Between that midnight and the deadline a
// submission is "in grace" (shown to both roles); after it the server refuses uploads.
import { z } from 'zod';
import { CreatedBody, DownloadUrl, IdString, PageString, SuccessBody, TotalData } from './common.ts';
import { latinDigits } from './digits.ts';
import { defineEndpoint } from './endpoint.ts';
import { MarksNumber } from './evaluation-components.ts';
import { NO_CONTROLS, ONE_LINE } from './fields.ts';
import {
  CourseIdOrZero,
  CourseOptions,
  EmptyBody,
  IdParams,
  PageParams,
  READ_ERRORS,
  StatusParams,
  StatusString,
  UPLOAD_ERRORS,
  WRITE_ERRORS,
} from './options.ts';

export const ASSIGNMENT_TEXT = {
  created: 'Assignment Created Successfully!',
  edited: 'Edited Successfully!',
  uploaded: 'Uploaded Successfully!',
  /** The answer to an upload after the deadline (409); the earlier submission stays. */
  deadlinePassed: 'The submission deadline has passed.',
  empty: 'No Assignment(s)',
  expired: 'Expired',
  none: 'None',
  yes: 'Yes',
  no: 'No',
} as const;

/** The validation messages of the assignment forms. */
export const ASSIGNMENT_MESSAGES = {
  required: 'This field is required!',
  validTitle: 'Please Enter a valid title',
  validDate: 'Please Enter a valid date',
  pastDate: 'The last submission date cannot be in the past',
  chooseFile: 'Please Choose A file!',
  titleTooLong: 'max length is 255',
  singleLine: 'Line breaks and control characters are not allowed',
} as const;
const M = ASSIGNMENT_MESSAGES;

/** 'YYYY-M-D 00:00:00' as the spec writes it (zero-padded or not) → 'YYYY-MM-DD', a real calendar date. */
export const LastSubmissionDate = z
  .string(M.required)
  .min(1, M.required)
  .regex(/^\d{4}-\d{1,2}-\d{1,2} 00:00:00$/, M.validDate)
  .transform((text, ctx) => {
    const [year = 0, month = 0, day = 0] = (text.split(' ')[0] ?? '').split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    if (year < 2000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
      ctx.addIssue({ code: 'custom', message: M.validDate });
      return z.NEVER;
    }
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  });

/** 'YYYY-MM-DD' → 'YYYY-M-D 00:00:00', the form the upload and edit calls take. */
export function toLastSubmissionDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}-${month}-${day} 00:00:00`;
}

const title = z
  .string(M.required)
  .min(1, M.required)
  .trim()
  .min(1, M.validTitle)
  .max(255, M.titleTooLong)
  .regex(ONE_LINE, M.singleLine)
  .regex(NO_CONTROLS, M.singleLine);

/** The `json` part of `POST …/assignments/upload/{courseId}` and `PATCH …/assignments/{id}/edit`. */
export const AssignmentJson = z.object({ title, last_submission_date: LastSubmissionDate });
export type AssignmentJson = z.output<typeof AssignmentJson>;
export type AssignmentJsonIn = z.input<typeof AssignmentJson>;

/** The form's date: dd-MM-yyyy, the leading zeros optional (d-M-yyyy). */
const DAY_MONTH_YEAR = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** The New Assignment form: title, course, date typed dd-MM-yyyy (the file is checked beside it). */
export const NewAssignmentForm = z.object({
  assignment_title: title,
  course_id: z.coerce.number(M.required).int(M.required).positive(M.required),
  // Typed in Latin or Bengali digits (docs/i18n.md, Digits).
  last_submission_date: z
    .string(M.required)
    .overwrite(latinDigits)
    .trim()
    .min(1, M.required)
    .regex(DAY_MONTH_YEAR, M.validDate),
});
export type NewAssignmentFormIn = z.input<typeof NewAssignmentForm>;
/** The edit form: title and date required; the file is optional and replaces the old one. */
export const EditAssignmentForm = NewAssignmentForm.omit({ course_id: true });
export type EditAssignmentFormIn = z.input<typeof EditAssignmentForm>;

/**
 * 'dd-MM-yyyy' → the calls' 'YYYY-M-D 00:00:00'; null when it is not a real date. Day and month may be typed
 * without their leading zero ('5-12-2026'), as the calls' own 'YYYY-M-D' takes them.
 */
export function displayToLastSubmissionDate(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const parsed = LastSubmissionDate.safeParse(`${match[3]}-${Number(match[2])}-${Number(match[1])} 00:00:00`);
  return parsed.success ? toLastSubmissionDate(parsed.data) : null;
}

const dateTime = z.string();
const nullableText = z.string().nullable();

/** Timing of an assignment, computed by the server in the institute's zone. */
const timing = {
  /** yyyy-MM-dd, the last submission date. */
  last_submit_date: z.string(),
  /** The last date at 00:00 in the institute's zone (ISO): from then on a submission is "in grace". */
  grace_from: dateTime,
  /** 24 hours later (ISO): no submission after it. */
  deadline: dateTime,
  /** Now is before the deadline. */
  is_open: z.boolean(),
};

/** A row of `GET api/participant/assignments/{page}`. */
export const ParticipantAssignment = z
  .object({
    assignment_id: z.number().int(),
    title: z.string(),
    course_name: z.string(),
    /** The course's short name (its batch): two runs of one programme share a name. */
    course_short_name: z.string(),
    /** Who set it. */
    faculty_name: z.string(),
    /** Extension of the attached file, and its name. */
    content_mime: z.string(),
    content_file: z.string(),
    created_at: dateTime,
    ...timing,
    /** The participant's submission: extension and name, null when none. */
    assignment_mime: nullableText,
    assignment_file: nullableText,
    submitted_at: nullableText,
    /** The submission came after the last date's midnight, within the 24 hours of grace. */
    submitted_in_grace: z.boolean(),
  })
  .meta({ id: 'ParticipantAssignment' });
export type ParticipantAssignment = z.infer<typeof ParticipantAssignment>;
export const ParticipantAssignmentList = z.object({
  total_data: TotalData,
  assignments: z.array(ParticipantAssignment),
});

/** What the participant is given after an upload: proof of what arrived, and when. */
export const SubmissionReceipt = z
  .object({
    file_name: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    submitted_at: dateTime,
    on_time: z.boolean(),
  })
  .meta({ id: 'SubmissionReceipt' });
export type SubmissionReceipt = z.infer<typeof SubmissionReceipt>;
export const UploadedSubmission = SuccessBody.extend({ receipt: SubmissionReceipt });

/** A row of `GET api/coordinator/assignments/all_assignments/{courseId}/{status}/{page}`. */
export const CoordinatorAssignment = z
  .object({
    assignment_id: z.number().int(),
    title: z.string(),
    course_id: z.number().int(),
    course_name: z.string(),
    /** The course's short name (its batch): two runs of one programme share a name. */
    course_short_name: z.string(),
    content_mime: z.string(),
    content_file: z.string(),
    /** Participants of the course, and how many of them submitted. */
    total_send: z.number().int(),
    total_submit: z.number().int(),
    /** yyyy-MM-dd, the last submission date. */
    submit_date: z.string(),
    deadline: dateTime,
    faculty_name: z.string(),
    created_at: dateTime,
    is_my_assignment: z.enum(['Yes', 'No']),
  })
  .meta({ id: 'CoordinatorAssignment' });
export type CoordinatorAssignment = z.infer<typeof CoordinatorAssignment>;
export const CoordinatorAssignmentList = z.object({
  total_data: TotalData,
  assignments: z.array(CoordinatorAssignment),
});

/** A row of the submit details: every participant of the course, whether they submitted or not. */
export const SubmitDetail = z
  .object({
    /** The submission's id (for its download), null when none. */
    submit_id: z.number().int().nullable(),
    participant_id: z.number().int(),
    participant_name: z.string(),
    course_wise_id: z.string(),
    is_viewed: z.boolean(),
    view_count: z.number().int(),
    is_submit: z.boolean(),
    submitted_at: nullableText,
    /** Extension of the submitted file, null when none. */
    content_mime: nullableText,
    file_name: nullableText,
    /** Submitted within the 24 hours after the last date's midnight. */
    late_grace: z.boolean(),
    /** Files submitted in all (a replacement keeps the earlier ones). */
    versions: z.number().int(),
    /**
     * The participant's mark in the component tied to the assignment (`component` of the list), null when none was
     * entered or no component marks it; `absent` and `feedback` beside it; `mark_revision`, the revision read (null:
     * no mark yet), is sent back with a change.
     */
    marks: MarksNumber.nullable(),
    absent: z.boolean(),
    feedback: nullableText,
    mark_revision: z.number().int().nullable(),
  })
  .meta({ id: 'SubmitDetail' });
export type SubmitDetail = z.infer<typeof SubmitDetail>;
export const SubmitDetailList = z.object({
  total_data: TotalData,
  /** The assignment the details are of (heading of the screen). */
  title: z.string(),
  course_name: z.string(),
  course_short_name: z.string(),
  /**
   * The evaluation component that marks this assignment, if any: its marks are entered beside each submission
   * (`frozen`: the course's final result is released, marks cannot change).
   */
  component: z
    .object({ id: z.number().int(), name: z.string(), max_marks: MarksNumber, frozen: z.boolean() })
    .nullable(),
  submit_details: z.array(SubmitDetail),
});

/** Every file a participant submitted for an assignment, newest first. */
export const SubmissionVersion = z.object({
  version_id: z.number().int(),
  file_name: z.string(),
  content_mime: z.string(),
  size_bytes: z.number().int(),
  sha256: nullableText,
  submitted_at: dateTime,
  late_grace: z.boolean(),
});
export const SubmissionVersionList = z.object({ versions: z.array(SubmissionVersion) });

export const AssignmentIdParams = z.object({ assignmentId: IdString });
/** `courseId` 0: every course of the caller of that status. */
const CourseFilterParams = z.object({
  courseId: CourseIdOrZero,
  status: StatusString,
  page: PageString,
});

const tags = ['assignments'];
const assignmentFile = { field: 'assignment_file', rule: 'document', required: true } as const;

export const participantAssignments = {
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['assignments', 'submissions', 'views', 'courses'],
    path: '/api/participant/assignments/:page',
    access: 'participant',
    summary: 'Assignments of the caller’s courses, newest first, 10 a page, with the caller’s submission',
    tags,
    params: PageParams,
    responses: { 200: ParticipantAssignmentList, ...READ_ERRORS },
  }),
  upload: defineEndpoint({
    method: 'POST',
    changes: 'courses',
    kinds: ['submissions'],
    path: '/api/participant/assignments/upload/:assignmentId',
    access: 'participant',
    summary:
      'Submits or replaces the caller’s file before the deadline. Multipart: `assignment_file` (.doc .docx .ppt .pptx .xls .xlsx .pdf .zip, checked by content)',
    tags,
    params: AssignmentIdParams,
    multipart: { file: { field: 'assignment_file', rule: 'submission', required: true } },
    responses: { 200: UploadedSubmission, ...UPLOAD_ERRORS },
  }),
  download: defineEndpoint({
    method: 'POST',
    changes: 'courses',
    kinds: ['views'],
    path: '/api/participant/assignments/download/:assignmentId',
    access: 'participant',
    summary: 'A 10-minute link to the assignment’s file; counts a view by the caller',
    tags,
    params: AssignmentIdParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
  downloadSubmission: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/participant/assignments/:assignmentId/submitted/download',
    access: 'participant',
    summary: 'A 10-minute link to the caller’s own submitted file',
    tags,
    params: AssignmentIdParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
} as const;

export const coordinatorAssignments = {
  courses: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/assignments/selection-options/courses/:status',
    access: 'coordinator',
    summary: 'The caller’s running (1) or expired (0) courses as select options',
    tags,
    params: StatusParams,
    responses: { 200: CourseOptions, ...READ_ERRORS },
  }),
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['assignments', 'submissions', 'views', 'courses'],
    path: '/api/coordinator/assignments/all_assignments/:courseId/:status/:page',
    access: 'coordinator',
    summary: 'Assignments of one of the caller’s courses (0: all of them) of that status, newest first, 10 a page',
    tags,
    params: CourseFilterParams,
    responses: { 200: CoordinatorAssignmentList, ...READ_ERRORS },
  }),
  create: defineEndpoint({
    method: 'POST',
    changes: 'courses',
    kinds: ['assignments'],
    path: '/api/coordinator/assignments/upload/:courseId',
    access: 'coordinator',
    summary:
      'Sets an assignment in a course the caller coordinates. Multipart: `assignment_file` and `json` {title, last_submission_date: "YYYY-M-D 00:00:00"}',
    tags,
    params: z.object({ courseId: IdString }),
    multipart: { file: assignmentFile, json: AssignmentJson },
    responses: { 200: CreatedBody, ...UPLOAD_ERRORS },
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    changes: 'courses',
    kinds: ['assignments'],
    path: '/api/coordinator/assignments/:id/edit',
    access: 'coordinator',
    summary: 'Changes the caller’s own assignment. Multipart: optional `assignment_file` (replaces the old) and `json`',
    tags,
    params: IdParams,
    multipart: { file: { ...assignmentFile, required: false }, json: AssignmentJson },
    responses: { 200: SuccessBody, ...UPLOAD_ERRORS },
  }),
  download: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/assignments/:id/download',
    access: 'coordinator',
    summary: 'A 10-minute link to the file of an assignment of the caller’s courses',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    changes: 'courses',
    kinds: ['assignments', 'submissions', 'views'],
    path: '/api/coordinator/assignments/:id/delete',
    access: 'coordinator',
    summary: 'Deletes the caller’s own assignment with its submissions and files',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  submitDetails: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['assignments', 'submissions', 'views', 'courses'],
    path: '/api/coordinator/assignments/:id/submit_details/:page',
    access: 'coordinator',
    summary: 'Every participant of the assignment’s course with views and submission, by roll, 10 a page',
    tags,
    params: IdParams.extend({ page: PageString }),
    responses: { 200: SubmitDetailList, ...READ_ERRORS },
  }),
  downloadSubmission: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/assignments/:id/submit_details/:submitId/download',
    access: 'coordinator',
    summary: 'A 10-minute link to the current file of a submission of that assignment',
    tags,
    params: IdParams.extend({ submitId: IdString }),
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
  downloadAll: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/assignments/:id/submissions/download',
    access: 'coordinator',
    summary:
      'A 10-minute link to one ZIP of the latest submissions, each named by roll and name, with manifest.csv (roll, name, file, submitted at, on time or grace, SHA-256)',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
  versions: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/coordinator/assignments/:id/submit_details/:submitId/versions',
    access: 'coordinator',
    summary: 'Every file the participant submitted for that assignment, newest first',
    tags,
    params: IdParams.extend({ submitId: IdString }),
    responses: { 200: SubmissionVersionList, ...READ_ERRORS },
  }),
  downloadVersion: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/assignments/:id/submit_details/:submitId/versions/:versionId/download',
    access: 'coordinator',
    summary: 'A 10-minute link to one earlier (or the current) file of a submission',
    tags,
    params: IdParams.extend({ submitId: IdString, versionId: IdString }),
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
} as const;
