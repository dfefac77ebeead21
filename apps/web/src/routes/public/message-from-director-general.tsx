import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function DirectorGeneralMessagePage() {
  return <PlaceholderPage title={paths.directorGeneralMessage.title} feature="director messages" />;
}
