export { authJobs } from './auth.mails.ts';
export { authRoutes } from './auth.routes.ts';
