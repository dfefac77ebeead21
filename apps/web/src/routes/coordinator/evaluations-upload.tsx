import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { UploadScreen } from '#web/features/mark-imports/index.ts';

export function CoordinatorEvaluationsUploadPage() {
  return <LazyPage title={paths.coordinator.evaluationsUpload.title} heading screen={<UploadScreen />} />;
}
