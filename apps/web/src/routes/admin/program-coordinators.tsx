import { useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
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
