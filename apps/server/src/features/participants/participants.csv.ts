// The CSV export of a participant list (the lines themselves: core/csv.ts).
export { CSV_BOM, csvCell, csvLine } from '#server/core/csv.ts';

/** `participants-CEAML-2026-2026-11-23.csv`: the course's short name kept to safe characters. */
export function exportFileName(shortName: string, date: string): string {
  const safe = shortName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'course';
  return `participants-${safe}-${date}.csv`;
}
