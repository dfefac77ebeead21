import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { AuditScreen } from '#web/features/admin/index.ts';

export function AdminAuditPage() {
  return <LazyPage title={paths.admin.audit.title} heading screen={<AuditScreen />} />;
}
