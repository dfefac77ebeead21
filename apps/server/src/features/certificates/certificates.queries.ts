// The statements of certificates. An issuer's course is read through the caller's courses (a coordinator's other
// course answers 404 as a missing one; an admin reads any); a holder reads only their own certificates. Passers come
// from `released_final_results`, the release gate: a result not released, withdrawn or scheduled is not there.
import { ISSUE_PREVIEW_NAMES, PAGE_SIZE, USER_TYPE } from '@portal/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  certificateSerials,
  certificateSignatories,
  certificates,
  courses,
  enrolments,
  programs,
  releasedFinalResults,
  resultReleases,
  users,
} from '#server/core/db/schema/index.ts';
import { badgeColumns } from '#server/features/badges/index.ts';

/** A coordinator of the course, or an admin (any course). */
const issuerScope = (issuer: Member) =>
  issuer.userType === USER_TYPE.admin ? undefined : sql`${courses.id} in (${memberCourseIds(issuer)})`;

/** The course's final release in effect now (the one the release gate shows), as a subquery of its id. */
const finalReleaseInEffect = sql<number | null>`(select ${resultReleases.id} from ${resultReleases}
  where ${resultReleases.courseId} = ${courses.id} and ${resultReleases.componentId} is null
    and ${resultReleases.unreleasedAt} is null and ${resultReleases.effectiveAt} <= now() limit 1)`;

/** The issuer's course with its programme and the final release in effect (null: none). One statement. */
export async function findIssuerCourse(db: Db | Tx, issuer: Member, courseId: number, lock = false) {
  const query = db
    .select({
      id: courses.id,
      name: courses.name,
      shortName: courses.shortName,
      programId: programs.id,
      // A course outside any programme is certified under its own names.
      programName: sql<string>`coalesce(${programs.name}, ${courses.name})`,
      programShortName: sql<string>`coalesce(${programs.shortName}, ${courses.shortName})`,
      releaseId: scalarSubquery<number | null>(finalReleaseInEffect),
    })
    .from(courses)
    .leftJoin(programs, eq(programs.id, courses.programId))
    .where(and(eq(courses.id, courseId), issuerScope(issuer)))
    .limit(1);
  // Issuing locks the course row: two issues of one course at once take turns, the second finds the first's.
  const [row] = lock ? await query.for('update', { of: courses }) : await query;
  return row ?? null;
}
export type IssuerCourse = NonNullable<Awaited<ReturnType<typeof findIssuerCourse>>>;

/** SQL: a certificate's status from its columns. */
export const certificateStatus = sql<'valid' | 'revoked' | 'superseded'>`case
  when ${certificates.supersededAt} is not null then 'superseded'
  when ${certificates.revokedAt} is not null then 'revoked' else 'valid' end`;

const passes = (courseId: number) =>
  and(eq(releasedFinalResults.courseId, courseId), eq(releasedFinalResults.status, 'Pass'));
const liveCertificate = and(
  eq(certificates.participantId, releasedFinalResults.participantId),
  eq(certificates.courseId, releasedFinalResults.courseId),
  isNull(certificates.supersededAt),
);

/** One page of the course's passers by name, each with the certificate in force, and the counts (one statement each). */
export async function passersPage(db: Db, courseId: number, page: number) {
  const name = personName(users);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        participantId: releasedFinalResults.participantId,
        name,
        courseRoll: enrolments.courseRoll,
        total: releasedFinalResults.total,
        certificateId: certificates.id,
        serial: certificates.serial,
        code: certificates.code,
        status: certificateStatus,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
        pdfFileId: certificates.pdfFileId,
      })
      .from(releasedFinalResults)
      .innerJoin(users, eq(users.id, releasedFinalResults.participantId))
      .leftJoin(
        enrolments,
        and(eq(enrolments.courseId, courseId), eq(enrolments.participantId, releasedFinalResults.participantId)),
      )
      .leftJoin(certificates, liveCertificate)
      .where(passes(courseId))
      .orderBy(asc(name), asc(releasedFinalResults.participantId))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db
      .select({
        total: countRows,
        toIssue: sql<number>`(count(*) filter (where ${certificates.id} is null))::int`,
        toIssueNames: scalarSubquery<string[]>(
          sql`(select coalesce(json_agg(n.name), '[]'::json) from (${db
            .select({ name: name.as('name') })
            .from(releasedFinalResults)
            .innerJoin(users, eq(users.id, releasedFinalResults.participantId))
            .leftJoin(certificates, liveCertificate)
            .where(and(passes(courseId), isNull(certificates.id)))
            .orderBy(asc(name), asc(releasedFinalResults.participantId))
            .limit(ISSUE_PREVIEW_NAMES)}) n)`,
        ),
      })
      .from(releasedFinalResults)
      .leftJoin(certificates, liveCertificate)
      .where(passes(courseId)),
  ]);
  return {
    rows,
    total: counts?.total ?? 0,
    toIssue: counts?.toIssue ?? 0,
    toIssueNames: counts?.toIssueNames ?? [],
  };
}

