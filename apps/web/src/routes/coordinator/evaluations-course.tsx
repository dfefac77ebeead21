import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { EvaluationRulesScreen } from '#web/features/evaluations/index.ts';

export function CoordinatorEvaluationRulesPage() {
  const courseId = Number(useParams().courseId);
  const isValid = Number.isInteger(courseId) && courseId > 0;
  return (
    <LazyPage
      title={paths.coordinator.evaluationRules.title}
      heading
      screen={isValid ? <EvaluationRulesScreen courseId={courseId} /> : <PageError message="No such course." />}
    />
  );
}
