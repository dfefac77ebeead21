// CSV as spreadsheets read it: RFC 4180 lines (CRLF, quoted where needed) in UTF-8 with a byte-order mark, so
// that Bangla names open as written; a cell that a spreadsheet could take for a formula (starting with = + - @,
// tab or a line break) is prefixed with an apostrophe (OWASP "CSV injection").

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: text as it is, made inert and quoted where needed; null is an empty cell. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
