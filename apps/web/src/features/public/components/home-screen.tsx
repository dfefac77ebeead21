// The home page (spec part 1, section 2): banner carousel, welcome text, facts and figures, what we offer.
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
