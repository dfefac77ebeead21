import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { CoordinatorProfileScreen } from '#web/features/profile/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function CoordinatorProfileEditPage() {
  const { title } = paths.coordinator.profile;
  usePageTitle(title);
  return (
    <>
      <h1 className="h3 mb-4">{title}</h1>
      <Suspense fallback={<PageSpinner label="Loading Data...." />}>
        <CoordinatorProfileScreen />
      </Suspense>
    </>
  );
}
