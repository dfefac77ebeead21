import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ForgotPasswordPage() {
  return <PlaceholderPage title={paths.forgotPassword.title} feature="password reset" />;
}
