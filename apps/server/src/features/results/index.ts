export { componentRoutes } from './components.routes.ts';
export { findMemberComponent } from './course-rules.ts';
export { courseIsFrozen, deleteMarks, lockMarks, writeMarks } from './marks-writer.ts';
