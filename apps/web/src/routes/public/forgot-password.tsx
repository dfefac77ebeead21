import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ForgotPasswordScreen } from '#web/features/registration/index.ts';

export function ForgotPasswordPage() {
  return <LazyPage title={paths.forgotPassword.title} screen={<ForgotPasswordScreen />} />;
}
