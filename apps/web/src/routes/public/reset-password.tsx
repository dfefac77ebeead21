import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ResetPasswordPage() {
  return <PlaceholderPage title={paths.resetPassword.title} feature="password reset" />;
}
