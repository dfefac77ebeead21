// The home page (docs/features.md, Public site): banner carousel, welcome text, facts and figures, what we offer.
import { BannerCarousel } from './banner-carousel.tsx';
import { FactsAndFigures } from './facts-and-figures.tsx';
import { Welcome } from './welcome.tsx';
import { WhatWeOffer } from './what-we-offer.tsx';

export function HomeScreen() {
  return (
    <>
      <BannerCarousel />
      <Welcome />
      <FactsAndFigures />
      <WhatWeOffer />
    </>
  );
}
