import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { GalleryScreen } from '#web/features/admin/index.ts';

export function AdminGalleryPage() {
  return <LazyPage title={paths.admin.gallery.title} heading screen={<GalleryScreen />} />;
}
