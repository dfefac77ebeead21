import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { ForgotPasswordScreen } from '#web/features/registration/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function ForgotPasswordPage() {
  usePageTitle(paths.forgotPassword.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ForgotPasswordScreen />
    </Suspense>
  );
}
