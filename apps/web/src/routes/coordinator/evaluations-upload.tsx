import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { UploadScreen } from '#web/features/mark-imports/index.ts';
import { importsNs } from '#web/i18n/namespaces/imports.ts';
import { useT } from '#web/i18n/use-t.ts';

export function CoordinatorEvaluationsUploadPage() {
  const t = useT(importsNs);
  return <LazyPage title={t('title')} heading screen={<UploadScreen />} />;
}
