import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { CourseDetailScreen } from '#web/features/public/index.ts';

export function CourseDetailPage() {
  const { programShortName = '' } = useParams();
  const screen = <CourseDetailScreen key={programShortName} shortName={programShortName} />;
  return <LazyPage title={paths.courseDetail.title} fillPage screen={screen} />;
}
