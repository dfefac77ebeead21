// The statements of the admin console's certificates: the searched, filtered page and its count, a certificate locked
// for a change, and the signatories.
import {
  type AdminCertificateQuery,
  type CertificateStatus,
  normaliseVerificationCode,
  PAGE_SIZE,
} from '@portal/contract';
import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/core/db/client.ts';
import { containsPattern } from '#server/core/db/contains-pattern.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { certificateSignatories, certificates } from '#server/core/db/schema/index.ts';

const STATUS_CONDITION: Record<CertificateStatus, SQL | undefined> = {
  valid: and(isNull(certificates.supersededAt), isNull(certificates.revokedAt)),
  revoked: and(isNull(certificates.supersededAt), isNotNull(certificates.revokedAt)),
  superseded: isNotNull(certificates.supersededAt),
};

/** `q` as a serial (from its start), a code (whole, typed in any case with spaces or dashes) or part of a name. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const code = normaliseVerificationCode(search);
  const serialPrefix = containsPattern(search).slice(1);
  return or(
    sql`${certificates.serial} ilike ${serialPrefix}`,
    sql`${certificates.holderName} ilike ${containsPattern(search)}`,
    code ? eq(certificates.code, code) : undefined,
  );
}

const successor = alias(certificates, 'successor');
const predecessor = alias(certificates, 'predecessor');

export async function certificatePage(db: Db, query: AdminCertificateQuery) {
  const where = and(searchCondition(query.q ?? ''), query.status ? STATUS_CONDITION[query.status] : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: certificates.id,
        serial: certificates.serial,
        code: certificates.code,
        holderName: certificates.holderName,
        programName: certificates.programName,
        courseName: certificates.courseName,
        issuedAt: certificates.issuedAt,
        revokedAt: certificates.revokedAt,
        revocationReason: certificates.revocationReason,
        supersededAt: certificates.supersededAt,
        supersededBySerial: successor.serial,
        replacesSerial: predecessor.serial,
      })
      .from(certificates)
      .leftJoin(successor, eq(successor.id, certificates.supersededById))
      .leftJoin(predecessor, eq(predecessor.id, certificates.replacesId))
      .where(where)
      .orderBy(...newestFirst(certificates.issuedAt, certificates.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page ?? 1)),
    db.select({ total: countRows }).from(certificates).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type CertificatePageRow = Awaited<ReturnType<typeof certificatePage>>['rows'][number];

/** A certificate with everything a re-issue copies, locked for the change that follows. */
export async function lockCertificate(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: certificates.id,
      serial: certificates.serial,
      participantId: certificates.participantId,
      courseId: certificates.courseId,
      programId: certificates.programId,
      releaseId: certificates.releaseId,
      holderName: certificates.holderName,
      programName: certificates.programName,
      courseName: certificates.courseName,
      resultStatus: certificates.resultStatus,
      resultTotal: certificates.resultTotal,
      revokedAt: certificates.revokedAt,
      supersededAt: certificates.supersededAt,
    })
    .from(certificates)
    .where(eq(certificates.id, id))
    .for('update');
  return row;
}
export type LockedCertificate = NonNullable<Awaited<ReturnType<typeof lockCertificate>>>;

export function signatoryRows(db: Db | Tx) {
  return db
    .select({
      position: certificateSignatories.position,
      name: certificateSignatories.name,
      designation: certificateSignatories.designation,
    })
    .from(certificateSignatories)
    .orderBy(asc(certificateSignatories.position));
}
