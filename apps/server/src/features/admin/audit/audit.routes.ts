// The audit log page's call: read only (no route changes or deletes an audit row).
import { adminAudit } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toAuditEntry } from './audit.presenters.ts';
import { auditPage } from './audit-log.ts';

export function auditRoutes({ route, db }: FeatureContext) {
  route(adminAudit.list, async ({ query }) => {
    const { rows, total } = await auditPage(db, query);
    return { total_data: total, data: rows.map(toAuditEntry) };
  });
}
