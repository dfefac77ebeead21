// The public site: its routes, and the sanitiser of stored HTML for every writer of those fields (publishing, seed).

export { publicJobs } from './public.mails.ts';
export { publicRoutes } from './public.routes.ts';
export { sanitizeRichHtml, storedRichText } from './rich-html.ts';
