// The admin console (user_type 0; docs/decisions/012-admin-console.md): what every admin screen shares, the
// inbox of contact messages and the audit log. The other admin areas have their own files (admin-*.ts). Every
// admin call is under /api/admin and declares `access: 'admin'`; lists take `?page=N` (10 a page) and answer
// `{ total_data, data }`.
import { z } from 'zod';
import { IdString, PageString, SuccessBody, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lineText } from './fields.ts';
import { IdParams, READ_ERRORS, WRITE_ERRORS } from './options.ts';

/** The longest search text an admin list takes. */
export const ADMIN_SEARCH_MAX = 100;

/** `?page=N&q=…` of an admin list: page from 1, an optional search text (trimmed; blank means none). */
export const AdminListQuery = z.object({
  page: PageString.optional(),
  // No control characters: PostgreSQL cannot take a NUL in a text parameter (found by wapiti, docs/security.md IN1).
  q: lineText({ tooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters` }, ADMIN_SEARCH_MAX, {
    anyControl: 'Control characters are not allowed',
  }).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** A timestamp as the admin screens receive it: ISO 8601 in UTC. */
export const IsoDateTime = z.string().meta({ description: 'ISO 8601 date and time (UTC)' });

const tags = ['admin'];

// ------------------------------------------------------------------------------------------------- overview

/** The admin's home: how much of each thing the console manages there is, counted in one statement. */
export const AdminOverview = z
  .object({
    programs: TotalData,
    running_courses: TotalData,
    expired_courses: TotalData,
    coordinators: TotalData,
    participants: TotalData,
    /** Participants whose account is deactivated. */
    inactive_participants: TotalData,
    /** Invitations neither used, revoked nor expired. */
    pending_invitations: TotalData,
    unread_messages: TotalData,
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof AdminOverview>;

export const adminOverview = {
  summary: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/overview',
    access: 'admin',
    summary: 'Counts of programmes, courses, people, pending invitations and unread messages',
    tags,
    responses: { 200: AdminOverview, 401: READ_ERRORS[401] },
  }),
} as const;

// ---------------------------------------------------------------------------------------------------- inbox

/** A message of the contact form, as the admin's inbox lists it. */
export const InboxMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    created_at: IsoDateTime,
    /** When an admin marked it read; null while unread. */
    read_at: IsoDateTime.nullable(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxList = z.object({ total_data: TotalData, unread: TotalData, data: z.array(InboxMessage) });
export type InboxList = z.infer<typeof InboxList>;

/** `?page=N&unread=1`: only the unread messages. */
export const InboxQuery = z.object({ page: PageString.optional(), unread: z.enum(['0', '1']).optional() });

export const MarkReadBody = z.object({ read: z.boolean() }).strict();
export type MarkReadBody = z.infer<typeof MarkReadBody>;

export const INBOX_TEXT = {
  empty: 'No messages',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
} as const;

export const adminInbox = {
  list: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/inbox',
    access: 'admin',
    summary: 'The contact-form messages, newest first, with the unread count; 10 a page',
    tags,
    query: InboxQuery,
    responses: { 200: InboxList, ...READ_ERRORS },
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    changes: 'work',
    path: '/api/admin/inbox/:id',
    access: 'admin',
    summary: 'Marks a contact message read (read: true) or unread (read: false)',
    tags,
    params: IdParams,
    body: MarkReadBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;

// ------------------------------------------------------------------------------------------------ audit log

/** What the audit log names; each admin area writes its own. */
export const AUDIT_ENTITIES = [
  'admin',
  'contact_message',
  'coordinator',
  'course',
  'course_coordinator',
  'director_message',
  'enrolment',
  'gallery_image',
  'invitation',
  'organization',
  'participant',
  'program',
  'program_coordinator',
  // Certificates (docs/decisions/027-certificate-verification.md).
  'certificate',
  'certificate_signatory',
  // Maintenance mode, switched on (activate) and off (deactivate) (docs/decisions/030-maintenance-and-readiness.md).
  'maintenance',
] as const;
export const AuditEntity = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntity>;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'send',
  'resend',
  'revoke',
  'deactivate',
  'activate',
  // A certificate replaced by a corrected one (docs/decisions/027-certificate-verification.md).
  'reissue',
  'issue',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor_email: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    /** The row before the change (null for a creation) and after it (null for a deletion). */
    before: z.unknown(),
    after: z.unknown(),
    created_at: IsoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.object({ total_data: TotalData, data: z.array(AuditEntry) });
export type AuditList = z.infer<typeof AuditList>;

/** `?page=N&entity=…&action=…&actor=<user id>`: every filter optional. */
export const AuditQuery = z.object({
  page: PageString.optional(),
  entity: AuditEntity.optional(),
  action: AuditAction.optional(),
  actor: IdString.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const adminAudit = {
  list: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'The audit log of admin changes, newest first, filtered by entity, action or actor; 10 a page',
    tags,
    query: AuditQuery,
    responses: { 200: AuditList, ...READ_ERRORS },
  }),
} as const;
