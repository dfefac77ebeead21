import { HomeScreen } from '#web/features/public/index.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function HomePage() {
  // The menu's Home (paths.home.title in English): a Bangla home page then needs no titles' chunk.
  usePageTitle(useT(publicNs)('nav.home'));
  return <HomeScreen />;
}
