// What a banner slide shows: the image (linked when it has a link) or a placeholder.
import type { GalleryImage } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZE } from './images.ts';

/** A same-site path ('/courses') goes through the router; an http(s) address is a plain link; anything else none. */
function BannerLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (href?.startsWith('/') && !href.startsWith('//')) {
    return <Link to={href}>{children}</Link>;
  }
  if (href && /^https?:\/\//i.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

export function BannerImage({
  image,
  isFirst,
  onBroken,
}: {
  image: GalleryImage;
  isFirst: boolean;
  onBroken: (id: number) => void;
}) {
  return (
    <BannerLink href={image.link_url}>
      <img
        src={image.image_url}
        alt={image.title}
        width={IMAGE_SIZE.banner.width}
        height={IMAGE_SIZE.banner.height}
        // The first banner is the largest thing on the page: fetched at once; the others when needed.
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding="async"
        className="d-block w-100 banner-image"
        onError={() => onBroken(image.id)}
      />
    </BannerLink>
  );
}

export function BannerSkeleton() {
  return (
    <div className="banner-image banner-skeleton placeholder-glow">
      <span className="placeholder w-100 h-100" />
    </div>
  );
}
