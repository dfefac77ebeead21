// Shapes and constants every feature shares: the error and success bodies, ids, pages, user types,
// limits and file rules. The constants are defined once in constants.ts (no zod there) and re-exported here.
import { z } from 'zod';

export {
  FILE_RULES,
  type FileRule,
  GENDER,
  LIMITS,
  OTHER_ORGANIZATION,
  PAGE_SIZE,
  PHONE_PATTERN,
  RESULT_STATUS,
  RESULTS,
  type ResultStatus,
  USER_TYPE,
  USER_TYPE_NAME,
  USER_TYPE_TAG,
  type UserType,
} from './constants.ts';

export const UserTypeCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The one error shape of every refusal; validation adds `issues`, a 500 adds `requestId`. */
export const ErrorBody = z
  .object({
    error: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
    /**
     * A refusal whose text names a person or a course: its kind (REFUSAL_CODES) and the values in it, so that a client
     * writes it in its reader's language; `error` stays the English text.
     */
    code: z.string().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** The refusals answered with a `code` and `values` beside their English text (ErrorBody). */
export const REFUSAL_CODES = { alreadyEnrolled: 'alreadyEnrolled' } as const;
export type RefusalCode = keyof typeof REFUSAL_CODES;
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SuccessBody = z.object({ success: z.string() }).meta({ id: 'SuccessBody' });
export type SuccessBody = z.infer<typeof SuccessBody>;

/** The answer to a creation: the success text and the new row's id. */
export const CreatedBody = SuccessBody.extend({ id: z.number().int() }).meta({ id: 'CreatedBody' });

/** A positive 32-bit id written in decimal digits (path or query). */
export const IdString = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** A page number in a path or query: 1-based. */
export const PageString = z
  .string()
  .regex(/^\d{1,6}$/, 'Must be a page number')
  .transform(Number)
  .pipe(z.number().int().min(1));

export const PageQuery = z.object({ page: PageString.optional() });

/** Lists answer the total row count beside the page of rows. */
export const TotalData = z.number().int().nonnegative();

/** Every `POST …/download` answers a short-lived signed link to open in a new tab. */
export const DownloadUrl = z.object({ url: z.string() }).meta({ id: 'DownloadUrl' });
export type DownloadUrl = z.infer<typeof DownloadUrl>;
