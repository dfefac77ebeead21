import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ResetPasswordScreen } from '#web/features/registration/index.ts';

export function ResetPasswordPage() {
  return <LazyPage title={paths.resetPassword.title} screen={<ResetPasswordScreen />} />;
}
