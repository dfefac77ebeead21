import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { MarksScreen } from '#web/features/marks/index.ts';

export function CoordinatorEvaluationMarksPage() {
  return <LazyPage title={paths.coordinator.evaluationMarks.title} heading screen={<MarksScreen />} />;
}
