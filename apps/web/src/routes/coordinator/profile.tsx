import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CoordinatorProfileScreen } from '#web/features/profile/index.ts';

export function CoordinatorProfileEditPage() {
  const { title } = paths.coordinator.profile;
  return <LazyPage title={title} heading spinnerLabel="Loading Data...." screen={<CoordinatorProfileScreen />} />;
}
