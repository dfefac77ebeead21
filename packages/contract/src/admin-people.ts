// The admin console's people and courses (docs/decisions/012-admin-console.md, section "People and courses"):
// coordinator accounts (created with a mailed link to choose the password), courses with their coordinators,
// the enrolments of a course, and participants (search, deactivate). Every call is `access: 'admin'`, every
// change is audited, every list is `?page=N` (10 a page) answering `{ total_data, data }`.
import { z } from 'zod';
import { AdminListQuery } from './admin.ts';
import {
  CreatedBody,
  ErrorBody,
  IdString,
  LIMITS,
  PageString,
  PHONE_PATTERN,
  SuccessBody,
  TotalData,
} from './common.ts';
import { latinDigits } from './digits.ts';
import { defineEndpoint } from './endpoint.ts';
import { ifFilled, lineText } from './fields.ts';
import { CourseOptions, EmptyBody, IdParams, READ_ERRORS, SelectOption, WRITE_ERRORS } from './options.ts';

const tags = ['admin'];
/** The refusals of a change that may meet a taken name or a row in use. */
const CHANGE_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;

export const PEOPLE_LIMITS = {
  shortName: 50,
  intake: 100,
  session: 100,
  batchMax: 10_000,
  yearMin: 1990,
  yearMax: 2100,
} as const;

export const PEOPLE_MESSAGES = {
  firstName: 'First name is required',
  email: 'Enter a valid e-mail address',
  emailRequired: 'E-mail is required',
  mobile: 'Mobile number must be 11 digits starting with 01',
  courseName: 'Course name is required',
  shortName: 'Short name is required',
  batch: 'Batch must be a positive whole number',
  year: `Year must be between ${PEOPLE_LIMITS.yearMin} and ${PEOPLE_LIMITS.yearMax}`,
  status: 'Choose running or expired',
  program: 'Choose a programme from the list',
  coordinator: 'Choose a coordinator',
  tooLong: (max: number) => `At most ${max} characters`,
  lineBreak: 'Must be on one line',
  controls: 'Contains characters that are not allowed',
} as const;
const M = PEOPLE_MESSAGES;

export const PEOPLE_TEXT = {
  coordinatorCreated: 'Coordinator created; a link to set the password was e-mailed',
  coordinatorCreatedNoMail: 'Coordinator created, but the e-mail could not be sent: send the link again',
  coordinatorSaved: 'Coordinator saved',
  linkSent: 'A new link to set the password was e-mailed',
  linkNotSent: 'The e-mail could not be sent; try again later',
  deactivated: 'Account deactivated: it can no longer sign in',
  activated: 'Account activated',
  courseCreated: 'Course created',
  courseSaved: 'Course saved',
  courseDeleted: 'Course deleted',
  coordinatorAdded: 'Coordinator added to the course',
  coordinatorRemoved: 'Coordinator removed from the course',
  enrolmentRemoved: 'Participant removed from the course',
  emailTaken: 'An account with this e-mail already exists',
  shortNameTaken: 'A course with this short name already exists',
  alreadyOnCourse: 'This coordinator is already on the course',
  coordinatorInactive: 'This coordinator account is deactivated: activate it first',
  courseHasEnrolments: (count: number) =>
    `This course has ${count} participant(s): remove them first, or mark the course expired instead`,
  courseHasWork: 'This course has forum posts, assignments or contents sent to it: mark it expired instead',
  noCourse: 'No such course',
  noCoordinator: 'No such coordinator',
  noParticipant: 'No such participant',
  noEnrolment: 'No such enrolment in this course',
  noProgram: 'No such programme',
  noCoordinators: 'No coordinators',
  noCourses: 'No courses',
  noEnrolments: 'No participants in this course',
  noParticipants: 'No participants',
  noProgramme: 'No programme',
  running: 'Running',
  expired: 'Expired',
} as const;

// ---------------------------------------------------------------------------------------------- field rules

const CHARACTERS = { lineBreak: M.lineBreak, control: M.controls } as const;
const required = (message: string, max: number) =>
  lineText({ required: message, tooLong: M.tooLong(max) }, max, CHARACTERS);
const optional = (max: number) => lineText({ tooLong: M.tooLong(max) }, max, CHARACTERS);

const email = z
  .string(M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .max(LIMITS.email, M.email)
  .email(ifFilled(M.email));
/** '' or an 11-digit mobile number starting 01. */
const mobile = z
  .string(M.mobile)
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), M.mobile);

