export { markImportRoutes } from './mark-imports.routes.ts';
