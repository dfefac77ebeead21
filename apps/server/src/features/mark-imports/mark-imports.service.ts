// The preview, commit and undo of a marks import. The preview and the commit run the same plan over the file and
// the marks stored now; the commit writes only when its plan is the one the preview showed (same digest), the
// template is not stale (or `force`), and no row is refused: all in one transaction, with the file kept, the
// import's row and an audit row per mark (docs/decisions/021-results.md, "Spreadsheet imports").
import { MARK_IMPORT_TEXT, type MarkImportCommitJson, type MarkImportPreview } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { UploadQuota } from '#server/config.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import type { Member } from '#server/core/db/course-membership.ts';
import { markChanges, markImports } from '#server/core/db/schema/index.ts';
import { conflict, HttpError, payloadTooLarge, serviceUnavailable } from '#server/core/errors.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { insertStoredFile } from '#server/core/files/stored-files.ts';
import { keepUpload, type ReceivedFile, storedFileValues } from '#server/core/files/upload.ts';
import { courseIsFrozen, deleteMarks, lockMarks, writeMarks } from '#server/features/results/index.ts';
import { type ImportPlan, idKey, nameRows, planImport, type RosterEntry, readTemplate } from './import-plan.ts';
import {
  changedAfterImport,
  changedSince,
  componentRevision,
  idsOfOtherCourses,
  rosterWithMarks,
} from './mark-imports.queries.ts';
import { readMarkSheet } from './sheet-reader.ts';

/** Where kept import files go in the store. */
const IMPORT_FOLDER = 'marks/imports';

export const unprocessable = (message: string) => new HttpError(422, message);

export interface Component {
  id: number;
  courseId: number;
  name: string;
  maxMarks: string;
}

/** The file read and planned against the marks stored now: the preview's answer and the plan behind it. */
export async function previewImport(
  db: Db,
  member: Member,
  component: Component,
  file: ReceivedFile,
): Promise<{ preview: MarkImportPreview; plan: ImportPlan; templateRevision: number }> {
  if (!('path' in file.content)) throw unprocessable(MARK_IMPORT_TEXT.unreadable);
  const sheet = await readMarkSheet(file.content.path, file.extension);
  if ('refused' in sheet) {
    switch (sheet.refused) {
      case 'too-large':
      case 'too-complex':
        throw payloadTooLarge(MARK_IMPORT_TEXT.tooComplex);
      case 'too-many-rows':
        throw payloadTooLarge(MARK_IMPORT_TEXT.tooManyRows);
      case 'busy':
        throw serviceUnavailable();
      default:
        throw unprocessable(MARK_IMPORT_TEXT.unreadable);
    }
  }
  const template = readTemplate(sheet, component.id);
  if ('refused' in template) throw unprocessable(template.refused);
  const [rosterRows, currentRevision, since] = await Promise.all([
    rosterWithMarks(db, component.courseId, component.id),
    componentRevision(db, component.id),
    changedSince(db, component.id, template.templateRevision),
  ]);
  const roster = new Map<string, RosterEntry>();
  const stored = new Map<
    number,
    { participantId: number; marks: string | null; isAbsent: boolean; revision: number }
  >();
  for (const row of rosterRows) {
    roster.set(idKey(row.courseWiseId), row);
    if (row.revision !== null && row.isAbsent !== null) {
      stored.set(row.participantId, {
        participantId: row.participantId,
        marks: row.marks,
        isAbsent: row.isAbsent,
        revision: row.revision,
      });
    }
  }
  const unknown = [...new Set(template.rows.map((row) => idKey(row.id)).filter((id) => id && !roster.has(id)))];
  const otherCourseIds = await idsOfOtherCourses(db, member, component.courseId, unknown);
  const maxMarks = Number(component.maxMarks);
  const plan = planImport({
    componentId: component.id,
    maxMarks,
    rows: template.rows,
    roster,
    otherCourseIds,
    stored,
    changedSince: since,
  });
  const byParticipant = new Map(rosterRows.map((row) => [row.participantId, row]));
  const changedSinceRows = [...since].flatMap((participantId) => {
    const row = byParticipant.get(participantId);
    return row ? [{ course_wise_id: row.courseWiseId, name: row.name }] : [];
  });
  changedSinceRows.sort((a, b) => a.course_wise_id.localeCompare(b.course_wise_id));
  return {
    plan,
    templateRevision: template.templateRevision,
    preview: {
      component: { id: component.id, name: component.name, max_marks: maxMarks },
      file_name: file.originalName,
      sha256: file.sha256,
      template_revision: template.templateRevision,
      current_revision: currentRevision,
      stale: plan.overwritten.length > 0,
      changed_since: changedSinceRows,
      counts: plan.counts,
      rows: plan.rows,
      plan_digest: plan.digest,
    },
  };
}

/** The refusals a commit checks before it writes: refused rows, a stale template, another plan than previewed. */
function checkCommittable(plan: ImportPlan, json: MarkImportCommitJson): void {
  if (plan.counts.refused > 0) {
    const refused = plan.rows.filter((row) => row.outcome === 'refused');
    throw unprocessable(
      `${MARK_IMPORT_TEXT.refusedRows}. ${refused
        .slice(0, 10)
        .map((row) => `Row ${row.row}: ${row.reason}`)
        .join('; ')}${refused.length > 10 ? `; and ${refused.length - 10} more` : ''}`,
    );
  }
  if (plan.overwritten.length > 0 && !json.force) {
    throw conflict(
      `The template is older than the marks now stored: ${nameRows(plan.overwritten)} changed since it was made. Download the template again, or force the import to overwrite them`,
    );
  }
  if (plan.digest !== json.plan_digest) throw conflict(MARK_IMPORT_TEXT.previewAgain);
  if (plan.changes.length === 0) throw unprocessable(MARK_IMPORT_TEXT.nothingToImport);
}