/**
 * The passers of the course's final release in effect who hold no certificate in force, with what a certificate
 * copies (their name as registered now, the total), for the issuing transaction.
 */
export function passersWithoutCertificate(tx: Tx, courseId: number) {
  return tx
    .select({
      participantId: releasedFinalResults.participantId,
      releaseId: releasedFinalResults.releaseId,
      holderName: personName(users),
      total: releasedFinalResults.total,
    })
    .from(releasedFinalResults)
    .innerJoin(users, eq(users.id, releasedFinalResults.participantId))
    .leftJoin(certificates, liveCertificate)
    .where(and(passes(courseId), isNull(certificates.id)))
    .orderBy(asc(releasedFinalResults.participantId));
}

/** Reserves `count` serial numbers of a prefix and year (race-safe: the row is locked by the upsert). Answers the last. */
export async function reserveSerials(tx: Tx, prefix: string, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(certificateSerials)
    .values({ prefix, year, last: count })
    .onConflictDoUpdate({
      target: [certificateSerials.prefix, certificateSerials.year],
      set: { last: sql`${certificateSerials.last} + excluded.last` },
    })
    .returning({ last: certificateSerials.last });
  if (!row) throw new Error('serials not reserved');
  return Number(row.last);
}

/** One page of the holder's certificates, newest first (certificates_participant_idx), and their count. */
export async function holderPage(db: Db, holderId: number, page: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: certificates.id,
        serial: certificates.serial,
        code: certificates.code,
        status: certificateStatus,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
        pdfFileId: certificates.pdfFileId,
        badgeFileId: certificates.badgeFileId,
        holderName: certificates.holderName,
        courseName: certificates.courseName,
        programName: certificates.programName,
      })
      .from(certificates)
      .where(eq(certificates.participantId, holderId))
      .orderBy(...newestFirst(certificates.issuedAt, certificates.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(certificates).where(eq(certificates.participantId, holderId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The holder's own certificate's files (another's answers null: 404). */
export async function ownCertificateFiles(db: Db, holderId: number, certificateId: number) {
  const [row] = await db
    .select({ pdfFileId: certificates.pdfFileId, badgeFileId: certificates.badgeFileId })
    .from(certificates)
    .where(and(eq(certificates.id, certificateId), eq(certificates.participantId, holderId)))
    .limit(1);
  return row ?? null;
}

/** What the PDF of a certificate prints, and the signatories, for the job. */
export async function certificateForPdf(db: Db | Tx, certificateId: number) {
  const [row] = await db
    .select({
      id: certificates.id,
      serial: certificates.serial,
      code: certificates.code,
      participantId: certificates.participantId,
      holderName: certificates.holderName,
      programName: certificates.programName,
      courseName: certificates.courseName,
      resultTotal: certificates.resultTotal,
      issuedAt: certificates.issuedAt,
      pdfFileId: certificates.pdfFileId,
      signatories: scalarSubquery<{ position: number; name: string; designation: string }[]>(
        sql`select coalesce(json_agg(json_build_object('position', ${certificateSignatories.position}, 'name', ${certificateSignatories.name}, 'designation', ${certificateSignatories.designation})), '[]'::json) from ${certificateSignatories}`,
      ),
    })
    .from(certificates)
    .where(eq(certificates.id, certificateId))
    .limit(1);
  return row ?? null;
}

/**
 * What the files job needs of a batch of certificates, in ONE statement (by the primary key): what the PDF prints
 * (with the signatories), what the badge states, the files each has already, and who owns its badge's file (the
 * holder or, with the holder's account gone, whoever issued it).
 */
export async function certificatesForFiles(db: Db | Tx, certificateIds: readonly number[]) {
  if (certificateIds.length === 0) return [];
  return db
    .select({
      ...badgeColumns,
      id: certificates.id,
      participantId: certificates.participantId,
      pdfFileId: certificates.pdfFileId,
      signatories: scalarSubquery<{ position: number; name: string; designation: string }[]>(
        sql`select coalesce(json_agg(json_build_object('position', ${certificateSignatories.position}, 'name', ${certificateSignatories.name}, 'designation', ${certificateSignatories.designation})), '[]'::json) from ${certificateSignatories}`,
      ),
    })
    .from(certificates)
    .leftJoin(programs, eq(programs.id, certificates.programId))
    .where(inArray(certificates.id, [...certificateIds]))
    .orderBy(asc(certificates.id));
}
