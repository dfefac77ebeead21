export { componentRoutes } from './components.routes.ts';
// The marks features (typed marks, marks beside submissions, spreadsheet imports) reach the shared helpers here.
export { findMemberComponent } from './course-rules.ts';
// The results feature's door for the other features: the grading rules (one place computes a result) and a
// course's rules.
export {
  type CourseRules,
  computeResult,
  type FrozenRules,
  hundredths,
  type MarkValue,
  rulesFromRows,
  thawRules,
} from './grading.ts';
export {
  courseIsFrozen,
  deleteMarks,
  lockMarks,
  type MarkChange,
  type StoredMark,
  writeMarks,
} from './marks-writer.ts';
export { participantResultsRoutes } from './results.routes.ts';
