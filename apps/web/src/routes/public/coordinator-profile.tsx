import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorProfilePage() {
  return <PlaceholderPage title={paths.coordinatorProfile.title} feature="public coordinator profile" />;
}
