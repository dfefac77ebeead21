import { paths } from '#web/app/paths.ts';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { GalleryScreen } from '#web/features/admin/index.ts';

export function AdminGalleryPage() {
  return <LazyPage title={paths.admin.gallery.title} heading screen={<GalleryScreen />} />;
}
