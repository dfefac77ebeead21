import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { OrganizationsScreen } from '#web/features/admin/index.ts';

export function AdminOrganizationsPage() {
  return <LazyPage title={paths.admin.organizations.title} heading screen={<OrganizationsScreen />} />;
}