/** A row id chosen in a select; null for none. */
const optionalId = (message: string) => z.number(message).int(message).positive(message).max(2_147_483_647, message);

// --------------------------------------------------------------------------------------------- coordinators

/** `POST /api/admin/coordinators` and `PATCH /api/admin/coordinators/:id` (and the coordinator form). */
export const AdminCoordinatorBody = z
  .object({
    first_name: required(M.firstName, LIMITS.name),
    last_name: optional(LIMITS.name).default(''),
    email,
    mobile_no: mobile.default(''),
    designation: optional(LIMITS.designation).default(''),
  })
  .strict();
export type AdminCoordinatorBody = z.output<typeof AdminCoordinatorBody>;
export type AdminCoordinatorBodyIn = z.input<typeof AdminCoordinatorBody>;

export const AdminCoordinator = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    mobile_no: z.string().nullable(),
    designation: z.string(),
    is_active: z.boolean(),
    /** Courses they coordinate. */
    course_count: TotalData,
  })
  .meta({ id: 'AdminCoordinator' });
export type AdminCoordinator = z.infer<typeof AdminCoordinator>;
export const AdminCoordinatorList = z.object({ total_data: TotalData, data: z.array(AdminCoordinator) });
export type AdminCoordinatorList = z.infer<typeof AdminCoordinatorList>;

/** The answer to a creation or a resent link: whether the mail with the link went. */
export const AdminCoordinatorCreated = CreatedBody.extend({ mailed: z.boolean() });
export type AdminCoordinatorCreated = z.infer<typeof AdminCoordinatorCreated>;
export const AdminLinkSent = SuccessBody.extend({ mailed: z.boolean() });
export type AdminLinkSent = z.infer<typeof AdminLinkSent>;

/** `PATCH …/:id/active`: deactivate (false: the account cannot sign in, its sessions end) or activate. */
export const AdminActiveBody = z.object({ active: z.boolean() }).strict();
export type AdminActiveBody = z.infer<typeof AdminActiveBody>;

export const AdminCoordinatorOptions = z.object({ coordinators: z.array(SelectOption) });
export type AdminCoordinatorOptions = z.infer<typeof AdminCoordinatorOptions>;

// --------------------------------------------------------------------------------------------------- courses

/** 1 running (active), 0 expired, as in `courses.status`. */
export const AdminCourseStatus = z.union([z.literal(0), z.literal(1)], { error: M.status });

/** `POST /api/admin/courses` and `PATCH /api/admin/courses/:id`. Empty texts are stored as none. */
export const AdminCourseBody = z
  .object({
    name: required(M.courseName, LIMITS.name),
    short_name: required(M.shortName, PEOPLE_LIMITS.shortName),
    program_id: optionalId(M.program).nullable(),
    intake_name: optional(PEOPLE_LIMITS.intake).default(''),
    batch: z.number(M.batch).int(M.batch).positive(M.batch).max(PEOPLE_LIMITS.batchMax, M.batch).nullable(),
    session_name: optional(PEOPLE_LIMITS.session).default(''),
    year: z.number(M.year).int(M.year).min(PEOPLE_LIMITS.yearMin, M.year).max(PEOPLE_LIMITS.yearMax, M.year),
    status: AdminCourseStatus,
  })
  .strict();
export type AdminCourseBody = z.output<typeof AdminCourseBody>;
export type AdminCourseBodyIn = z.input<typeof AdminCourseBody>;

// Bengali digits (০–৯) typed into the number fields are read as Latin ones before the checks (docs/i18n.md, Digits).
const digitsOrEmpty = (message: string) =>
  z
    .string(message)
    .overwrite(latinDigits)
    .trim()
    .regex(/^\d{0,6}$/, message)
    .transform((text) => (text === '' ? null : Number(text)));

/** The course form: the same rules on the texts of its inputs and selects; its output is a AdminCourseBody. */
export const AdminCourseForm = z.object({
  name: AdminCourseBody.shape.name,
  short_name: AdminCourseBody.shape.short_name,
  program_id: digitsOrEmpty(M.program).pipe(AdminCourseBody.shape.program_id),
  intake_name: AdminCourseBody.shape.intake_name,
  batch: digitsOrEmpty(M.batch).pipe(AdminCourseBody.shape.batch),
  session_name: AdminCourseBody.shape.session_name,
  year: z
    .string(M.year)
    .overwrite(latinDigits)
    .trim()
    .regex(/^\d{4}$/, M.year)
    .transform(Number)
    .pipe(AdminCourseBody.shape.year),
  status: z.enum(['0', '1'], M.status).transform(Number).pipe(AdminCourseStatus),
});
export type AdminCourseFormIn = z.input<typeof AdminCourseForm>;

