import { Suspense } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { CourseDetailScreen } from '#web/features/public/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function CourseDetailPage() {
  usePageTitle(paths.courseDetail.title);
  const { programShortName = '' } = useParams();
  return (
    <Suspense fallback={<PageSpinner />}>
      <CourseDetailScreen key={programShortName} shortName={programShortName} />
    </Suspense>
  );
}
