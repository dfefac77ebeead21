// /courses (docs/features.md, Public site): every certification programme as a card, with its loading state and the
// failure text with Try Again. The section is as tall as the screen whatever it shows: the footer starts below the fold
// and stays there when the cards come, be they one row or a hundred (a layout shift of 0.89 on a desktop with the
// bench's 100 programmes when only the loading state was that tall).
import { useQuery } from '@tanstack/react-query';
import { FILLS_PAGE_CLASS } from '#web/components/ui/page-state.tsx';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { programsOptions } from '../api.ts';
import { ProgramCard } from './program-card.tsx';
import { ErrorState, LoadingText } from './states.tsx';

export function CoursesScreen() {
  const programs = useQuery(programsOptions());
  const t = useT(publicNs);
  return (
    <section aria-labelledby="courses-heading" className={FILLS_PAGE_CLASS}>
      <h1 id="courses-heading" className="mb-4">
        {t('courses.title')}
      </h1>
      {programs.isPending ? (
        <LoadingText text={t('courses.loading')} />
      ) : programs.isError ? (
        <ErrorState
          message={t('courses.failed')}
          actionLabel={t('courses.tryAgain')}
          onAction={() => void programs.refetch()}
        />
      ) : programs.data.length === 0 ? (
        <p className="text-center py-4">{t('offer.empty')}</p>
      ) : (
        <ul className="row g-4 list-unstyled mb-0">
          {programs.data.map((program) => (
            <li key={program.id} className="col-12 col-sm-6 col-lg-4">
              <ProgramCard program={program} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
