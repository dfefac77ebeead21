import { useParams } from 'react-router';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { EditProgramScreen } from '#web/features/admin/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';

export function AdminEditProgramPage() {
  const t = useT(adminNs);
  const { programId } = useParams();
  return <LazyPage title={t('titles.editProgram')} heading screen={<EditProgramScreen programId={programId} />} />;
}
