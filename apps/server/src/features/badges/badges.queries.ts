// The badges' statements (docs/decisions/028-open-badges.md), each naming the columns it answers.
import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { certificates, programs, storedFiles } from '#server/core/db/schema/index.ts';
import type { BadgeFacts } from './badge-documents.ts';

/** What a badge's file is served as. */
export const BADGE_MIME_TYPE = 'application/ld+json';

/**
 * The columns a badge is made from (with `programs` left-joined on the certificate's programme): what it states, the
 * badge file it has already, and who owns that file (the holder or, with the holder's account gone, whoever issued
 * it). Every query that makes a badge selects these.
 */
export const badgeColumns = {
  code: certificates.code,
  serial: certificates.serial,
  holderName: certificates.holderName,
  programName: certificates.programName,
  programShortName: programs.shortName,
  courseName: certificates.courseName,
  resultStatus: certificates.resultStatus,
  resultTotal: certificates.resultTotal,
  issuedAt: certificates.issuedAt,
  statusIndex: certificates.statusIndex,
  badgeFileId: certificates.badgeFileId,
  ownerId: sql<number | null>`coalesce(${certificates.participantId}, ${certificates.issuedById})`,
};

/** What the badge of a certificate states, and whether it has one already; null for an unknown id. */
export async function certificateForBadge(
  db: Db,
  certificateId: number,
): Promise<(BadgeFacts & { badgeFileId: number | null; ownerId: number | null }) | null> {
  const [row] = await db
    .select(badgeColumns)
    .from(certificates)
    .leftJoin(programs, eq(programs.id, certificates.programId))
    .where(eq(certificates.id, certificateId));
  return row ?? null;
}

/** The `stored_files` row of a signed badge's file (JSON-LD), owned by `ownerId`. */
export function badgeFileRow(file: {
  storeKey: string;
  sizeBytes: number;
  sha256: string;
  ownerId: number;
  name: string;
}) {
  return {
    storeKey: file.storeKey,
    originalName: file.name,
    extension: 'json',
    mimeType: BADGE_MIME_TYPE,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    ownerId: file.ownerId,
  };
}

/**
 * Records a made badge on its certificate, once: the certificate's row is locked, and a certificate that has a badge
 * already (another run got there first) keeps it. Answers whether this one was recorded.
 */
export async function recordBadge(
  tx: Tx,
  certificateId: number,
  file: { storeKey: string; sizeBytes: number; sha256: string; ownerId: number; name: string },
): Promise<boolean> {
  const [current] = await tx
    .select({ badgeFileId: certificates.badgeFileId })
    .from(certificates)
    .where(eq(certificates.id, certificateId))
    .for('update');
  if (!current || current.badgeFileId !== null) return false;
  const [stored] = await tx.insert(storedFiles).values(badgeFileRow(file)).returning({ id: storedFiles.id });
  if (!stored) throw new Error('badge file not recorded');
  await tx
    .update(certificates)
    .set({ badgeFileId: stored.id, badgeSha256: file.sha256 })
    .where(and(eq(certificates.id, certificateId), isNull(certificates.badgeFileId)));
  return true;
}

/** The stored badge of a certificate by its (normalised) code: its store key, or null (unknown code, not made yet). */
export async function badgeFileByCode(db: Db, code: string): Promise<{ storeKey: string | null } | null> {
  const [row] = await db
    .select({ storeKey: storedFiles.storeKey })
    .from(certificates)
    .leftJoin(storedFiles, eq(storedFiles.id, certificates.badgeFileId))
    .where(eq(certificates.code, code));
  return row ?? null;
}

/**
 * The status indexes from `from` to `last` (both included) whose badge no longer holds (revoked, or superseded by a
 * re-issue), in one range read of the status index's unique index; and whether any certificate has an index at or
 * after `from` (a list nobody's index reaches does not exist).
 */
export async function withdrawnIndexes(
  db: Db,
  from: number,
  last: number,
): Promise<{ exists: boolean; indexes: number[] }> {
  const rows = await db
    .select({
      statusIndex: certificates.statusIndex,
      withdrawn: sql<boolean>`(${certificates.revokedAt} is not null or ${certificates.supersededAt} is not null)`,
    })
    .from(certificates)
    .where(
      and(
        gte(certificates.statusIndex, from),
        lte(certificates.statusIndex, last),
        // The lowest index of the range comes too, withdrawn or not: it shows that the list exists.
        or(
          isNotNull(certificates.revokedAt),
          isNotNull(certificates.supersededAt),
          eq(
            certificates.statusIndex,
            sql`(select min(${certificates.statusIndex}) from ${certificates} where ${certificates.statusIndex} >= ${from})`,
          ),
        ),
      ),
    );
  return {
    exists: rows.length > 0,
    indexes: rows.filter((row) => row.withdrawn).map((row) => row.statusIndex),
  };
}
