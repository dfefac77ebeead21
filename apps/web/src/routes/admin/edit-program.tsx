import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { EditProgramScreen } from '#web/features/admin/index.ts';

export function AdminEditProgramPage() {
  const { programId } = useParams();
  return (
    <LazyPage title={paths.admin.editProgram.title} heading screen={<EditProgramScreen programId={programId} />} />
  );
}
