import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function CoordinatorProfileEditPage() {
  return <PlaceholderPage title={paths.coordinator.profile.title} feature="profile" />;
}
