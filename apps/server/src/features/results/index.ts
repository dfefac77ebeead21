export { componentRoutes } from './components.routes.ts';
// The marks features (typed marks, marks beside submissions, spreadsheet imports) reach the shared helpers here.
export { findMemberComponent } from './course-rules.ts';
export {
  courseIsFrozen,
  deleteMarks,
  lockMarks,
  type MarkChange,
  type StoredMark,
  writeMarks,
} from './marks-writer.ts';
