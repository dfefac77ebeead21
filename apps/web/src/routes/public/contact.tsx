import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { ContactScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function ContactPage() {
  usePageTitle(paths.contact.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ContactScreen />
    </Suspense>
  );
}
