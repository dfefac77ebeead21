// /courses/{program_short_name} (docs/features.md, Public site): name, short name, image, module and description HTML
// (through SafeHtml), and the coordinators grouped by batch, each linking to their profile. The page's own texts are
// in the 'programme' namespace; what the admins wrote (names, description, modules, batches) is shown as written.
import type { ProgramCoordinator } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SafeHtml } from '#web/components/ui/safe-html.tsx';
import { paths } from '#web/config/paths.ts';
import { programmeNs } from '#web/i18n/namespaces/programme.ts';
import { useT } from '#web/i18n/use-t.ts';
import { isNotFound, isProgramShortName, programOptions } from '../api.ts';
import { Avatar } from './avatar.tsx';
import { IMAGE_SIZE } from './images.ts';
import { ErrorState, LoadingText } from './states.tsx';

/** Consecutive rows of one batch together, in the server's order (latest batch first). */
export function groupByBatch(
  coordinators: ProgramCoordinator[],
): { batch: string; coordinators: ProgramCoordinator[] }[] {
  const groups: { batch: string; coordinators: ProgramCoordinator[] }[] = [];
  for (const coordinator of coordinators) {
    const group = groups.find((candidate) => candidate.batch === coordinator.batch);
    if (group) group.coordinators.push(coordinator);
    else groups.push({ batch: coordinator.batch, coordinators: [coordinator] });
  }
  return groups;
}

function CourseNotFound() {
  const t = useT(programmeNs);
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">{t('course.notFound')}</h1>
      <p>{t('course.notFoundHelp')}</p>
      <Link to={paths.courses.path} className="btn btn-primary">
        {t('course.allCourses')}
      </Link>
    </section>
  );
}

function Coordinators({ coordinators }: { coordinators: ProgramCoordinator[] }) {
  const t = useT(programmeNs);
  if (coordinators.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="coordinators-heading">
      <h2 id="coordinators-heading" className="h3 mb-3">
        {t('course.coordinators')}
      </h2>
      {groupByBatch(coordinators).map((group) => (
        <section key={group.batch} className="mb-4" aria-label={group.batch}>
          <h3 className="h5">{group.batch}</h3>
          <ul className="row g-3 list-unstyled mb-0">
            {group.coordinators.map((coordinator) => (
              <li key={coordinator.coordinator_id} className="col-12 col-sm-6 col-lg-4">
                <Link
                  to={paths.coordinatorProfile.getHref(coordinator.coordinator_id)}
                  className="coordinator-link d-flex align-items-center gap-3 p-2 border rounded text-decoration-none"
                >
                  <Avatar src={coordinator.profile_pic} size={56} />
                  <span>
                    <span className="d-block fw-semibold">{coordinator.coordinator_name}</span>
                    <span className="d-block small text-body-secondary">{coordinator.designation}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export function CourseDetailScreen({ shortName }: { shortName: string }) {
  // A name the server would refuse (spaces, symbols) names no programme: no call, the not-found state.
  return isProgramShortName(shortName) ? <CourseDetail shortName={shortName} /> : <CourseNotFound />;
}

function CourseDetail({ shortName }: { shortName: string }) {
  const program = useQuery(programOptions(shortName));
  const t = useT(programmeNs);
  if (program.isPending) return <LoadingText text={t('course.loading')} fillPage />;
  if (program.isError) {
    if (isNotFound(program.error)) return <CourseNotFound />;
    return (
      <ErrorState
        message={program.error.message}
        actionLabel={t('state.tryAgain')}
        onAction={() => void program.refetch()}
      />
    );
  }
  const data = program.data;
  return (
    <article className="course-detail">
      <div className="mb-4">
        <p className="text-uppercase fw-semibold text-body-secondary mb-1">{data.program_short_name}</p>
        <h1>{data.program_name}</h1>
      </div>
      <div className="row g-4">
        {data.image_url && (
          <div className="col-12 col-lg-5">
            <img
              src={data.image_url}
              alt={data.program_name}
              width={IMAGE_SIZE.program.width}
              height={IMAGE_SIZE.program.height}
              fetchPriority="high"
              className="img-fluid rounded shadow-sm"
            />
          </div>
        )}
        <div className={data.image_url ? 'col-12 col-lg-7' : 'col-12'}>
          <h2 className="h3">{t('course.about')}</h2>
          <SafeHtml html={data.description} className="rich-text" />
        </div>
      </div>
      <section className="mt-4" aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="h3">
          {t('course.modules')}
        </h2>
        <SafeHtml html={data.module} className="rich-text rich-text-modules" />
      </section>
      <Coordinators coordinators={data.program_coordinators} />
    </article>
  );
}
