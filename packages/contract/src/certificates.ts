// Certificates (docs/features.md, Certificates; docs/decisions/024-certificates.md): issued to the participants whose
// released final status is Pass, one per person and course, never deleted. The verification code is 80 random bits
// written as 16 Crockford base32 characters, shown in groups of four (`7K3M-Q9XD-2HBW-R4TN`) and stored without
// the dashes.
import { z } from 'zod';
import { DownloadUrl, ErrorBody, IdString, PageString, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { EmptyBody, READ_ERRORS, WRITE_ERRORS } from './options.ts';

/** A certificate's state: in force, revoked (with a reason), or replaced by a re-issue. */
export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'superseded'] as const;
export const CertificateStatus = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'Valid',
  revoked: 'Revoked',
  superseded: 'Superseded',
};

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or retyped is not misread. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters × 5 bits = 80 bits. */
export const CODE_LENGTH = 16;

/** The stored code (16 characters) as shown and printed: four groups of four joined by dashes. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code as typed or scanned → the stored form, or null when it cannot be one: dashes and spaces dropped, upper
 * case, and Crockford's look-alikes read as the digits they stand for (O → 0, I and L → 1).
 */
export function normaliseVerificationCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** The public verification address of a code (the QR code on the PDF, the link a holder copies). */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify/${formatVerificationCode(code)}`;
}

/** What the certificate screens say. */
export const CERTIFICATE_SCREEN_TEXT = {
  title: 'Certificates',
  myTitle: 'My certificates',
  none: 'No certificates yet',
  noneHint: 'A certificate is issued once a course’s final result is released with the status Pass.',
  noPassers: 'Nobody has passed this course in a released final result.',
  notReleased: 'The final result of this course is not released: certificates are issued only from released results.',
  courseNotFound: 'Course not found',
  certificateNotFound: 'Certificate not found',
  fileNotReady: 'The PDF is being prepared; try again in a minute.',
  issueAll: (count: number) => `Issue to the ${count} who passed`,
  issueConfirmTitle: (count: number) => `Issue ${count} certificate${count === 1 ? '' : 's'}?`,
  issued: (count: number) =>
    count === 0
      ? 'Everyone who passed already holds a certificate.'
      : `${count} certificate${count === 1 ? '' : 's'} issued.`,
  allIssued: 'Everyone who passed holds a certificate.',
  copyLink: 'Copy verification link',
  copied: 'Verification link copied',
  linkedIn: 'Add to LinkedIn',
  downloadPdf: 'Download PDF',
  downloadBadge: 'Download badge (JSON)',
  preparing: 'Preparing the PDF…',
} as const;

/** The most names the issue confirmation lists before "and N more". */
export const ISSUE_PREVIEW_NAMES = 20;

const tags = ['certificates'];
const CourseParams = z.object({ courseId: IdString });
const CertificateParams = z.object({ certificateId: IdString });
const PageOnly = z.object({ page: PageString.optional() });

/** One certificate as its issuer and its holder see it. */
export const CertificateSummary = z
  .object({
    id: z.number().int(),
    serial: z.string(),
    /** Grouped with dashes, as printed. */
    code: z.string(),
    status: CertificateStatus,
    issued_at: z.string(),
    revoked_at: z.string().nullable(),
    revocation_reason: z.string().nullable(),
    /** The PDF has been made (the job that renders it has run). */
    pdf_ready: z.boolean(),
  })
  .meta({ id: 'CertificateSummary' });
export type CertificateSummary = z.infer<typeof CertificateSummary>;

/** A participant whose released final status is Pass, and the certificate they hold (null: none yet). */
export const CertificatePasser = z
  .object({
    participant_id: z.number().int(),
    name: z.string(),
    course_roll: z.string(),
    total: z.number().nullable(),
    certificate: CertificateSummary.nullable(),
  })
  .meta({ id: 'CertificatePasser' });
export type CertificatePasser = z.infer<typeof CertificatePasser>;

/** `GET …/certificates/…/:courseId`: the course, its passers a page at a time, and who would be issued one now. */
export const CourseCertificates = z
  .object({
    course: z.object({
      id: z.number().int(),
      name: z.string(),
      short_name: z.string(),
      program_name: z.string(),
    }),
    /** A final release is in effect: certificates may be issued. */
    final_released: z.boolean(),
    passers: z.array(CertificatePasser),
    total: TotalData,
    /** How many passers hold no certificate (what "Issue to the N who passed" issues). */
    to_issue: TotalData,
    /** The first ISSUE_PREVIEW_NAMES of them by name, for the confirmation. */
    to_issue_names: z.array(z.string()),
  })
  .meta({ id: 'CourseCertificates' });
export type CourseCertificates = z.infer<typeof CourseCertificates>;

export const IssueCertificatesResult = z
  .object({ success: z.string(), issued: TotalData })
  .meta({ id: 'IssueCertificatesResult' });
export type IssueCertificatesResult = z.infer<typeof IssueCertificatesResult>;

/** One of the caller's certificates on "My certificates". */
export const MyCertificate = CertificateSummary.extend({
  course_name: z.string(),
  program_name: z.string(),
  holder_name: z.string(),
  /** The date of issue in the institute's zone (`2026-11-28`), as the PDF prints it. */
  issued_on: z.string(),
  /** The public verification address (`PUBLIC_URL/verify/CODE`). */
  verify_url: z.string(),
  /** The Open Badges credential has been made. */
  badge_ready: z.boolean(),
}).meta({ id: 'MyCertificate' });
export type MyCertificate = z.infer<typeof MyCertificate>;

export const MyCertificates = z
  .object({ certificates: z.array(MyCertificate), total: TotalData })
  .meta({ id: 'MyCertificates' });
export type MyCertificates = z.infer<typeof MyCertificates>;

const CONFLICT_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;

/** Issuing, for any coordinator of the course (another course answers 404). */
export const coordinatorCertificates = {
  course: defineEndpoint({
    method: 'GET',
    // Not kept: the PDF job changes `pdf_ready` after the issuing request has answered.
    keep: false,
    path: '/api/coordinator/certificates/:courseId',
    access: 'coordinator',
    summary:
      'A course’s participants whose released final status is Pass (10 a page, by name) and the certificate each holds, with how many hold none',
    tags,
    params: CourseParams,
    query: PageOnly,
    responses: { 200: CourseCertificates, ...READ_ERRORS },
  }),
  issue: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/certificates/:courseId/issue',
    access: 'coordinator',
    summary:
      'Issues a certificate to every passer of the released final result who holds none, in one transaction; 409 without a final release in effect',
    tags,
    params: CourseParams,
    body: EmptyBody,
    responses: { 200: IssueCertificatesResult, ...CONFLICT_ERRORS },
  }),
} as const;

/** The same two calls for an admin, on any course. */
export const adminCourseCertificates = {
  course: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/certificates/courses/:courseId',
    access: 'admin',
    summary: 'As the coordinator’s: a course’s passers and their certificates, for any course',
    tags,
    params: CourseParams,
    query: PageOnly,
    responses: { 200: CourseCertificates, ...READ_ERRORS, 403: ErrorBody },
  }),
  issue: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/certificates/courses/:courseId/issue',
    access: 'admin',
    summary:
      'As the coordinator’s: issues the missing certificates of any course; 409 without a final release in effect',
    tags,
    params: CourseParams,
    body: EmptyBody,
    responses: { 200: IssueCertificatesResult, ...CONFLICT_ERRORS },
  }),
} as const;

/** The holder's own certificates. */
export const participantCertificates = {
  list: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/participant/certificates',
    access: 'participant',
    summary: 'The caller’s certificates, newest first, 10 a page, each with its status and verification address',
    tags,
    query: PageOnly,
    responses: { 200: MyCertificates, 400: ErrorBody, 401: ErrorBody },
  }),
  downloadPdf: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/participant/certificates/:certificateId/pdf',
    access: 'participant',
    summary: 'A 10-minute link to the PDF of one of the caller’s certificates; 409 while it is being made',
    tags,
    params: CertificateParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...CONFLICT_ERRORS },
  }),
  downloadBadge: defineEndpoint({
    method: 'POST',
    changes: 'none',
    path: '/api/participant/certificates/:certificateId/badge',
    access: 'participant',
    summary:
      'A 10-minute link to the Open Badges credential (JSON) of one of the caller’s certificates; 409 before it is made',
    tags,
    params: CertificateParams,
    body: EmptyBody,
    responses: { 200: DownloadUrl, ...CONFLICT_ERRORS },
  }),
} as const;
