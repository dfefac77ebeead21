export { ownForumTotal } from './forum.queries.ts';
export { forumRoutes } from './forum.routes.ts';
