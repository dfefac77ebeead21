import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { InboxScreen } from '#web/features/admin/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminInboxPage() {
  const t = useT(adminNs);
  return <LazyPage title={t('titles.inbox')} heading screen={<InboxScreen />} />;
}
