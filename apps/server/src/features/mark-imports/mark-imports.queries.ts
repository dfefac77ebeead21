// The statements of the marks imports: the course's roster with a component's marks (template, preview), the
// component's version stamp and the rows changed since it, course-wise ids of the caller's other courses, and the
// component's committed imports, a page at a time.

import { PAGE_SIZE, RESULTS } from '@portal/contract';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { type Member, memberCourseIds } from '#server/core/db/course-membership.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { scalarSubquery } from '#server/core/db/scalar-subquery.ts';
import {
  courses,
  enrolments,
  evaluationComponents,
  markChanges,
  markImports,
  marks,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';

/** The course's participants by course-wise id, each with their mark in the component (null: none). */
export function rosterWithMarks(db: Db | Tx, courseId: number, componentId: number) {
  return db
    .select({
      participantId: enrolments.participantId,
      courseWiseId: enrolments.courseRoll,
      name: personName(users),
      marks: marks.marks,
      isAbsent: marks.isAbsent,
      revision: marks.revision,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .leftJoin(marks, and(eq(marks.componentId, componentId), eq(marks.participantId, enrolments.participantId)))
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(enrolments.courseRoll));
}

const revisionOf = (componentId: number) =>
  sql<number>`greatest(
    (select coalesce(max(${marks.revision}), 0) from ${marks} where ${marks.componentId} = ${componentId}),
    (select coalesce(max(${markChanges.afterRevision}), 0) from ${markChanges} where ${markChanges.componentId} = ${componentId})
  )`.mapWith(Number);

/**
 * The component's version stamp: the highest revision of any of its marks or of any change of them (a mark deleted by
 * an undo has no row left, its change has); 0 when it has none.
 */
export async function componentRevision(db: Db | Tx, componentId: number): Promise<number> {
  const [row] = await db.select({ revision: revisionOf(componentId) }).from(sql`(select 1) as one`);
  return row?.revision ?? 0;
}

/** The course's short name (for the template's file name) and the component's version stamp, in one statement. */
export async function templateHead(db: Db, courseId: number, componentId: number) {
  const [row] = await db
    .select({ shortName: courses.shortName, revision: revisionOf(componentId) })
    .from(courses)
    .where(eq(courses.id, courseId));
  return { shortName: row?.shortName ?? String(courseId), revision: row?.revision ?? 0 };
}

/** The participants whose mark in the component changed after revision `since`. */
export async function changedSince(db: Db | Tx, componentId: number, since: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ participantId: markChanges.participantId })
    .from(markChanges)
    .where(and(eq(markChanges.componentId, componentId), gt(markChanges.afterRevision, since)))
    .union(
      db
        .select({ participantId: marks.participantId })
        .from(marks)
        .where(and(eq(marks.componentId, componentId), gt(marks.revision, since))),
    );
  return new Set(rows.map((row) => row.participantId));
}

/** Which of `ids` (lower case) are course-wise ids in another of the member's courses. */
export async function idsOfOtherCourses(db: Db, member: Member, courseId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: sql<string>`lower(${enrolments.courseRoll})` })
    .from(enrolments)
    .where(
      and(
        ne(enrolments.courseId, courseId),
        sql`${enrolments.courseId} in (${memberCourseIds(member)})`,
        inArray(sql`lower(${enrolments.courseRoll})`, ids),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

const undoUntil = sql`${markImports.importedAt} + make_interval(hours => ${RESULTS.undoHours})`;

/**
 * Marks the import wrote that changed since (their current revision is not the one it wrote, or the mark is gone):
 * the course-wise ids, for the undo's refusal and the list.
 */
export function changedAfterImport(db: Db | Tx, importId: number, courseId: number) {
  return db
    .select({ participantId: markChanges.participantId, courseWiseId: enrolments.courseRoll, name: personName(users) })
    .from(markChanges)
    .leftJoin(
      marks,
      and(eq(marks.componentId, markChanges.componentId), eq(marks.participantId, markChanges.participantId)),
    )
    .leftJoin(
      enrolments,
      and(eq(enrolments.courseId, courseId), eq(enrolments.participantId, markChanges.participantId)),
    )
    .innerJoin(users, eq(users.id, markChanges.participantId))
    .where(
      and(
        eq(markChanges.importId, importId),
        eq(markChanges.source, 'import'),
        sql`${marks.revision} is distinct from ${markChanges.afterRevision}`,
      ),
    )
    .orderBy(asc(enrolments.courseRoll));
}

/** One page of the component's committed imports, newest first, with the row count. */
export async function listImports(db: Db, componentId: number, page: number) {
  const importer = sql`(select ${personName(users)} from ${users} where ${users.id} = ${markImports.importedById})`;
  const changedSinceCount = sql<number>`(select count(*)::int from ${markChanges} c
      left join ${marks} m on m.component_id = c.component_id and m.participant_id = c.participant_id
      where c.import_id = ${markImports.id} and c.source = 'import' and m.revision is distinct from c.after_revision)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: markImports.id,
        importedAt: markImports.importedAt,
        importedBy: scalarSubquery<string | null>(importer),
        fileName: storedFiles.originalName,
        sha256: markImports.sha256,
        forced: markImports.forced,
        preview: markImports.preview,
        undoneAt: markImports.undoneAt,
        undoUntil: sql<string>`${undoUntil}`.mapWith((value: string | Date) => new Date(value)),
        expired: sql<boolean>`${undoUntil} <= now()`,
        changedSince: scalarSubquery<number>(changedSinceCount),
      })
      .from(markImports)
      .innerJoin(storedFiles, eq(storedFiles.id, markImports.fileId))
      .where(eq(markImports.componentId, componentId))
      .orderBy(...newestFirst(markImports.importedAt, markImports.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: countRows }).from(markImports).where(eq(markImports.componentId, componentId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** An import of one of the member's courses, or null (another's is as unknown as a missing one). */
export async function findMemberImport(db: Db | Tx, member: Member, importId: number) {
  const [row] = await db
    .select({
      id: markImports.id,
      componentId: markImports.componentId,
      courseId: evaluationComponents.courseId,
      importedAt: markImports.importedAt,
      undoneAt: markImports.undoneAt,
      expired: sql<boolean>`${undoUntil} <= now()`,
    })
    .from(markImports)
    .innerJoin(evaluationComponents, eq(evaluationComponents.id, markImports.componentId))
    .where(and(eq(markImports.id, importId), sql`${evaluationComponents.courseId} in (${memberCourseIds(member)})`))
    .limit(1);
  return row ?? null;
}
