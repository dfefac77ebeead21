import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ParticipantsScreen } from '#web/features/admin/index.ts';

export function AdminParticipantsPage() {
  return <LazyPage title={paths.admin.participants.title} heading screen={<ParticipantsScreen />} />;
}
