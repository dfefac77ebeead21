// The slides of the home carousel, advancing every 5000 ms (the app's own Bootstrap carousel, in the entry
// chunk: it weighs less than the lazy chunk react-bootstrap's needed, and the page loads nothing after it).
import { type GalleryImage, PUBLIC_SITE } from '@portal/contract';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { BannerImage, BannerSkeleton } from './banner-parts.tsx';

export function BannerSlides({ images, onBroken }: { images: GalleryImage[]; onBroken: (id: number) => void }) {
  return (
    <Carousel interval={PUBLIC_SITE.carouselIntervalMs} className="banner-carousel" aria-label="Highlights">
      {images.map((image, index) => (
        <BannerImage key={image.id} image={image} isFirst={index === 0} onBroken={onBroken} />
      ))}
    </Carousel>
  );
}

const SKELETON_SLIDES = 3;

/** With no images: placeholder slides. */
export function SkeletonSlides() {
  return (
    <Carousel
      interval={PUBLIC_SITE.carouselIntervalMs}
      controls={false}
      indicators={false}
      className="banner-carousel"
      aria-hidden="true"
      data-testid="banner-skeleton"
    >
      {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder slides have nothing else to tell them apart
        <BannerSkeleton key={index} />
      ))}
    </Carousel>
  );
}
