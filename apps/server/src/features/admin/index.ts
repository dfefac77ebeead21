// The admin console's calls (docs/decisions/012-admin-console.md): every route under /api/admin, `access:
// 'admin'`, and every change audited in its own transaction (audit/audit-log.ts). The admin's invitation calls
// belong to the invitations feature (features/invitations/), which app.ts registers after these.
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { certificatesRoutes } from './certificates/certificates.routes.ts';
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { overviewRoutes } from './overview/overview.routes.ts';
import { peopleRoutes } from './people/people.routes.ts';
import { publishingRoutes } from './publishing/publishing.routes.ts';

export { COMMAND_LINE_ACTOR, createAdminCommand } from './accounts/create-admin.ts';
export { resetAdminTwoStepCommand } from './accounts/reset-two-step.ts';
export { type AuditActor, auditActor, recordAudit } from './audit/audit-log.ts';
export { writeRevocation } from './certificates/certificates.service.ts';

export function adminRoutes(context: FeatureContext) {
  overviewRoutes(context);
  inboxRoutes(context);
  auditRoutes(context);
  publishingRoutes(context);
  peopleRoutes(context);
  certificatesRoutes(context);
}
