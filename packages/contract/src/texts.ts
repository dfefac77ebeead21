// Shared texts that the web's request helpers (in the first load of every page) import. This module builds no zod
// schema: importing anything from a module that does puts zod in the home page's first load (bench/bundle-budget.ts),
// where zod runs before its CSP-safe mode is set.

/** The success text of every delete of the work areas (a post, a content, an assignment): the delete dialog's toast. */
export const DELETED_TEXT = 'Deleted Successfully';
