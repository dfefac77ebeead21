// The admin's invitations (docs/decisions/012-admin-console.md, section Invitations): one at a time, many from a
// CSV file (a preview that changes nothing, then the import that sends only the good rows, checked again), and
// the invitation board of a course with its states, resend and revoke. The invitations themselves are those of
// registration.ts (14 days, single use, type 1 new participant or 2 existing account).
import { z } from 'zod';
import { CreatedBody, ErrorBody, LIMITS, PageString, SuccessBody, TotalData, WrittenRefusal } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { emailText, ifFilled, lineText } from './fields.ts';
import { MailLanguage } from './language.ts';
import { CourseIdParams, EmptyBody, IdParams, READ_ERRORS, WRITE_ERRORS } from './options.ts';
import { REGISTER_TYPE } from './registration.ts';

const tags = ['admin'];

export const INVITATION_MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  nameRequired: 'Name is required',
  nameTooLong: `The name must be at most ${LIMITS.name} characters`,
  nameLineBreak: 'The name must be on one line',
  nameControls: 'The name contains characters that are not allowed',
  courseRequired: 'Choose a course',
  registerType: 'Register type must be 1 (new participant) or 2 (existing account)',
  fileRequired: 'Choose a CSV file',
} as const;
const M = INVITATION_MESSAGES;

export const INVITATION_TEXT = {
  sent: 'Invitation sent',
  resent: 'Invitation sent again with a new link',
  revoked: 'Invitation revoked',
  importSent: (count: number) => `${count} invitation${count === 1 ? '' : 's'} sent`,
  empty: 'No invitations',
} as const;

/** The register type labels of the forms and the board. */
export const REGISTER_TYPE_LABEL = { 1: 'New participant', 2: 'Existing account' } as const;

// ---------------------------------------------------------------------------------------- one invitation

const email = emailText({ required: M.emailRequired, invalid: M.emailInvalid }).email(ifFilled(M.emailInvalid));
const name = lineText({ required: M.nameRequired, tooLong: M.nameTooLong }, LIMITS.name, {
  lineBreak: M.nameLineBreak,
  control: M.nameControls,
});
const courseId = z.number(M.courseRequired).int(M.courseRequired).positive(M.courseRequired).max(2_147_483_647);
const registerType = z.union([z.literal(REGISTER_TYPE.newParticipant), z.literal(REGISTER_TYPE.existingParticipant)], {
  error: M.registerType,
});

/**
 * `POST /api/admin/invitations`. Without `register_type` the server decides: 2 when the e-mail has a participant
 * account, else 1. `language`: the mail's language when the invitee has no saved choice (English when absent).
 */
export const SendInvitationBody = z.object({
  email,
  name,
  course_id: courseId,
  register_type: registerType.optional(),
  language: MailLanguage,
});
export type SendInvitationBody = z.output<typeof SendInvitationBody>;
export type SendInvitationBodyIn = z.input<typeof SendInvitationBody>;

/** The single-invitation form: the course select holds '' until chosen; the type '' means "let the server decide". */
export const SendInvitationForm = z.object({
  email,
  name,
  course_id: z.union([z.literal(''), z.coerce.number()]).pipe(courseId),
  register_type: z.enum(['', '1', '2'], M.registerType),
});
export type SendInvitationFormIn = z.input<typeof SendInvitationForm>;
export type SendInvitationFormOut = z.output<typeof SendInvitationForm>;

/** The body of a valid form. */
export function sendInvitationPayload(form: SendInvitationFormOut): SendInvitationBodyIn {
  return {
    email: form.email,
    name: form.name,
    course_id: form.course_id,
    ...(form.register_type ? { register_type: Number(form.register_type) as 1 | 2 } : {}),
  };
}

// ---------------------------------------------------------------------------------------------- CSV import

/**
 * The CSV file of an import: UTF-8 (a byte-order mark is allowed), comma-separated, RFC 4180 quoting, a header
 * line naming the columns in any order (case, spaces, '-' and '_' ignored: "E-mail", "Register type" …), then
 * one invitation per line. `course` is a course id or short name; `register_type` (1 or 2) may be left out or
 * empty. A cell starting with = + - @ (a spreadsheet formula) is refused. The web reads the file and sends its
 * text as JSON (`{ csv }`).
 */
export const INVITATION_CSV = {
  /** The most text a file may hold, in characters. */
  maxChars: 128 * 1024,
  /** The most invitation lines a file may hold. */
  maxRows: 500,
  columns: ['email', 'name', 'course', 'register_type'],
  required: ['email', 'name', 'course'],
} as const;

export const ImportInvitationsBody = z.object({
  csv: z
    .string(M.fileRequired)
    .min(1, 'The file is empty')
    .max(INVITATION_CSV.maxChars, `The file is too large (at most ${INVITATION_CSV.maxChars / 1024} KiB of text)`),
});
export type ImportInvitationsBody = z.infer<typeof ImportInvitationsBody>;

