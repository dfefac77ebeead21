// The slides of the home carousel: react-bootstrap's Carousel advancing every 5000 ms. A lazy chunk (with the
// transition library it carries): banner-carousel.tsx shows the first banner until it arrives.
import { type GalleryImage, PUBLIC_SITE } from '@portal/contract';
import Carousel from 'react-bootstrap/Carousel';
import { BannerImage, BannerSkeleton } from './banner-parts.tsx';

export function BannerSlides({ images, onBroken }: { images: GalleryImage[]; onBroken: (id: number) => void }) {
  return (
    <Carousel interval={PUBLIC_SITE.carouselIntervalMs} className="banner-carousel" aria-label="Highlights">
      {images.map((image, index) => (
        <Carousel.Item key={image.id}>
          <BannerImage image={image} isFirst={index === 0} onBroken={onBroken} />
        </Carousel.Item>
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
        <Carousel.Item key={index}>
          <BannerSkeleton />
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
