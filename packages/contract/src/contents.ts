// Contents of both roles (docs/features.md, Contents). A coordinator uploads a content (in a course's category, or
// uncategorised), sends it to courses they coordinate, and sees who received and viewed it; a content sent to a course
// reaches every participant of it, also those enrolled later. "Shared" contents are other coordinators' contents
// categorised in or sent to the caller's courses.
import { z } from 'zod';
import { CreatedBody, DownloadUrl, ErrorBody, IdString, PageString, SuccessBody, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
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

export const CONTENT_TEXT = {
  uploaded: 'Content Uploaded Successfully!',
  edited: 'Edited Successfully!',
  /** Spelling as the spec shows it. */
  sent: 'Conntent(s) Sent Successfully!',
  empty: 'No Content(s)',
  emptyParticipant: 'No Contents',
  noDetails: 'No Data to Show',
  uncategorized: 'Uncategorized Content(s)',
  you: 'You',
  reminded: 'Reminder sent',
} as const;

/** The ownership filter of the coordinator's list. */
export const CONTENT_FILTER = { all: 0, mine: 1, shared: 2 } as const;
export const CONTENT_FILTER_LABEL = { 0: 'All Contents', 1: 'My Contents', 2: 'Shared Contents' } as const;
/** The course value of uncategorised contents. */
export const UNCATEGORIZED = 0;

export const CONTENT_MESSAGES = {
  required: 'This field is required!',
  titleTooLong: 'max length is 255',
  singleLine: 'Line breaks and control characters are not allowed',
  chooseContents: 'Choose at least one content',
} as const;
const M = CONTENT_MESSAGES;

/** A course id, or 0 for "uncategorised". */
const courseValue = z.number(M.required).int(M.required).min(0, M.required).max(2_147_483_647, M.required);

/** The `json` part of `POST …/contents/upload` and `PATCH …/contents/{id}/edit`; an empty title takes the file's name. */
export const ContentJson = z.object({
  content_title: z
    .string()
    .trim()
    .max(255, M.titleTooLong)
    .regex(ONE_LINE, M.singleLine)
    .regex(NO_CONTROLS, M.singleLine)
    .default(''),
  course_id: courseValue,
});
export type ContentJson = z.output<typeof ContentJson>;
export type ContentJsonIn = z.input<typeof ContentJson>;

/** The Upload Content form (the file is checked beside it): the course select is required, 0 allowed. */
export const ContentForm = z.object({
  content_title: ContentJson.shape.content_title,
  course_id: z.union([z.literal(''), z.coerce.number()]).pipe(courseValue),
});
export type ContentFormIn = z.input<typeof ContentForm>;

/** `POST …/contents/send/{courseId}`. */
export const SendContentsBody = z.object({
  contents: z.array(z.number().int().positive().max(2_147_483_647), M.chooseContents).min(1, M.chooseContents).max(100),
});
export type SendContentsBody = z.output<typeof SendContentsBody>;

const dateTime = z.string();

/** A row of the coordinator's contents list. */
export const CoordinatorContent = z
  .object({
    id: z.number().int(),
    content_title: z.string(),
    /** Its category; null when uncategorised. */
    course_id: z.number().int().nullable(),
    course_name: z.string().nullable(),
    /** The course's short name (its batch): two runs of one programme share a name; null when uncategorised. */
    course_short_name: z.string().nullable(),
    /** The owner: 'You' for the caller. */
    faculty_name: z.string(),
    is_mine: z.boolean(),
    content_mime: z.string(),
    content_file: z.string(),
    /** Courses it was sent to; participants of those courses; of them, those who viewed it. */
    total_sent_courses: z.number().int(),
    total_sent: z.number().int(),
    total_viewed: z.number().int(),
    created_at: dateTime,
  })
  .meta({ id: 'CoordinatorContent' });
export type CoordinatorContent = z.infer<typeof CoordinatorContent>;
export const CoordinatorContentList = z.object({ total_data: TotalData, contents: z.array(CoordinatorContent) });

/** A row of `GET api/participant/contents/{page}`: one per content and course it reached the caller through. */
export const ParticipantContent = z
  .object({
    content_id: z.number().int(),
    content_title: z.string(),
    course_id: z.number().int(),
    course_name: z.string(),
    /** The course's short name (its batch): two runs of one programme share a name. */
    course_short_name: z.string(),
    /** Who sent it. */
    faculty_name: z.string(),
    content_mime: z.string(),
    content_file: z.string(),
    sent_at: dateTime,
  })
  .meta({ id: 'ParticipantContent' });
export type ParticipantContent = z.infer<typeof ParticipantContent>;
export const ParticipantContentList = z.object({ total_data: TotalData, contents: z.array(ParticipantContent) });

/** A recipient of a content: every participant of every course of the caller's it was sent to. */
export const ContentRecipient = z
  .object({
    participant_id: z.number().int(),
    participant_name: z.string(),
    sent_by: z.string(),
    course_wise_id: z.string(),
    content_title: z.string(),
    course_name: z.string(),
    /** The course's short name (its batch): two runs of one programme share a name. */
    course_short_name: z.string(),
    is_viewed: z.boolean(),
    view_count: z.number().int(),
    /** When it was sent to that course. */
    created_at: dateTime,
  })
  .meta({ id: 'ContentRecipient' });
export type ContentRecipient = z.infer<typeof ContentRecipient>;
export const ContentRecipientList = z.object({
  total_data: TotalData,
  /** Of all recipients, those who viewed it. */
  total_viewed: z.number().int(),
  content_title: z.string(),
  /** When the owner last mailed a reminder to those who had not viewed it (null: never). */
  last_reminded_at: dateTime.nullable(),
  is_mine: z.boolean(),
  details: z.array(ContentRecipient),
});
export const RecipientQuery = z.object({ viewed: z.enum(['all', 'no']).optional() });

const ListParams = z.object({
  courseId: CourseIdOrZero,
  status: StatusString,
  filter: z
    .enum(['0', '1', '2'])
    .transform(Number)
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  page: PageString,
});

const tags = ['contents'];
const contentFile = { field: 'content_file', rule: 'document', required: true } as const;

export const participantContents = {
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['contents', 'views', 'courses'],
    path: '/api/participant/contents/:page',
    access: 'participant',
    summary: 'Contents sent to the caller’s courses, newest first, 10 a page',
    tags,
    params: PageParams,
    responses: { 200: ParticipantContentList, ...READ_ERRORS },
  }),
  download: defineEndpoint({
    method: 'POST',
    changes: 'courses',
    kinds: ['views'],
    path: '/api/participant/contents/download/:contentId/:courseId',
    access: 'participant',
    summary: 'A 10-minute link to a content sent to one of the caller’s courses; counts a view in that course',
    tags,
    params: z.object({ contentId: IdString, courseId: IdString }),
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
} as const;

export const coordinatorContents = {
  courses: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/contents/selection-options/courses/:status',
    access: 'coordinator',
    summary: 'The caller’s running (1) or expired (0) courses as select options',
    tags,
    params: StatusParams,
    responses: { 200: CourseOptions, ...READ_ERRORS },
  }),
  sendCourses: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/contents/selection-options/courses',
    access: 'coordinator',
    summary: 'Every course of the caller, for the send dialog',
    tags,
    responses: { 200: CourseOptions, ...READ_ERRORS },
  }),
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['contents', 'views', 'courses'],
    path: '/api/coordinator/contents/all_contents/:courseId/:status/:filter/:page',
    access: 'coordinator',
    summary:
      'Contents of one of the caller’s courses (categorised in or sent to it; 0: uncategorised) — all (0), own (1) or shared (2) — newest first, 10 a page',
    tags,
    params: ListParams,
    responses: { 200: CoordinatorContentList, ...READ_ERRORS },
  }),
  upload: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/contents/upload',
    access: 'coordinator',
    summary:
      'Uploads a content. Multipart: `content_file` (.doc .docx .ppt .pptx .xls .xlsx .pdf .zip, checked by content) and `json` {content_title, course_id (0: uncategorised)}',
    tags,
    multipart: { file: contentFile, json: ContentJson },
    responses: { 200: CreatedBody, ...UPLOAD_ERRORS },
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/coordinator/contents/:id/edit',
    access: 'coordinator',
    summary: 'Changes the caller’s own content. Multipart: optional `content_file` (replaces the old) and `json`',
    tags,
    params: IdParams,
    multipart: { file: { ...contentFile, required: false }, json: ContentJson },
    responses: { 200: SuccessBody, ...UPLOAD_ERRORS },
  }),
  send: defineEndpoint({
    method: 'POST',
    changes: 'courses',
    kinds: ['contents'],
    path: '/api/coordinator/contents/send/:courseId',
    access: 'coordinator',
    summary: 'Sends contents the caller may see to a course they coordinate; a content already sent there stays once',
    tags,
    params: z.object({ courseId: IdString }),
    body: SendContentsBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  download: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/coordinator/contents/:id/download',
    access: 'coordinator',
    summary: 'A 10-minute link to a content the caller may see',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...WRITE_ERRORS },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/coordinator/contents/:id/delete',
    access: 'coordinator',
    summary: 'Deletes the caller’s own content with its file, sends and views',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  details: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['contents', 'views', 'courses'],
    path: '/api/coordinator/contents/:contentId/details/:page',
    access: 'coordinator',
    summary:
      'Recipients of a content in the caller’s courses, by course and roll, 10 a page; `viewed=no` keeps those without a view',
    tags,
    params: z.object({ contentId: IdString, page: PageString }),
    query: RecipientQuery,
    responses: { 200: ContentRecipientList, ...READ_ERRORS },
  }),
  remind: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/contents/:contentId/remind',
    access: 'coordinator',
    summary: 'Mails every recipient without a view (the owner only; once a day per content at most)',
    tags,
    params: z.object({ contentId: IdString }),
    body: EmptyBody,
    responses: { 200: SuccessBody.extend({ mailed: z.number().int() }), ...WRITE_ERRORS, 409: ErrorBody },
  }),
} as const;
