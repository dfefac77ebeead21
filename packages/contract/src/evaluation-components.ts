// The components of a course's evaluation as the marks screens choose them (Upload, marks typed on screen):
// docs/decisions/021-results.md. The rules themselves are read and written by the evaluations calls.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { CourseIdParams, READ_ERRORS } from './options.ts';

/** Marks, maxima and weights travel as JSON numbers with at most two decimals. */
export const MarksNumber = z.number().min(0).max(9999.99);

export const ComponentOption = z
  .object({
    id: z.number().int(),
    name: z.string(),
    max_marks: MarksNumber,
    weight: MarksNumber,
    /** The course's assignment it marks, if any. */
    assignment_id: z.number().int().nullable(),
    /** Whether its marks are released (in effect now). */
    released: z.boolean(),
    /** Whether the course's final result is released or scheduled: marks can then not change. */
    frozen: z.boolean(),
  })
  .meta({ id: 'ComponentOption' });
export type ComponentOption = z.infer<typeof ComponentOption>;

export const ComponentOptions = z.object({ components: z.array(ComponentOption) }).meta({ id: 'ComponentOptions' });
export type ComponentOptions = z.infer<typeof ComponentOptions>;

export const evaluationComponentOptions = defineEndpoint({
  method: 'GET',
  keep: true,
  reads: ['results', 'courses'],
  path: '/api/coordinator/evaluations/:courseId/components',
  access: 'coordinator',
  summary: "A course's evaluation components in order, for the marks screens (404 for another's course)",
  tags: ['evaluations'],
  params: CourseIdParams,
  responses: { 200: ComponentOptions, ...READ_ERRORS },
});
