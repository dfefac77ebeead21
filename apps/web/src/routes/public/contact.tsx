import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ContactPage() {
  return <PlaceholderPage title={paths.contact.title} feature="contact form" />;
}
