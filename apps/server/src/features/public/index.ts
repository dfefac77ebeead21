// The public site: its routes, and the sanitiser of stored HTML for the features that write those fields.
export { publicRoutes } from './public.routes.ts';
export { sanitizeRichHtml } from './rich-html.ts';