export const AdminCourse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short_name: z.string(),
    program_id: z.number().int().nullable(),
    program_name: z.string().nullable(),
    intake_name: z.string().nullable(),
    batch: z.number().int().nullable(),
    session_name: z.string().nullable(),
    year: z.number().int(),
    status: AdminCourseStatus,
    participant_count: TotalData,
    coordinator_count: TotalData,
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof AdminCourse>;
export const AdminCourseList = z.object({ total_data: TotalData, data: z.array(AdminCourse) });
export type AdminCourseList = z.infer<typeof AdminCourseList>;

export const AdminCourseCoordinator = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export type AdminCourseCoordinator = z.infer<typeof AdminCourseCoordinator>;

/** A course page: the course and its coordinators (a handful; not paginated). */
export const AdminCourseDetail = AdminCourse.extend({ coordinators: z.array(AdminCourseCoordinator) }).meta({
  id: 'AdminCourseDetail',
});
export type AdminCourseDetail = z.infer<typeof AdminCourseDetail>;

/** `?page=N&q=…&status=1|0`: running or expired only when given. */
export const AdminCourseQuery = AdminListQuery.extend({ status: z.enum(['0', '1']).optional() });
export type AdminCourseQuery = z.infer<typeof AdminCourseQuery>;
export type AdminCourseQueryIn = z.input<typeof AdminCourseQuery>;

/** `?status=1|0` of the course select: running or expired only when given. */
export const AdminCourseOptionsQuery = z.object({ status: z.enum(['0', '1']).optional() });

export const AdminProgramOptions = z.object({ programs: z.array(SelectOption) });
export type AdminProgramOptions = z.infer<typeof AdminProgramOptions>;

export const AdminAddCoordinatorBody = z.object({ coordinator_id: optionalId(M.coordinator) }).strict();
export type AdminAddCoordinatorBody = z.infer<typeof AdminAddCoordinatorBody>;

export const AdminCourseCoordinatorParams = z.object({ id: IdString, coordinatorId: IdString });
export const AdminEnrolmentParams = z.object({ id: IdString, enrolmentId: IdString });

// ------------------------------------------------------------------------------------- enrolments, participants

export const AdminEnrolment = z
  .object({
    id: z.number().int(),
    participant_id: z.number().int(),
    course_roll: z.string(),
    name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'AdminEnrolment' });
export type AdminEnrolment = z.infer<typeof AdminEnrolment>;
export const AdminEnrolmentList = z.object({ total_data: TotalData, data: z.array(AdminEnrolment) });
export type AdminEnrolmentList = z.infer<typeof AdminEnrolmentList>;

export const AdminParticipant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile_no: z.string().nullable(),
    is_active: z.boolean(),
    /** Courses they are enrolled in. */
    course_count: TotalData,
  })
  .meta({ id: 'AdminParticipant' });
export type AdminParticipant = z.infer<typeof AdminParticipant>;
export const AdminParticipantList = z.object({ total_data: TotalData, data: z.array(AdminParticipant) });
export type AdminParticipantList = z.infer<typeof AdminParticipantList>;

export const AdminPageQuery = z.object({ page: PageString.optional() });

// ------------------------------------------------------------------------------------------------- endpoints

