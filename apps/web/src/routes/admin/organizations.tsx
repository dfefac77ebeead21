import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { OrganizationsScreen } from '#web/features/admin/index.ts';

export function AdminOrganizationsPage() {
  return <LazyPage title={paths.admin.organizations.title} heading screen={<OrganizationsScreen />} />;
}
