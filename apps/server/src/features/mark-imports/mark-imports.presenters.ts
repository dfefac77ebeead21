// A committed import as the Upload screen lists it, with whether it can still be undone and why not.
import { MARK_IMPORT_TEXT, type MarkImportCounts, type MarkImportItem } from '@portal/contract';
import type { listImports } from './mark-imports.queries.ts';

type ImportRow = Awaited<ReturnType<typeof listImports>>['rows'][number];

const countsOf = (preview: unknown): MarkImportCounts => {
  const counts = (preview as { counts?: Partial<MarkImportCounts> } | null)?.counts ?? {};
  return {
    changed: counts.changed ?? 0,
    unchanged: counts.unchanged ?? 0,
    blank: counts.blank ?? 0,
    refused: counts.refused ?? 0,
  };
};

function undoRefusal(row: ImportRow): string | null {
  if (row.undoneAt) return MARK_IMPORT_TEXT.alreadyUndone;
  if (row.expired) return MARK_IMPORT_TEXT.undoExpired;
  if (row.changedSince > 0) {
    return `${row.changedSince} of its marks changed since: it can no longer be undone`;
  }
  return null;
}

export function toImportItem(row: ImportRow): MarkImportItem {
  const refusal = undoRefusal(row);
  return {
    id: row.id,
    imported_at: row.importedAt.toISOString(),
    imported_by: row.importedBy,
    file_name: row.fileName,
    sha256: row.sha256,
    forced: row.forced,
    counts: countsOf(row.preview),
    undone_at: row.undoneAt ? row.undoneAt.toISOString() : null,
    undo_until: row.undoUntil.toISOString(),
    can_undo: refusal === null,
    undo_refusal: refusal,
  };
}
