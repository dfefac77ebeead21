export { profileJobs } from './profile.mails.ts';
export { profileRoutes } from './profile.routes.ts';
