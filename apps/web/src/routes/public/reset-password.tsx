import { Suspense } from 'react';
import { paths } from '#web/app/paths.ts';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { ResetPasswordScreen } from '#web/features/registration/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function ResetPasswordPage() {
  usePageTitle(paths.resetPassword.title);
  return (
    <Suspense fallback={<PageSpinner />}>
      <ResetPasswordScreen />
    </Suspense>
  );
}