export async function commitImport(
  deps: { db: Db; store: FileStore; quota: UploadQuota },
  member: Member & { id: number },
  component: Component,
  file: ReceivedFile,
  json: MarkImportCommitJson,
): Promise<{ id: number; changed: number }> {
  const { db, store, quota } = deps;
  if (await courseIsFrozen(db, component.courseId)) throw conflict(MARK_IMPORT_TEXT.frozen);
  const { preview, plan, templateRevision } = await previewImport(db, member, component, file);
  checkCommittable(plan, json);
  return keepUpload(store, file, IMPORT_FOLDER, (storeKey) =>
    db.transaction(async (tx) => {
      if (await courseIsFrozen(tx, component.courseId)) throw conflict(MARK_IMPORT_TEXT.frozen);
      const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, member.id), quota);
      const [row] = await tx
        .insert(markImports)
        .values({
          componentId: component.id,
          fileId,
          sha256: file.sha256,
          templateRevision,
          forced: json.force && plan.overwritten.length > 0,
          preview: { counts: preview.counts, rows: preview.rows },
          importedById: member.id,
        })
        .returning({ id: markImports.id });
      if (!row) throw new Error('import not recorded');
      // The marks are locked by the writer; any that moved since the preview make this plan differ from it.
      const locked = await lockedRevisions(tx, component.id, plan);
      if (locked) throw conflict(MARK_IMPORT_TEXT.previewAgain);
      const changed = await writeMarks(tx, {
        componentId: component.id,
        actorId: member.id,
        source: 'import',
        importId: row.id,
        changes: plan.changes.map((change) => ({
          participantId: change.participantId,
          marks: change.absent ? null : change.marks,
          absent: change.absent,
        })),
      });
      return { id: row.id, changed };
    }),
  );
}

/** Whether a mark the plan changes moved between the plan's read and the transaction's lock (true: moved). */
async function lockedRevisions(tx: Tx, componentId: number, plan: ImportPlan): Promise<boolean> {
  const stored = await lockMarks(
    tx,
    componentId,
    plan.changes.map((change) => change.participantId),
  );
  return plan.changes.some((change) => (stored.get(change.participantId)?.revision ?? null) !== change.oldRevision);
}

export async function undoImport(
  db: Db,
  member: Member & { id: number },
  target: { id: number; componentId: number; courseId: number; undoneAt: Date | null; expired: boolean },
): Promise<void> {
  if (target.undoneAt) throw conflict(MARK_IMPORT_TEXT.alreadyUndone);
  if (target.expired) throw conflict(MARK_IMPORT_TEXT.undoExpired);
  await db.transaction(async (tx) => {
    if (await courseIsFrozen(tx, target.courseId)) throw conflict(MARK_IMPORT_TEXT.frozen);
    // Lock the import's row, so that two undos at once cannot both restore.
    const [current] = await tx
      .select({ undoneAt: markImports.undoneAt })
      .from(markImports)
      .where(eq(markImports.id, target.id))
      .for('update');
    if (current?.undoneAt) throw conflict(MARK_IMPORT_TEXT.alreadyUndone);
    const written = await tx
      .select({
        participantId: markChanges.participantId,
        beforeMarks: markChanges.beforeMarks,
        beforeAbsent: markChanges.beforeAbsent,
        beforeFeedback: markChanges.beforeFeedback,
        beforeRevision: markChanges.beforeRevision,
      })
      .from(markChanges)
      .where(and(eq(markChanges.importId, target.id), eq(markChanges.source, 'import')))
      .orderBy(markChanges.id);
    await lockMarks(
      tx,
      target.componentId,
      written.map((change) => change.participantId),
    );
    const moved = await changedAfterImport(tx, target.id, target.courseId);
    if (moved.length > 0) {
      throw conflict(
        `The marks of ${nameRows(moved.map((row) => ({ course_wise_id: row.courseWiseId ?? String(row.participantId), name: row.name })))} changed after this import: it can no longer be undone`,
      );
    }
    const restore = written.filter((change) => change.beforeRevision !== null);
    await writeMarks(tx, {
      componentId: target.componentId,
      actorId: member.id,
      source: 'undo',
      importId: target.id,
      changes: restore.map((change) => ({
        participantId: change.participantId,
        marks: change.beforeAbsent || change.beforeMarks === null ? null : Number(change.beforeMarks),
        absent: change.beforeAbsent ?? false,
        feedback: change.beforeFeedback,
      })),
    });
    await deleteMarks(tx, {
      componentId: target.componentId,
      actorId: member.id,
      source: 'undo',
      importId: target.id,
      participantIds: written.filter((change) => change.beforeRevision === null).map((change) => change.participantId),
    });
    await tx
      .update(markImports)
      .set({ undoneAt: new Date(), undoneById: member.id })
      .where(eq(markImports.id, target.id));
  });
}
