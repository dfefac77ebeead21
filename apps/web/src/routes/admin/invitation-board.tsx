import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { InvitationBoardScreen } from '#web/features/admin/index.ts';

export function AdminInvitationBoardPage() {
  return <LazyPage title={paths.admin.invitationBoard.title} heading screen={<InvitationBoardScreen />} />;
}
