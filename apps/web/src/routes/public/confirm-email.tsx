import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ConfirmEmailScreen } from '#web/features/registration/index.ts';

export function ConfirmEmailPage() {
  return <LazyPage title={paths.confirmEmail.title} screen={<ConfirmEmailScreen />} />;
}
