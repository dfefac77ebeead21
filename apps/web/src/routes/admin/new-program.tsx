import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { NewProgramScreen } from '#web/features/admin/index.ts';

export function AdminNewProgramPage() {
  return <LazyPage title={paths.admin.newProgram.title} heading screen={<NewProgramScreen />} />;
}
