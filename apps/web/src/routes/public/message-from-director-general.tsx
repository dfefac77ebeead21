import { DIRECTOR } from '@portal/contract';
import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { DirectorMessageScreen } from '#web/features/public/index.ts';

export function DirectorGeneralMessagePage() {
  const { title } = paths.directorGeneralMessage;
  return <LazyPage title={title} screen={<DirectorMessageScreen id={DIRECTOR.general} heading={title} />} />;
}
