import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { InvitationsScreen } from '#web/features/admin/index.ts';

export function AdminInvitationsPage() {
  return <LazyPage title={paths.admin.invitations.title} heading screen={<InvitationsScreen />} />;
}
