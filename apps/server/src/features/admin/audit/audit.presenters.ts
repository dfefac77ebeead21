// Rows of the audit log → the log page's field names (contract admin.ts).
import type { AuditEntry } from '@portal/contract';
import type { auditPage } from './audit-log.ts';

export const toAuditEntry = (row: Awaited<ReturnType<typeof auditPage>>['rows'][number]): AuditEntry => ({
  id: row.id,
  actor_email: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
  created_at: row.createdAt.toISOString(),
});
