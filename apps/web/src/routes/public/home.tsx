import { paths } from '#web/config/paths.ts';
import { HomeScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function HomePage() {
  usePageTitle(paths.home.title);
  return <HomeScreen />;
}
