import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function DirectorCertificationMessagePage() {
  return <PlaceholderPage title={paths.directorCertificationMessage.title} feature="director messages" />;
}
