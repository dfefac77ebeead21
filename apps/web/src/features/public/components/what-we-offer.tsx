// 'What We Offer' (docs/features.md, Public site): up to three programme cards, three skeleton cards while loading, the
// failure text with Retry, the empty text, and 'View All Courses'.
import { PUBLIC_SITE } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { homeProgramsOptions } from '../api.ts';
import { ProgramCard, ProgramCardSkeleton } from './program-card.tsx';
import { ErrorState } from './states.tsx';

function Cards() {
  const programs = useQuery(homeProgramsOptions());
  const t = useT(publicNs);
  if (programs.isPending) {
    return (
      <div className="row g-4" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('offer.loading')}
        </span>
        {Array.from({ length: PUBLIC_SITE.homeProgramCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have nothing else to tell them apart
          <div key={index} className="col-12 col-md-6 col-lg-4" data-testid="program-skeleton">
            <ProgramCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (programs.isError) {
    return (
      <ErrorState message={t('offer.failed')} actionLabel={t('offer.retry')} onAction={() => void programs.refetch()} />
    );
  }
  if (programs.data.length === 0) {
    return <p className="text-center py-4 mb-0">{t('offer.empty')}</p>;
  }
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {programs.data.slice(0, PUBLIC_SITE.homeProgramCount).map((program) => (
        <li key={program.id} className="col-12 col-md-6 col-lg-4">
          <ProgramCard program={program} />
        </li>
      ))}
    </ul>
  );
}

export function WhatWeOffer() {
  const t = useT(publicNs);
  return (
    <section className="py-4" aria-labelledby="offer-heading">
      <h2 id="offer-heading" className="text-center mb-4">
        {t('offer.heading')}
      </h2>
      <Cards />
      <p className="text-center mt-4 mb-0">
        <Link to={paths.courses.path} className="btn btn-primary">
          {t('offer.viewAll')}
        </Link>
      </p>
    </section>
  );
}
