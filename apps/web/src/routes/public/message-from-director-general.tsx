import { DIRECTOR } from '@portal/contract';
import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { DirectorMessageScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function DirectorGeneralMessagePage() {
  usePageTitle(paths.directorGeneralMessage.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <DirectorMessageScreen id={DIRECTOR.general} heading={paths.directorGeneralMessage.title} />
    </Suspense>
  );
}
