import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function RegisterPage() {
  return <PlaceholderPage title={paths.register.title} feature="registration" />;
}
