// The rules and releases page of a course (Evaluations → a course), where a course without rules gets them.
import { buildPath } from '@portal/contract';

export const RULES_PATH = '/coordinator/evaluations/courses/:courseId';

export const rulesHref = (courseId: number) => buildPath(RULES_PATH, { courseId });
