import { Suspense } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { CoordinatorProfileScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function CoordinatorProfilePage() {
  usePageTitle(paths.coordinatorProfile.title);
  const { coordinatorId = '' } = useParams();
  return (
    <Suspense fallback={<PageSpinner />}>
      <CoordinatorProfileScreen key={coordinatorId} coordinatorId={coordinatorId} />
    </Suspense>
  );
}
