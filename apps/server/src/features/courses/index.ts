export { coursesRoutes } from './courses.routes.ts';
