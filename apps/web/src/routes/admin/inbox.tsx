import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { InboxScreen } from '#web/features/admin/index.ts';

export function AdminInboxPage() {
  return <LazyPage title={paths.admin.inbox.title} heading screen={<InboxScreen />} />;
}
