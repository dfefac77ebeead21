// The CSV export of a participant list (the lines themselves: core/csv.ts).
import { fileNamePart } from '#server/core/csv.ts';

export { CSV_BOM, csvCell, csvLine } from '#server/core/csv.ts';

/** `participants-CEAML-2026-2026-11-23.csv`: the course's short name kept to safe characters. */
export function exportFileName(shortName: string, date: string): string {
  return `participants-${fileNamePart(shortName)}-${date}.csv`;
}
