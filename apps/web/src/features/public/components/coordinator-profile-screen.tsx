// /coordinator/{coordinator_id} (docs/features.md, Public site): a coordinator's public profile — name, photo,
// designation (occupation), e-mail and gender (1 Male, 0 Female).
import { CoordinatorParams, GENDER } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { isNotFound } from '../api.ts';
import { coordinatorOptions } from '../details.ts';
import { Avatar } from './avatar.tsx';
import { IMAGE_SIZE } from './images.ts';
import { ErrorState } from './states.tsx';

export function genderLabel(gender: number | null): string {
  if (gender === GENDER.male) return 'Male';
  if (gender === GENDER.female) return 'Female';
  return '';
}

function CoordinatorNotFound() {
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">Coordinator Not Found!</h1>
      <Link to={paths.courses.path} className="btn btn-primary">
        View All Courses
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
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    if (isNotFound(profile.error)) return <CoordinatorNotFound />;
    return <ErrorState message={profile.error.message} onAction={() => void profile.refetch()} />;
  }
  const coordinator = profile.data;
  return (
    <article className="coordinator-profile row g-4 align-items-center">
      <div className="col-12 col-md-4 text-center">
        <Avatar src={coordinator.profile_pic} size={IMAGE_SIZE.avatar.width} alt={coordinator.name} />
      </div>
      <div className="col-12 col-md-8">
        <h1 className="mb-1">{coordinator.name}</h1>
        <p className="fs-5 text-body-secondary">{coordinator.designation}</p>
        <dl className="row mb-0">
          <dt className="col-sm-3">Email</dt>
          <dd className="col-sm-9">
            <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>
          </dd>
          <dt className="col-sm-3">Gender</dt>
          <dd className="col-sm-9">{genderLabel(coordinator.gender)}</dd>
        </dl>
      </div>
    </article>
  );
}
