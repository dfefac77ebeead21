export { assignmentJobs } from './assignments.mails.ts';
export { assignmentRoutes } from './assignments.routes.ts';
