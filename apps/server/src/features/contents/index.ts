export { contentJobs } from './contents.mails.ts';
export { contentRoutes } from './contents.routes.ts';
