import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { EditProgramScreen } from '#web/features/admin/index.ts';

export function AdminEditProgramPage() {
  const { programId } = useParams();
  return (
    <LazyPage title={paths.admin.editProgram.title} heading screen={<EditProgramScreen programId={programId} />} />
  );
}
