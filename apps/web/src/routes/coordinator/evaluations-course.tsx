import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { EvaluationRulesScreen } from '#web/features/evaluations/index.ts';
import { evaluationsNs } from '#web/i18n/namespaces/evaluations.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorEvaluationRulesPage() {
  const t = useT(evaluationsNs);
  const courseId = Number(useParams().courseId);
  const isValid = Number.isInteger(courseId) && courseId > 0;
  return (
    <LazyPage
      title={t('title')}
      heading
      screen={isValid ? <EvaluationRulesScreen courseId={courseId} /> : <PageError message={t('noSuchCourse')} />}
    />
  );
}
