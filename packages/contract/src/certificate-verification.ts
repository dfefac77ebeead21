// Public verification of certificates, and the admin console's certificates (docs/decisions/027-certificate-verification.md):
// anyone checks a certificate by its code (`GET /api/public/certificates/:code`: valid, revoked or superseded; 404 for
// a code nobody issued, malformed or not), an admin lists, revokes and re-issues certificates and keeps the two
// signatories printed on them. Every admin call is `access: 'admin'` and audited.
import { z } from 'zod';
import { ADMIN_SEARCH_MAX, IsoDateTime } from './admin.ts';
import { CERTIFICATE_STATUSES, CertificateStatus } from './certificates.ts';
import { CreatedBody, ErrorBody, PageString, SuccessBody, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lineText } from './fields.ts';
import { IdParams, READ_ERRORS, WRITE_ERRORS } from './options.ts';

// --------------------------------------------------------------------------------------------------- the code
// The code's alphabet, normalising and printed form are the certificates' (certificates.ts: normaliseVerificationCode,
// formatVerificationCode, verificationUrl): one definition.

/** The longest text the verify calls take as a code (spaces and dashes included); longer is refused with 400. */
export const CODE_INPUT_MAX = 64;

// ------------------------------------------------------------------------------------------- public answer

/**
 * `GET /api/public/certificates/:code`. A superseded certificate answers only its status, serial and date of issue
 * (every other field null): it points to nothing. `result` is the released status ("Pass"), without the marks.
 * `sha256` is the hex SHA-256 of the issued PDF (null until the PDF is made).
 */
export const PublicCertificate = z
  .object({
    status: CertificateStatus,
    serial: z.string(),
    holder_name: z.string().nullable(),
    program_name: z.string().nullable(),
    course_name: z.string().nullable(),
    issued_at: IsoDateTime,
    result: z.string().nullable(),
    revoked_at: IsoDateTime.nullable(),
    revocation_reason: z.string().nullable(),
    sha256: z.string().nullable(),
  })
  .meta({ id: 'PublicCertificate' });
export type PublicCertificate = z.infer<typeof PublicCertificate>;

export const CertificateCodeParams = z.object({
  code: z.string().min(1).max(CODE_INPUT_MAX, 'Not a certificate code'),
});

/** Verify answers per client address: 20 a minute, then 429 with Retry-After. */
export const VERIFY_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 } as const;

export const CERTIFICATE_TEXT = {
  notFound: 'No certificate has this code',
  revoked: 'Certificate revoked',
  reissued: 'Certificate re-issued with the corrected name',
  signatoriesSaved: 'Signatories saved',
  noCertificate: 'No such certificate',
  alreadyRevoked: 'This certificate is already revoked',
  superseded: 'This certificate was replaced by a newer one: act on the newer one',
  revokedNoReissue: 'A revoked certificate cannot be re-issued',
  sameName: 'The corrected name is the name on the certificate',
} as const;

// ----------------------------------------------------------------------------------------- admin console

export const CERTIFICATE_LIMITS = { reason: 500, holderName: 200, signatoryName: 100, designation: 100 } as const;

export const CERTIFICATE_MESSAGES = {
  reason: 'A reason is required',
  holderName: 'The corrected name is required',
  signatoryName: 'The signatory name is required',
  designation: 'The designation is required',
  tooLong: (max: number) => `At most ${max} characters`,
  lineBreak: 'Must be on one line',
  controls: 'Contains characters that are not allowed',
  status: 'Choose valid, revoked or superseded',
  signatories: 'Give both signatories',
} as const;
const M = CERTIFICATE_MESSAGES;
const CHARACTERS = { lineBreak: M.lineBreak, control: M.controls } as const;
const required = (message: string, max: number) =>
  lineText({ required: message, tooLong: M.tooLong(max) }, max, CHARACTERS);

