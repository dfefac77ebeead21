// The home page's banner carousel (docs/features.md, Public site): gallery images advancing every 5000 ms, the title as
// alternative text, a link when link_url is set, a broken image hidden, and the loading, error and empty states. The
// carousel is in the entry chunk (components/ui/carousel.tsx): the first banner is in it from the first render.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { galleryOptions } from '../api.ts';
import { BannerSlides, SkeletonSlides } from './banner-slides.tsx';
import { ErrorState, LoadingText } from './states.tsx';

export function BannerCarousel() {
  const gallery = useQuery(galleryOptions(0));
  const t = useT(publicNs);
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const markBroken = (id: number) => setBroken((current) => new Set(current).add(id));

  if (gallery.isPending) {
    return (
      <div className="banner-frame">
        <LoadingText text={t('banner.loading')} />
      </div>
    );
  }
  if (gallery.isError) {
    return (
      <div className="banner-frame">
        {/* The spec's Retry reloads the page. */}
        <ErrorState message={t('banner.failed')} onAction={() => window.location.reload()} />
      </div>
    );
  }
  const images = gallery.data.filter((image) => !broken.has(image.id));
  if (!images.length) return <SkeletonSlides />;
  return <BannerSlides images={images} onBroken={markBroken} />;
}
