// Certificates (features/certificates/, docs/decisions/024-certificates.md): issued only from released Pass results,
// never deleted. Revocation and supersession are states with a time and a reason; the verify page tells them apart
// from a code nobody issued.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, programs } from './courses.ts';
import { resultReleases } from './results.ts';
import { users } from './users.ts';
import { storedFiles } from './work.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Each certificate's place in the badges' revocation status list (a bit per certificate, never reused). */
export const certificateStatusIndexSeq = pgSequence('certificate_status_index_seq', { startWith: 0, minValue: 0 });

/**
 * One certificate. The holder, programme and course names are copied as they were at issue (a later rename does
 * not change an issued certificate; a corrected name is a re-issue). `code` is the verification code: at least 80
 * random bits, stored normalised (upper-case base32, no separators) and unique. The PDF and the signed badge are
 * made by a job after the issuing transaction (null until then), each with its SHA-256.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    /** `{programme short name}-{year}-{sequence}`, e.g. `CBM-2026-0007`. */
    serial: text().notNull(),
    code: text().notNull(),
    participantId: integer().references(() => users.id, { onDelete: 'set null' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    programId: integer().references(() => programs.id, { onDelete: 'set null' }),
    /** The final release whose result it certifies. */
    releaseId: integer().references(() => resultReleases.id, { onDelete: 'set null' }),
    holderName: text().notNull(),
    programName: text().notNull(),
    courseName: text().notNull(),
    /** The released status (always `Pass`) and weighted total it was issued for. */
    resultStatus: text().notNull(),
    resultTotal: numeric({ precision: 6, scale: 2 }),
    issuedAt: createdAt(),
    issuedById: integer().references(() => users.id, { onDelete: 'set null' }),
    pdfFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    pdfSha256: text(),
    badgeFileId: integer().references(() => storedFiles.id, { onDelete: 'set null' }),
    badgeSha256: text(),
    /** Its bit in the revocation status list of the badges. */
    statusIndex: integer().notNull().default(sql`nextval('certificate_status_index_seq')`),
    revokedAt: timestamp({ withTimezone: true }),
    revokedById: integer().references(() => users.id, { onDelete: 'set null' }),
    revocationReason: text(),
    /** Set when a re-issue replaced it; `supersededById` is the certificate that did. */
    supersededAt: timestamp({ withTimezone: true }),
    supersededById: integer(),
    /** The certificate this one re-issues (null for a first issue). */
    replacesId: integer(),
  },
  (t) => [
    uniqueIndex('certificates_serial_uq').on(t.serial),
    uniqueIndex('certificates_code_uq').on(t.code),
    uniqueIndex('certificates_status_index_uq').on(t.statusIndex),
    // One certificate in force (valid or revoked) per person and course: issuing twice gives nobody a second; a
    // re-issue supersedes the old one first.
    uniqueIndex('certificates_live_uq').on(t.participantId, t.courseId).where(sql`${t.supersededAt} is null`),
    index('certificates_participant_idx').on(t.participantId, t.issuedAt.desc(), t.id.desc()),
    index('certificates_course_idx').on(t.courseId, t.issuedAt.desc(), t.id.desc()),
    // The admin console's list, newest first, and its search: a serial from its start or part of a holder's name
    // (ilike, served by trigrams; a whole code uses the unique index).
    index('certificates_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    index('certificates_serial_trgm_idx').using('gin', sql`${t.serial} gin_trgm_ops`),
    index('certificates_holder_trgm_idx').using('gin', sql`${t.holderName} gin_trgm_ops`),
    check('certificates_result_ck', sql`${t.resultStatus} = 'Pass'`),
    check('certificates_revocation_ck', sql`(${t.revokedAt} is null) = (${t.revocationReason} is null)`),
  ],
);

/** The last sequence number used per programme prefix and year (serials count up from 1 in each). */
export const certificateSerials = pgTable(
  'certificate_serials',
  {
    prefix: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/** The two signatories printed on every certificate (kept by an admin): position 1 on the left, 2 on the right. */
export const certificateSignatories = pgTable(
  'certificate_signatories',
  {
    position: integer().primaryKey(),
    name: text().notNull(),
    designation: text().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: createdAt(),
  },
  (t) => [check('certificate_signatories_position_ck', sql`${t.position} in (1, 2)`)],
);

/**
 * The badges' Ed25519 signing key: made at first use, its secret sealed like the admins' TOTP secrets (HKDF from
 * FILES_SECRET with a label of its own). One row only (`singleton` is always 1): a race at first use keeps one.
 */
export const badgeSigningKeys = pgTable(
  'badge_signing_keys',
  {
    singleton: integer().primaryKey().default(1),
    publicKeyMultibase: text().notNull(),
    secretSealed: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('badge_signing_keys_singleton_ck', sql`${t.singleton} = 1`)],
);
