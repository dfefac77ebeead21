// /courses (spec part 1, sections 2 and 8): every certification programme as a card, with its loading state and
// the failure text with Try Again.
import { useQuery } from '@tanstack/react-query';
import { paths } from '#web/app/paths.ts';
import { programsOptions } from '../api.ts';
import { ProgramCard } from './program-card.tsx';
import { ErrorState, LoadingText } from './states.tsx';

export function CoursesScreen() {
  const programs = useQuery(programsOptions());
  return (
    <section aria-labelledby="courses-heading">
      <h1 id="courses-heading" className="mb-4">
        {paths.courses.title}
      </h1>
      {programs.isPending ? (
        <LoadingText text="Loading certification programs..." fillPage="below-lg" />
      ) : programs.isError ? (
        <ErrorState
          message="Failed to load certification programs. Please try again later."
          actionLabel="Try Again"
          onAction={() => void programs.refetch()}
        />
      ) : programs.data.length === 0 ? (
        <p className="text-center py-4">No courses available at the moment</p>
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
