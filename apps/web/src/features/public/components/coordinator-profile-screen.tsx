// /coordinator/{coordinator_id} (docs/features.md, Public site): a coordinator's public profile — name, photo,
// designation (occupation), e-mail and gender (1 Male, 0 Female).
import { CoordinatorParams, GENDER } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { programmeNs } from '#web/i18n/namespaces/programme.ts';
import { useT } from '#web/i18n/use-t.ts';
import { isNotFound } from '../api.ts';
import { coordinatorOptions } from '../details.ts';
import { Avatar } from './avatar.tsx';
import { IMAGE_SIZE } from './images.ts';
import { ErrorState } from './states.tsx';

/** The catalogue key of a gender's word, or null when none is known. */
export function genderKey(gender: number | null): 'coordinator.male' | 'coordinator.female' | null {
  if (gender === GENDER.male) return 'coordinator.male';
  if (gender === GENDER.female) return 'coordinator.female';
  return null;
}

function CoordinatorNotFound() {
  const t = useT(programmeNs);
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">{t('coordinator.notFound')}</h1>
      <Link to={paths.courses.path} className="btn btn-primary">
        {t('course.allCourses')}
      </Link>
    </section>
  );
}

export function CoordinatorProfileScreen({ coordinatorId }: { coordinatorId: string }) {
  // An id the server would refuse names nobody: no call, the not-found state.
  const isWellFormed = CoordinatorParams.safeParse({ coordinator_id: coordinatorId }).success;
  return isWellFormed ? <CoordinatorProfile coordinatorId={coordinatorId} /> : <CoordinatorNotFound />;
}

function CoordinatorProfile({ coordinatorId }: { coordinatorId: string }) {
  const profile = useQuery(coordinatorOptions(coordinatorId));
  const t = useT(programmeNs);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    if (isNotFound(profile.error)) return <CoordinatorNotFound />;
    return <ErrorState message={profile.error.message} onAction={() => void profile.refetch()} />;
  }
  const coordinator = profile.data;
  const gender = genderKey(coordinator.gender);
  return (
    <article className="coordinator-profile row g-4 align-items-center">
      <div className="col-12 col-md-4 text-center">
        <Avatar src={coordinator.profile_pic} size={IMAGE_SIZE.avatar.width} alt={coordinator.name} />
      </div>
      <div className="col-12 col-md-8">
        <h1 className="mb-1">{coordinator.name}</h1>
        <p className="fs-5 text-body-secondary">{coordinator.designation}</p>
        <dl className="row mb-0">
          <dt className="col-sm-3">{t('coordinator.email')}</dt>
          <dd className="col-sm-9">
            <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>
          </dd>
          <dt className="col-sm-3">{t('coordinator.gender')}</dt>
          <dd className="col-sm-9">{gender ? t(gender) : ''}</dd>
        </dl>
      </div>
    </article>
  );
}
