export { componentRoutes } from './components.routes.ts';
