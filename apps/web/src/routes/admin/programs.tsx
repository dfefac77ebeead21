import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ProgramsScreen } from '#web/features/admin/index.ts';

export function AdminProgramsPage() {
  return <LazyPage title={paths.admin.programs.title} heading screen={<ProgramsScreen />} />;
}
