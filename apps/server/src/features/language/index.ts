// The saved language: the routes (PUT /api/{participant,coordinator,admin}/user/language) and the read is_logined uses.
export { savedLanguage } from './language.queries.ts';
export { languageRoutes } from './language.routes.ts';
