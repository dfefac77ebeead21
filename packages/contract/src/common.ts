// Shapes and constants every feature shares: the error and success bodies, ids, pages, user types,
// limits and file rules. Each constant is defined here once and imported by the server and the web.
import { z } from 'zod';

export const USER_TYPE = { admin: 0, coordinator: 1, participant: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const UserTypeCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Labels on forum authors (spec part 2, section 1). */
export const USER_TYPE_TAG: Record<UserType, string> = { 0: 'Admin', 1: 'Faculty', 2: 'Participant' };
/** Labels of the signed-in user in the public user menu (spec part 1, section 3). */
export const USER_TYPE_NAME: Record<UserType, 'Admin' | 'Coordinator' | 'Participant'> = {
  0: 'Admin',
  1: 'Coordinator',
  2: 'Participant',
};

export const GENDER = { female: 0, male: 1 } as const;
/** Organisation value 0 means "others": the name is then typed in. */
export const OTHER_ORGANIZATION = 0;

/** Every paginated list: 10 a page; the serial number is (page-1)*10+index+1. */
export const PAGE_SIZE = 10;

export const LIMITS = {
  email: 254,
  name: 255,
  designation: 255,
  relation: 100,
  phone: 11,
  address: 1000,
  degree: 255,
  passwordMin: 6,
  passwordMax: 128,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  postTitle: 255,
  body: 20000,
  token: 200,
} as const;

/** 11 digits starting 01 (Bangladeshi mobile numbers). */
export const PHONE_PATTERN = /^01\d{9}$/;

const MIB = 1024 * 1024;
/** Accepted uploads: extension allow-list, checked again by content on the server. */
export const FILE_RULES = {
  avatar: { extensions: ['jpg', 'jpeg', 'png', 'svg'], maxBytes: 2 * MIB },
  document: {
    extensions: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'pdf', 'zip'],
    maxBytes: 50 * MIB,
  },
} as const;
export type FileRule = keyof typeof FILE_RULES;

/** The one error shape of every refusal; validation adds `issues`, a 500 adds `requestId`. */
export const ErrorBody = z
  .object({
    error: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SuccessBody = z.object({ success: z.string() }).meta({ id: 'SuccessBody' });
export type SuccessBody = z.infer<typeof SuccessBody>;

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
