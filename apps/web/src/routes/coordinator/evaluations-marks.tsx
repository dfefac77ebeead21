import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { MarksScreen } from '#web/features/marks/index.ts';
import { marksNs } from '#web/i18n/namespaces/marks.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorEvaluationMarksPage() {
  const t = useT(marksNs);
  return <LazyPage title={t('title')} heading screen={<MarksScreen />} />;
}
