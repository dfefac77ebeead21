import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ResetPasswordScreen } from '#web/features/registration/index.ts';

export function ResetPasswordPage() {
  return <LazyPage title={paths.resetPassword.title} screen={<ResetPasswordScreen />} />;
}
