// Open Badges 3.0 (docs/decisions/028-open-badges.md): the public documents of the badges, the badge job, and what
// the certificates' files job uses to build, sign and keep a badge.

export { type BadgeFacts, badgeCredential } from './badge-documents.ts';
export { badgeJobs, certificateBadgeJob } from './badges.jobs.ts';
export { BADGE_MIME_TYPE, badgeColumns, badgeFileRow } from './badges.queries.ts';
export { badgeRoutes } from './badges.routes.ts';
export { badgeFileOf, boundBadges } from './badges.service.ts';
