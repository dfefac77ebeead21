import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function HomePage() {
  return <PlaceholderPage title={paths.home.title} feature="public pages" />;
}
