import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ContactScreen } from '#web/features/public/index.ts';

export function ContactPage() {
  return <LazyPage title={paths.contact.title} screen={<ContactScreen />} />;
}
