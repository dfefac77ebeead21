import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { ProgramCoordinatorsScreen } from '#web/features/admin/index.ts';

export function AdminProgramCoordinatorsPage() {
  const { programId } = useParams();
  return (
    <LazyPage
      title={paths.admin.programCoordinators.title}
      heading
      screen={<ProgramCoordinatorsScreen programId={programId} />}
    />
  );
}
