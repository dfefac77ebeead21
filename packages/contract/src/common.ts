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

/** The values of a refusal's text: a name, a count, or a list of names (rolls, components, columns). */
export const RefusalValues = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]));
export type RefusalValues = z.infer<typeof RefusalValues>;

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
    values: RefusalValues.optional(),
  })
  .meta({ id: 'ErrorBody' });

/**
 * The refusals answered with a `code` and `values` beside their English text (ErrorBody), and the problems of an
 * invitation import's lines (`written` of InvitationImportRow). The values of each, in its English:
 * - alreadyEnrolled `course`: "You are already enrolled in {course}."
 * - emailEnrolled `email`, `course`: "{email} is already enrolled in {course}."
 * - notParticipant, hasAccount, noAccount, notEmail `email`; pendingInvitation `email`, `course`: the invitation rules.
 * - noCourseId, noCourseShortName `course`: "No course has the id|short name "{course}"."
 * - csvCellCount `found`, `expected`; csvFormula `column`, `first`; csvDuplicate `line` (Latin, as the table shows it);
 *   csvUnknownColumn `cell`; csvDuplicateColumn `column`; csvMissingColumns `columns` (a list); csvNoHeader (no values:
 *   the column names are the web's own, as in csvUnknownColumn and csvMissingColumns); a file the CSV reader
 *   stops on: csvQuoteNotClosed, csvClosingQuote, csvOpeningQuote, csvUnreadable `line` (where it stopped, Latin).
 * - componentInUse, maxBelowMark `name`; finalNeedsComponents `names` (a list).
 * - staleRows `rolls` (a list), `more`; overMaximum `max`, `rolls`, `more`: marks typed on screen.
 * A list is joined with ", " in English (as the server writes it) and by `Intl.ListFormat` in Bangla; `more` (a count,
 * 0 when none) is the number of items left out of a long list ("… and 3 more").
 */
export const REFUSAL_CODES = {
  alreadyEnrolled: 'alreadyEnrolled',
  emailEnrolled: 'emailEnrolled',
  notParticipant: 'notParticipant',
  hasAccount: 'hasAccount',
  noAccount: 'noAccount',
  notEmail: 'notEmail',
  pendingInvitation: 'pendingInvitation',
  noCourseId: 'noCourseId',
  noCourseShortName: 'noCourseShortName',
  csvCellCount: 'csvCellCount',
  csvFormula: 'csvFormula',
  csvDuplicate: 'csvDuplicate',
  csvUnknownColumn: 'csvUnknownColumn',
  csvDuplicateColumn: 'csvDuplicateColumn',
  csvMissingColumns: 'csvMissingColumns',
  csvNoHeader: 'csvNoHeader',
  csvQuoteNotClosed: 'csvQuoteNotClosed',
  csvClosingQuote: 'csvClosingQuote',
  csvOpeningQuote: 'csvOpeningQuote',
  csvUnreadable: 'csvUnreadable',
  componentInUse: 'componentInUse',
  maxBelowMark: 'maxBelowMark',
  finalNeedsComponents: 'finalNeedsComponents',
  staleRows: 'staleRows',
  overMaximum: 'overMaximum',
} as const;
export type RefusalCode = keyof typeof REFUSAL_CODES;

/** A text with values inside, as a code and values (ErrorBody's pair), for a text answered inside a list. */
export const WrittenRefusal = z.object({ code: z.string(), values: RefusalValues }).meta({ id: 'WrittenRefusal' });
export type WrittenRefusal = z.infer<typeof WrittenRefusal>;
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