/** One line of the file as the preview and the import answer it. */
export const InvitationImportRow = z
  .object({
    /** The line of the file (the header is line 1). */
    line: z.number().int(),
    email: z.string(),
    name: z.string(),
    /** The course as written in the file. */
    course: z.string(),
    /** The course found for it, if any. */
    course_id: z.number().int().nullable(),
    course_label: z.string().nullable(),
    /** The type it is (or would be) sent with; null when the row cannot be sent. */
    register_type: z.number().int().nullable(),
    /** Why it cannot be sent; empty for a good row. */
    problems: z.array(z.string()),
    /**
     * Beside each problem, in the same order, its code and values when it names something (an e-mail, a course, a
     * line), for a client writing it in its reader's language; null for a fixed text. `problems` stays the English.
     */
    written: z.array(WrittenRefusal.nullable()).optional(),
  })
  .meta({ id: 'InvitationImportRow' });
export type InvitationImportRow = z.infer<typeof InvitationImportRow>;

export const InvitationImportPreview = z
  .object({
    /** What is wrong with the file as a whole (no header, a quote left open, too many lines …); no row is sent then. */
    file_problems: z.array(z.string()),
    /** Beside each file problem, its code and values when it names something (as `written` of a row). */
    file_written: z.array(WrittenRefusal.nullable()).optional(),
    rows: z.array(InvitationImportRow),
    good: TotalData,
    bad: TotalData,
  })
  .meta({ id: 'InvitationImportPreview' });
export type InvitationImportPreview = z.infer<typeof InvitationImportPreview>;

export const InvitationImportResult = z
  .object({
    success: z.string(),
    /** The rows sent, each with its new invitation. */
    sent: z.array(InvitationImportRow.extend({ invitation_id: z.number().int() })),
    /** The rows not sent, each with its problems (also a mail that could not be delivered). */
    refused: z.array(InvitationImportRow),
  })
  .meta({ id: 'InvitationImportResult' });
export type InvitationImportResult = z.infer<typeof InvitationImportResult>;

// ------------------------------------------------------------------------------------------------- board

/** The state of an invitation, computed from its dates: sent (pending), registered, expired or revoked. */
export const INVITATION_STATES = ['sent', 'registered', 'expired', 'revoked'] as const;
export const InvitationState = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationState>;
export const INVITATION_STATE_LABEL: Record<InvitationState, string> = {
  sent: 'Sent',
  registered: 'Registered',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** `?page=N&state=…`: every state when left out. */
export const InvitationBoardQuery = z.object({ page: PageString.optional(), state: InvitationState.optional() });
export type InvitationBoardQuery = z.infer<typeof InvitationBoardQuery>;

export const BoardInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    register_type: z.number().int(),
    state: InvitationState,
    created_at: z.string(),
    expires_at: z.string(),
    used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    /** Who sent it: an admin's e-mail, or null (the command line, or an account since deleted). */
    sent_by: z.string().nullable(),
  })
  .meta({ id: 'BoardInvitation' });
export type BoardInvitation = z.infer<typeof BoardInvitation>;

export const InvitationBoard = z
  .object({
    course: z.object({ id: z.number().int(), name: z.string(), short_name: z.string() }),
    /** The rows of the chosen state (all when none). */
    total_data: TotalData,
    /** Every invitation of the course by state. */
    counts: z.object({ sent: TotalData, registered: TotalData, expired: TotalData, revoked: TotalData }),
    data: z.array(BoardInvitation),
  })
  .meta({ id: 'InvitationBoard' });
export type InvitationBoard = z.infer<typeof InvitationBoard>;

const CONFLICT = { 409: ErrorBody } as const;
/** A mail that could not be sent: the invitation was revoked again. */
const MAIL_DOWN = { 503: ErrorBody } as const;

export const adminInvitations = {
  send: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/invitations',
    access: 'admin',
    summary: 'Invites one person to a course: creates the invitation and mails its link',
    tags,
    body: SendInvitationBody,
    responses: { 200: CreatedBody, ...WRITE_ERRORS, ...CONFLICT, ...MAIL_DOWN },
  }),
  preview: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/admin/invitations/import/preview',
    access: 'admin',
    summary: 'Checks a CSV file of invitations and answers every line with its problems; changes nothing',
    tags,
    body: ImportInvitationsBody,
    responses: { 200: InvitationImportPreview, ...WRITE_ERRORS },
  }),
  import: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/invitations/import',
    access: 'admin',
    summary: 'Checks a CSV file of invitations again and sends its good lines; answers what was sent and refused',
    tags,
    body: ImportInvitationsBody,
    responses: { 200: InvitationImportResult, ...WRITE_ERRORS },
  }),
  board: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/courses/:courseId/invitations',
    access: 'admin',
    summary: "A course's invitations newest first, with their states and the count of each; 10 a page",
    tags,
    params: CourseIdParams,
    query: InvitationBoardQuery,
    responses: { 200: InvitationBoard, ...READ_ERRORS },
  }),
  resend: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/invitations/:id/resend',
    access: 'admin',
    summary: 'Sends an invitation again with a new link; the old link stops working (not once registered: 409)',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: CreatedBody, ...WRITE_ERRORS, ...CONFLICT, ...MAIL_DOWN },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/invitations/:id/revoke',
    access: 'admin',
    summary: 'Revokes a pending invitation: its link stops working (409 when it is not pending)',
    tags,
    params: IdParams,
    body: EmptyBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS, ...CONFLICT },
  }),
} as const;
