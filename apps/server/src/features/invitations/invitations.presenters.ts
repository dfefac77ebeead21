// Rows of the invitation board → the answer's field names (contract InvitationBoard).
import type { InvitationBoard } from '@portal/contract';
import type { invitationBoard } from './invitations.queries.ts';
import type { CourseRow } from './invitations.service.ts';

type BoardRow = Awaited<ReturnType<typeof invitationBoard>>['rows'][number];

export const toBoardCourse = (course: CourseRow): InvitationBoard['course'] => ({
  id: course.id,
  name: course.name,
  short_name: course.shortName,
});

export const toBoardRow = (row: BoardRow): InvitationBoard['data'][number] => ({
  id: row.id,
  email: row.email,
  name: row.name,
  register_type: row.registerType,
  state: row.state,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  used_at: row.usedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  sent_by: row.sentBy,
});
