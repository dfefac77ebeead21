import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorProfileScreen } from '#web/features/public/index.ts';

export function CoordinatorProfilePage() {
  const { coordinatorId = '' } = useParams();
  const screen = <CoordinatorProfileScreen key={coordinatorId} coordinatorId={coordinatorId} />;
  return <LazyPage title={paths.coordinatorProfile.title} screen={screen} />;
}
