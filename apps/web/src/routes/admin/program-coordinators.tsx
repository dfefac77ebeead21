import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { ProgramCoordinatorsScreen } from '#web/features/admin/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminProgramCoordinatorsPage() {
  const t = useT(adminNs);
  const { programId } = useParams();
  return (
    <LazyPage
      title={t('titles.programCoordinators')}
      heading
      screen={<ProgramCoordinatorsScreen programId={programId} />}
    />
  );
}
