// Open Badges 3.0 (docs/decisions/028-open-badges.md): the public documents of the badges, the badge job, and
// `queueBadge`, which the issuing of certificates calls in its transaction.

export { badgeJobs, certificateBadgeJob, queueBadge } from './badges.jobs.ts';
export { badgeRoutes } from './badges.routes.ts';
