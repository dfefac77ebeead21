// CSV as spreadsheets read it: RFC 4180 lines (CRLF, quoted where needed) in UTF-8 with a byte-order mark, so
// that Bangla names open as written. Every CSV the portal writes (the participant export, the manifest of the
// submissions ZIP) is made of `csvLine`, so every cell passes the one formula guard below (OWASP "CSV injection").

export const CSV_BOM = '\uFEFF';

/**
 * The characters a spreadsheet may split a line on: the comma of this file, the semicolon a spreadsheet set to a
 * `;` list separator uses instead, tab, and the line breaks a reader that ignores quotes ends a row at.
 */
const SEPARATOR = /([,;\t\r\n])/;
/** What a spreadsheet runs as a formula: `=`, `+`, `-` or `@`, after spaces or a stray quote it may skip. */
const FORMULA_START = /^[ "]*[=+\-@]/;
/** A plain number, signed or not (`-12`, `+3.5`): a spreadsheet reads it as that number and runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * The text with an apostrophe before every piece, between separators, that a spreadsheet could run as a formula:
 * `Officer;=1+2;@SUM(2+3)` becomes `Officer;'=1+2;'@SUM(2+3)`, so that whichever separator the spreadsheet splits
 * on, no cell it reads starts a formula. A leading tab or line break is a separator too, so `\t=cmd` becomes
 * `\t'=cmd`. Plain numbers are left as they are (docs/security.md, FI10).
 */
export function inertText(text: string): string {
  if (!/[=+\-@]/.test(text)) return text;
  return text
    .split(SEPARATOR)
    .map((piece, index) =>
      index % 2 === 0 && FORMULA_START.test(piece) && !PLAIN_NUMBER.test(piece) ? `'${piece}` : piece,
    )
    .join('');
}

/** One cell: text as it is, made inert and quoted where needed; null is an empty cell. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = inertText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A name kept to the characters safe in a file name (`CEAML 2026` → `CEAML-2026`), or `fallback` when none is left. */
export function fileNamePart(text: string, fallback = 'course'): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || fallback;
}
