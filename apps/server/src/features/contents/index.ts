export { contentRoutes } from './contents.routes.ts';
