// Every kind of job, once (core/jobs/, docs/decisions/022-job-queue.md): the registry the queue of every process
// creates its queues and workers from. A new kind is defined beside its feature's routes (its *.mails.ts for a mail)
// and added here; queueing a kind missing here throws.
import type { AnyJobDefinition } from './core/jobs/define.ts';
import { assignmentJobs } from './features/assignments/index.ts';
import { authJobs } from './features/auth/index.ts';
import { backupJobs } from './features/backup/index.ts';
import { badgeJobs } from './features/badges/index.ts';
import { certificateJobs } from './features/certificates/index.ts';
import { contentJobs } from './features/contents/index.ts';
import { invitationJobs } from './features/invitations/index.ts';
import { notificationJobs } from './features/notifications/index.ts';
import { profileJobs } from './features/profile/index.ts';
import { publicJobs } from './features/public/index.ts';
import { registrationJobs } from './features/registration/index.ts';

export const JOBS: readonly AnyJobDefinition[] = [
  ...registrationJobs,
  ...authJobs,
  ...profileJobs,
  ...publicJobs,
  ...invitationJobs,
  ...assignmentJobs,
  ...contentJobs,
  ...notificationJobs,
  ...badgeJobs,
  ...certificateJobs,
  ...backupJobs,
];
