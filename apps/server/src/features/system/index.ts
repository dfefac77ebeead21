export { beginDraining, systemRoutes } from './system.routes.ts';
