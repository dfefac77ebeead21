export { componentRoutes } from './components.routes.ts';
// The marks feature (typed marks, marks beside submissions) reaches the shared helpers through here.
export { findMemberComponent } from './course-rules.ts';
export { courseIsFrozen, lockMarks, type MarkChange, type StoredMark, writeMarks } from './marks-writer.ts';
