import { DIRECTOR } from '@portal/contract';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { DirectorMessageScreen } from '#web/features/public/index.ts';

export function DirectorGeneralMessagePage() {
  const { title } = paths.directorGeneralMessage;
  return <LazyPage title={title} screen={<DirectorMessageScreen id={DIRECTOR.general} />} />;
}
