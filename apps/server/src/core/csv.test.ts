// The formula guard of every CSV the portal writes (docs/security.md FI10): whichever separator a spreadsheet splits a
// line on — the comma of the file, the `;` of a spreadsheet set to that list separator, tab, or a line break when it
// ignores quotes — no cell it reads starts a formula.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine, inertText } from './csv.ts';

const HOSTILE = [
  'Officer;=1+2;@SUM(2+3)',
  '=HYPERLINK(1);=1+1.pdf',
  'a;+1+1',
  'a;-1+1',
  'a;@A1',
  'a; =1+2',
  'a;"=1+2"',
  'a,=1+2',
  'a,@A1',
  'a\t=1+2',
  '\t=cmd|" /C calc"!A0',
  '\r=cmd',
  'a\n=1+2',
  'a\r\n@SUM(1)',
  '=1+2',
  '+1+2',
  '-1+2',
  '@SUM(1)',
  ' =1+2',
  '=HYPERLINK("http://evil.test","x")',
] as const;

/** Whether a spreadsheet would take the cell for a formula: `= + - @` after spaces or quotes, and not a number. */
function startsFormula(cell: string): boolean {
  const bare = cell.replace(/^[ "]+|[ "]+$/g, '');
  return /^[=+\-@]/.test(bare) && !/^[+-]?\d+(\.\d+)?$/.test(bare);
}

/** The cells of an RFC 4180 reading (quotes honoured), as a spreadsheet opening the file with commas reads it. */
function rfc4180Cells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === '\n') {
      cells.push(cell);
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  return [...cells, cell];
}

/** The cells of a reading that splits on `separator` and on line breaks, ignoring quotes. */
const naiveCells = (text: string, separator: string) => text.split(/\r\n|\r|\n/).flatMap((row) => row.split(separator));

describe('the formula guard (FI10)', () => {
  const file = CSV_BOM + HOSTILE.map((value) => csvLine([1, value, 'after'])).join('');

  it.each([
    [',', 'quotes honoured'],
    [',', 'quotes ignored'],
    [';', 'quotes ignored'],
    ['\t', 'quotes ignored'],
  ])('no cell of a %j-split reading (%s) starts a formula', (separator, how) => {
    const cells =
      how === 'quotes honoured' ? rfc4180Cells(file.slice(1)) : naiveCells(file.slice(1), separator as string);
    expect(cells.length).toBeGreaterThan(HOSTILE.length);
    expect(cells.filter(startsFormula)).toEqual([]);
  });

  it('reads back, with quotes honoured, each value with only apostrophes added', () => {
    const cells = rfc4180Cells(file.slice(1));
    HOSTILE.forEach((value, row) => {
      const cell = cells[row * 3 + 1] ?? '';
      expect(cell.replaceAll("'", ''), JSON.stringify(value)).toBe(value.replaceAll("'", ''));
    });
  });

  it('puts an apostrophe before every piece that would run, after any separator', () => {
    expect(inertText('Officer;=1+2;@SUM(2+3)')).toBe("Officer;'=1+2;'@SUM(2+3)");
    expect(inertText('=HYPERLINK(1);=1+1.pdf')).toBe("'=HYPERLINK(1);'=1+1.pdf");
    expect(inertText('a\t+1+1')).toBe("a\t'+1+1");
    expect(inertText('\t=cmd')).toBe("\t'=cmd");
    expect(csvCell('a,-1+1')).toBe(`"a,'-1+1"`);
    expect(csvCell('\r=cmd')).toBe(`"\r'=cmd"`);
  });

  it('leaves legitimate values alone: numbers, a hyphen or = inside a word, dates, addresses', () => {
    for (const value of [
      '-12',
      '-3.5',
      '+8801712345678',
      '01712345678',
      'Khan-Rahman',
      'a=b',
      'x@example.org',
      '2026-11-23T10:00:00.000Z',
      'Officer; Grade 2',
      '12;-5',
    ]) {
      expect(inertText(value)).toBe(value);
    }
    expect(csvCell('Bank, Ltd')).toBe('"Bank, Ltd"');
  });
});
