import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { CoursesScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function CoursesPage() {
  usePageTitle(paths.courses.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <CoursesScreen />
    </Suspense>
  );
}
