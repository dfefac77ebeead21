// The home page's banner carousel (spec part 1, section 2): gallery images advancing every 5000 ms, the title as
// alternative text, a link when link_url is set, a broken image hidden, and the loading, error and empty states.
// The carousel itself (react-bootstrap with its transitions) is a lazy chunk fetched as the page opens; until it
// is there the first banner stands still, so the largest image of the page does not wait for it.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { galleryOptions } from '../api.ts';
import { BannerImage, BannerSkeleton, StillSlide } from './banner-parts.tsx';
import { ErrorState, LoadingText } from './states.tsx';

const loadSlides = () => import('./banner-slides.tsx');
const BannerSlides = lazy(() => loadSlides().then((module) => ({ default: module.BannerSlides })));
const SkeletonSlides = lazy(() => loadSlides().then((module) => ({ default: module.SkeletonSlides })));

export function BannerCarousel() {
  const gallery = useQuery(galleryOptions(0));
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const markBroken = (id: number) => setBroken((current) => new Set(current).add(id));
  // Fetch the carousel's code while the gallery is being read.
  useEffect(() => {
    void loadSlides();
  }, []);

  if (gallery.isPending) {
    return (
      <div className="banner-frame">
        <LoadingText text="Loading gallery images..." />
      </div>
    );
  }
  if (gallery.isError) {
    return (
      <div className="banner-frame">
        {/* The spec's Retry reloads the page. */}
        <ErrorState message="Failed to load gallery images" onAction={() => window.location.reload()} />
      </div>
    );
  }
  const images = gallery.data.filter((image) => !broken.has(image.id));
  const [first] = images;
  if (!first) {
    return (
      <Suspense
        fallback={
          <StillSlide>
            <BannerSkeleton />
          </StillSlide>
        }
      >
        <SkeletonSlides />
      </Suspense>
    );
  }
  return (
    <Suspense
      fallback={
        <StillSlide>
          <BannerImage image={first} isFirst onBroken={markBroken} />
        </StillSlide>
      }
    >
      <BannerSlides images={images} onBroken={markBroken} />
    </Suspense>
  );
}
