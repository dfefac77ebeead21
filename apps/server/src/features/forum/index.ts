export { forumRoutes } from './forum.routes.ts';
