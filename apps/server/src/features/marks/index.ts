export { marksRoutes } from './marks.routes.ts';
