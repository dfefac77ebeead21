import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ParticipantsScreen } from '#web/features/admin/index.ts';

export function AdminParticipantsPage() {
  return <LazyPage title={paths.admin.participants.title} heading screen={<ParticipantsScreen />} />;
}
