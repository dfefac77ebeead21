import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { DirectorMessagesScreen } from '#web/features/admin/index.ts';

export function AdminDirectorMessagesPage() {
  return <LazyPage title={paths.admin.directorMessages.title} heading screen={<DirectorMessagesScreen />} />;
}
