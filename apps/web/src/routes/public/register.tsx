import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { RegisterScreen } from '#web/features/registration/index.ts';

export function RegisterPage() {
  return <LazyPage title={paths.register.title} screen={<RegisterScreen />} />;
}
