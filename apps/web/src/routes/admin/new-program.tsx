import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { NewProgramScreen } from '#web/features/admin/index.ts';

export function AdminNewProgramPage() {
  return <LazyPage title={paths.admin.newProgram.title} heading screen={<NewProgramScreen />} />;
}
