// The marks screens' query keys, in a module of their own (no contract, no zod): the submit details screen
// refreshes them after a mark beside a submission, and the work area's first chunk stays free of the schemas.
export const marksKeys = {
  all: ['marks'] as const,
  courses: (status: 0 | 1) => ['marks', 'courses', status] as const,
  components: (courseId: number) => ['marks', 'components', courseId] as const,
  page: (courseId: number, componentId: number, page: number) =>
    ['marks', 'page', courseId, componentId, { page }] as const,
};