export const adminPeople = {
  /** The course select of the other admin screens (invitations…): "name (short name)", running first. */
  courseOptions: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses/options',
    access: 'admin',
    summary: 'Every course as a select option "name (short name)", running first; ?status=1|0 filters',
    tags,
    query: AdminCourseOptionsQuery,
    responses: { 200: CourseOptions, ...READ_ERRORS },
  }),
  programOptions: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses/program-options',
    access: 'admin',
    summary: 'The programmes a course may belong to, as select options',
    tags,
    responses: { 200: AdminProgramOptions, ...READ_ERRORS },
  }),
  courses: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses',
    access: 'admin',
    summary: 'Courses, newest first, searched by name or short name, with participant and coordinator counts',
    tags,
    query: AdminCourseQuery,
    responses: { 200: AdminCourseList, ...READ_ERRORS },
  }),
  course: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses/:id',
    access: 'admin',
    summary: 'One course with its coordinators',
    tags,
    params: IdParams,
    responses: { 200: AdminCourseDetail, ...READ_ERRORS },
  }),
  createCourse: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/courses',
    access: 'admin',
    summary: 'Creates a course (short name unique in any case: 409)',
    tags,
    body: AdminCourseBody,
    responses: { 201: CreatedBody, ...CHANGE_ERRORS },
  }),
  updateCourse: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/courses/:id',
    access: 'admin',
    summary: 'Edits a course (short name unique in any case: 409)',
    tags,
    params: IdParams,
    body: AdminCourseBody,
    responses: { 200: SuccessBody, ...CHANGE_ERRORS },
  }),
  deleteCourse: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/courses/:id',
    access: 'admin',
    summary: 'Deletes a course that has no participants and no work (409 otherwise: mark it expired)',
    tags,
    params: IdParams,
    responses: { 200: SuccessBody, ...CHANGE_ERRORS },
  }),
  addCourseCoordinator: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/courses/:id/coordinators',
    access: 'admin',
    summary: 'Adds an active coordinator to the course (409 when already there)',
    tags,
    params: IdParams,
    body: AdminAddCoordinatorBody,
    responses: { 200: SuccessBody, ...CHANGE_ERRORS },
  }),
  removeCourseCoordinator: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/courses/:id/coordinators/:coordinatorId',
    access: 'admin',
    summary: 'Removes a coordinator from the course',
    tags,
    params: AdminCourseCoordinatorParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  enrolments: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses/:id/enrolments',
    access: 'admin',
    summary: "The course's participants by course-wise roll; 10 a page",
    tags,
    params: IdParams,
    query: AdminPageQuery,
    responses: { 200: AdminEnrolmentList, ...READ_ERRORS },
  }),
  removeEnrolment: defineEndpoint({
    method: 'DELETE',
    changes: 'work',
    path: '/api/admin/courses/:id/enrolments/:enrolmentId',
    access: 'admin',
    summary: 'Removes a participant from the course (their account and their work stay)',
    tags,
    params: AdminEnrolmentParams,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  coordinatorOptions: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/coordinators/options',
    access: 'admin',
    summary: 'The active coordinators as select options "name (e-mail)"',
    tags,
    responses: { 200: AdminCoordinatorOptions, ...READ_ERRORS },
  }),
  coordinators: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/coordinators',
    access: 'admin',
    summary: 'Coordinator accounts, newest first, searched by name or e-mail; 10 a page',
    tags,
    query: AdminListQuery,
    responses: { 200: AdminCoordinatorList, ...READ_ERRORS },
  }),
  createCoordinator: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/coordinators',
    access: 'admin',
    summary: 'Creates a coordinator account and mails a link to choose the password (mailed: false if it failed)',
    tags,
    body: AdminCoordinatorBody,
    responses: { 201: AdminCoordinatorCreated, ...CHANGE_ERRORS },
  }),
  updateCoordinator: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/coordinators/:id',
    access: 'admin',
    summary: "Edits a coordinator's names, e-mail (unique: 409), mobile number and designation",
    tags,
    params: IdParams,
    body: AdminCoordinatorBody,
    responses: { 200: SuccessBody, ...CHANGE_ERRORS },
  }),
  resendCoordinatorLink: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/coordinators/:id/setup-link',
    access: 'admin',
    summary: 'Mails the coordinator a new link to choose a password (an earlier unused one stops working)',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: AdminLinkSent, ...WRITE_ERRORS },
  }),
  setCoordinatorActive: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/coordinators/:id/active',
    access: 'admin',
    summary: 'Deactivates (sessions end at once, sign-in refused) or activates a coordinator account',
    tags,
    params: IdParams,
    body: AdminActiveBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
  participants: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/participants',
    access: 'admin',
    summary: 'Participants, newest first, searched by name, e-mail or mobile, with their course count',
    tags,
    query: AdminListQuery,
    responses: { 200: AdminParticipantList, ...READ_ERRORS },
  }),
  setParticipantActive: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/participants/:id/active',
    access: 'admin',
    summary: 'Deactivates (sessions end at once, sign-in refused) or activates a participant account',
    tags,
    params: IdParams,
    body: AdminActiveBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;
