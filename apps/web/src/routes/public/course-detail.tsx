import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { CourseDetailScreen } from '#web/features/public/index.ts';

export function CourseDetailPage() {
  const { programShortName = '' } = useParams();
  const screen = <CourseDetailScreen key={programShortName} shortName={programShortName} />;
  return <LazyPage title={paths.courseDetail.title} fillPage screen={screen} />;
}