/** `?page=N&q=…&status=…`: q is a serial, a code or part of a holder's name. */
export const AdminCertificateQuery = z.object({
  page: PageString.optional(),
  q: lineText({ tooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters` }, ADMIN_SEARCH_MAX, {
    anyControl: 'Control characters are not allowed',
  }).optional(),
  status: z.enum(CERTIFICATE_STATUSES, { error: M.status }).optional(),
});
export type AdminCertificateQuery = z.infer<typeof AdminCertificateQuery>;

export const AdminCertificate = z
  .object({
    id: z.number().int(),
    serial: z.string(),
    /** In groups of four. */
    code: z.string(),
    holder_name: z.string(),
    program_name: z.string(),
    course_name: z.string(),
    issued_at: IsoDateTime,
    status: CertificateStatus,
    revoked_at: IsoDateTime.nullable(),
    revocation_reason: z.string().nullable(),
    /** The serial of the certificate that replaced it (superseded ones). */
    superseded_by_serial: z.string().nullable(),
    /** The serial of the certificate it re-issues. */
    replaces_serial: z.string().nullable(),
  })
  .meta({ id: 'AdminCertificate' });
export type AdminCertificate = z.infer<typeof AdminCertificate>;
export const AdminCertificateList = z.object({ total_data: TotalData, data: z.array(AdminCertificate) });
export type AdminCertificateList = z.infer<typeof AdminCertificateList>;

/** `POST /api/admin/certificates/:id/revoke`. */
export const RevokeCertificateBody = z.object({ reason: required(M.reason, CERTIFICATE_LIMITS.reason) }).strict();
export type RevokeCertificateBody = z.infer<typeof RevokeCertificateBody>;

/** `POST /api/admin/certificates/:id/reissue`: the corrected holder's name. */
export const ReissueCertificateBody = z
  .object({ holder_name: required(M.holderName, CERTIFICATE_LIMITS.holderName) })
  .strict();
export type ReissueCertificateBody = z.infer<typeof ReissueCertificateBody>;

export const Signatory = z.object({
  name: required(M.signatoryName, CERTIFICATE_LIMITS.signatoryName),
  designation: required(M.designation, CERTIFICATE_LIMITS.designation),
});
export type Signatory = z.infer<typeof Signatory>;

/** Both signatories: the first printed on the left, the second on the right. */
export const SignatoriesBody = z
  .object({ signatories: z.tuple([Signatory.strict(), Signatory.strict()], { error: M.signatories }) })
  .strict();
export type SignatoriesBody = z.infer<typeof SignatoriesBody>;
export type SignatoriesBodyIn = z.input<typeof SignatoriesBody>;

/** The two signatories as kept (empty texts while none is set). */
export const Signatories = z
  .object({ signatories: z.array(z.object({ position: z.number().int(), name: z.string(), designation: z.string() })) })
  .meta({ id: 'CertificateSignatories' });
export type Signatories = z.infer<typeof Signatories>;

// ------------------------------------------------------------------------------------------------- endpoints

const CHANGE_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;

export const certificateVerification = {
  verify: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/public/certificates/:code',
    access: 'public',
    summary: 'A certificate by its verification code: valid, revoked or superseded; 404 for any other code',
    tags: ['public'],
    params: CertificateCodeParams,
    responses: { 200: PublicCertificate, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  }),
} as const;

const tags = ['admin'];

export const adminCertificates = {
  list: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/certificates',
    access: 'admin',
    summary: 'Certificates, newest first, searched by serial, code or holder name, filtered by status',
    tags,
    query: AdminCertificateQuery,
    responses: { 200: AdminCertificateList, ...READ_ERRORS },
  }),
  revoke: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/certificates/:id/revoke',
    access: 'admin',
    summary: 'Revokes a certificate with a reason (409 if already revoked or superseded); mails the holder',
    tags,
    params: IdParams,
    body: RevokeCertificateBody,
    responses: { 200: SuccessBody, ...CHANGE_ERRORS },
  }),
  reissue: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/admin/certificates/:id/reissue',
    access: 'admin',
    summary: 'Re-issues a valid certificate with a corrected name: a new certificate supersedes it',
    tags,
    params: IdParams,
    body: ReissueCertificateBody,
    responses: { 201: CreatedBody, ...CHANGE_ERRORS },
  }),
  signatories: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/certificate-signatories',
    access: 'admin',
    summary: 'The two signatories printed on every certificate',
    tags,
    responses: { 200: Signatories, 401: READ_ERRORS[401] },
  }),
  saveSignatories: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/admin/certificate-signatories',
    access: 'admin',
    summary: 'Saves both signatories (name and designation)',
    tags,
    body: SignatoriesBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS },
  }),
} as const;
