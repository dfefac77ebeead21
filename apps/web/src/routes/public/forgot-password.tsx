import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ForgotPasswordScreen } from '#web/features/registration/index.ts';

export function ForgotPasswordPage() {
  return <LazyPage title={paths.forgotPassword.title} screen={<ForgotPasswordScreen />} />;
}
