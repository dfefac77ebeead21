// Reading an uploaded sheet of marks into rows of cells, on the sheet worker (sheet-worker.ts) and never on the event
// loop: an XLSX is inflated entry by entry with its declared size as the ceiling (zip-bounds.ts has checked the
// declarations), its rows counted before `read-excel-file` parses it, and the cells stored as formulas found in the
// sheet's XML (the parser reads a formula's cached value, so it could not tell); a CSV is decoded as UTF-8 and parsed
// by `csv-parse`. Only the first three columns are kept: Course-wise ID, Name, Marks.
import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { entryDataOffset, ZIP_BOUNDS, type ZipEntry, zipEntries } from './zip-bounds.ts';

export type SheetCell = string | number | null;

export interface ParsedSheet {
  /** Row i is the sheet's row i + 1; three cells each. */
  rows: SheetCell[][];
  /** Sheet row numbers (1-based) where a cell of the first three columns is stored as a formula. */
  formulaRows: number[];
}

export type SheetOutcome = ParsedSheet | { refused: 'unreadable' | 'too-many-rows' | 'too-large' };

const COLUMNS = 3;

function cellOf(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const threeCells = (row: readonly unknown[]): SheetCell[] =>
  Array.from({ length: COLUMNS }, (_, index) => cellOf(row[index]));

function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Buffer | null {
  const start = entryDataOffset(bytes, entry);
  if (start < 0) return null;
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(data);
  try {
    // The declared size is the ceiling: an entry that inflates past it is a lie, and refused.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return out.length === entry.uncompressedSize ? out : null;
  } catch {
    return null;
  }
}

/** The path of the workbook's first sheet, as workbook.xml and its relations name it. */
function firstSheetPath(files: Map<string, Buffer>): string | null {
  const workbook = files.get('xl/workbook.xml')?.toString('utf8');
  const rels = files.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!workbook || !rels) return null;
  const sheet = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook);
  if (!sheet) return null;
  const relation = new RegExp(`<Relationship\\b[^>]*\\bId="${sheet[1]}"[^>]*>`).exec(rels)?.[0];
  const target = relation && /\bTarget="([^"]+)"/.exec(relation)?.[1];
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The column letters of a cell reference (`C12` → C) and its row (12). */
const CELL_REF = /^([A-Z]+)(\d+)$/;

/** Rows (1-based) holding a cell of columns A–C stored as a formula (`<c r="C5"><f>…</f>`). */
function formulaRowsOf(sheetXml: string): number[] {
  const rows = new Set<number>();
  const cell = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (let match = cell.exec(sheetXml); match; match = cell.exec(sheetXml)) {
    const body = match[2];
    if (!body || !/<(?:\w+:)?f[\s>/]/.test(body)) continue;
    const ref = /\br="([A-Z]+\d+)"/.exec(match[1] ?? '')?.[1];
    const parts = ref ? CELL_REF.exec(ref) : null;
    if (!parts?.[1] || !parts[2]) continue;
    if (parts[1].length === 1 && parts[1] <= 'C') rows.add(Number(parts[2]));
  }
  return [...rows].sort((a, b) => a - b);
}

export async function parseXlsx(bytes: Uint8Array, maxRows: number): Promise<SheetOutcome> {
  const entries = zipEntries(bytes, ZIP_BOUNDS);
  if (typeof entries === 'string') return { refused: entries === 'too-large' ? 'too-large' : 'unreadable' };
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const inflated = inflateEntry(bytes, entry);
    if (!inflated) return { refused: 'unreadable' };
    files.set(entry.name, inflated);
  }
  const sheetPath = firstSheetPath(files);
  const sheetXml = sheetPath ? files.get(sheetPath)?.toString('utf8') : undefined;
  if (!sheetXml) return { refused: 'unreadable' };
  const rowCount = sheetXml.match(/<(?:\w+:)?row\b/g)?.length ?? 0;
  if (rowCount > maxRows) return { refused: 'too-many-rows' };
  let data: unknown[][];
  try {
    data = await readSheet(Buffer.from(bytes));
  } catch {
    return { refused: 'unreadable' };
  }
  if (data.length > maxRows) return { refused: 'too-many-rows' };
  return { rows: data.map(threeCells), formulaRows: formulaRowsOf(sheetXml) };
}

export function parseCsv(bytes: Uint8Array, maxRows: number): SheetOutcome {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { refused: 'unreadable' };
  }
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    return { refused: 'unreadable' };
  }
  if (records.length > maxRows) return { refused: 'too-many-rows' };
  return { rows: records.map((row) => threeCells(row.map((cell) => (cell === '' ? null : cell)))), formulaRows: [] };
}
