export { assignmentRoutes } from './assignments.routes.ts';
