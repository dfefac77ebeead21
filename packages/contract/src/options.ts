// Shapes the work areas share: the course select options of every filter and form, and the path parameters
// that name a course or a list status.
import { z } from 'zod';
import { IdString } from './common.ts';

/** One option of a select: the spec's "value and label". */
export const SelectOption = z.object({ value: z.number().int(), label: z.string() }).meta({ id: 'SelectOption' });
export type SelectOption = z.infer<typeof SelectOption>;

/** Every course select of the work areas answers `{ courses: [{ value, label }] }`. */
export const CourseOptions = z.object({ courses: z.array(SelectOption) }).meta({ id: 'CourseOptions' });
export type CourseOptions = z.infer<typeof CourseOptions>;

export const CourseIdParams = z.object({ courseId: IdString });

/** The status filter of the coordinator lists: '1' running (active), '0' expired. */
export const LIST_STATUS = { running: 1, expired: 0 } as const;
export const StatusString = z
  .enum(['0', '1'])
  .transform(Number)
  .pipe(z.union([z.literal(0), z.literal(1)]));
