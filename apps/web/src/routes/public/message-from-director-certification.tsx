import { DIRECTOR } from '@portal/contract';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { DirectorMessageScreen } from '#web/features/public/index.ts';

export function DirectorCertificationMessagePage() {
  const { title } = paths.directorCertificationMessage;
  return <LazyPage title={title} screen={<DirectorMessageScreen id={DIRECTOR.certification} heading={title} />} />;
}
