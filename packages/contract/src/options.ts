// Shapes the work areas share: the course select options of every filter and form, and the path parameters
// that name a course or a list status.
import { z } from 'zod';
import { ErrorBody, IdString, PageString } from './common.ts';

/** One option of a select: the spec's "value and label". */
export const SelectOption = z.object({ value: z.number().int(), label: z.string() }).meta({ id: 'SelectOption' });
export type SelectOption = z.infer<typeof SelectOption>;

/**
 * A course as a select option: the spec's value and label (the course's name) and, from the work areas' course
 * selects, its short name (its batch, 'CEAML-2026'): two runs of one programme share a name, and the short
 * name tells them apart (`courseDisplayName`). The admin's course select writes both into its label instead.
 */
export const CourseOption = SelectOption.extend({ short_name: z.string().optional() }).meta({ id: 'CourseOption' });
export type CourseOption = z.infer<typeof CourseOption>;

/** Every course select of the work areas answers `{ courses: [{ value, label, short_name }] }`. */
export const CourseOptions = z.object({ courses: z.array(CourseOption) }).meta({ id: 'CourseOptions' });
export type CourseOptions = z.infer<typeof CourseOptions>;

/**
 * How a course is named wherever two runs of one programme may meet (selects, post cards, lists): its name
 * with its short name, 'Certified Expert in Anti-Money Laundering (CEAML-2026)'; the name alone without one.
 */
export function courseDisplayName(name: string, shortName: string | null | undefined): string {
  const short = shortName?.trim();
  return short ? `${name} (${short})` : name;
}

export const CourseIdParams = z.object({ courseId: IdString });

/** The status filter of the coordinator lists: '1' running (active), '0' expired. */
export const LIST_STATUS = { running: 1, expired: 0 } as const;
export const StatusString = z
  .enum(['0', '1'])
  .transform(Number)
  .pipe(z.union([z.literal(0), z.literal(1)]));

/** A course id, or 0 where the spec gives 0 a meaning (all of the caller's courses; uncategorised contents). */
export const CourseIdOrZero = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a course id or 0')
  .transform(Number)
  .pipe(z.number().int().min(0).max(2_147_483_647));

export const IdParams = z.object({ id: IdString });
export const PageParams = z.object({ page: PageString });
export const StatusParams = z.object({ status: StatusString });

/** The body of a `POST …/download` and of other calls that send nothing: an empty JSON object. */
export const EmptyBody = z.object({}).strict();

/** The refusals the work-area calls declare, for the OpenAPI document. */
export const READ_ERRORS = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;
export const WRITE_ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;
export const UPLOAD_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody } as const;
