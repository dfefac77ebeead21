import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { RegisterScreen } from '#web/features/registration/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function RegisterPage() {
  usePageTitle(paths.register.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <RegisterScreen />
    </Suspense>
  );
}
