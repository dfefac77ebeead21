// The reading of a marks template, without a database: cells, stamp, refusals and the plan's digest.
import { MARK_IMPORT_TEXT, MARK_ROW_REFUSAL } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { latinDigits, planDigest, planImport, readMarkCell, readTemplate } from './import-plan.ts';
import { parseCsv } from './sheet-parse.ts';
import { zipEntries } from './zip-bounds.ts';

describe('readMarkCell', () => {
  it('reads Bangla digits as Latin, with a decimal point', () => {
    expect(latinDigits('১২.৫০')).toBe('12.50');
    expect(readMarkCell('৪৯.৫', 50)).toEqual({ value: { marks: 49.5, absent: false } });
    expect(readMarkCell('০', 50)).toEqual({ value: { marks: 0, absent: false } });
  });

  it('reads AB in any case as absent, and a blank or spaces as no change', () => {
    expect(readMarkCell('ab', 50)).toEqual({ value: { marks: null, absent: true } });
    expect(readMarkCell(' Ab ', 50)).toEqual({ value: { marks: null, absent: true } });
    expect(readMarkCell(null, 50)).toEqual({ blank: true });
    expect(readMarkCell('   ', 50)).toEqual({ blank: true });
  });

  it('refuses formulas, text, more than two decimals and marks out of range', () => {
    for (const formula of ['=1+2', '@SUM(A1)', '+A1', '-A1', ' =5']) {
      expect(readMarkCell(formula, 50)).toEqual({ refused: MARK_ROW_REFUSAL.formula });
    }
    expect(readMarkCell('ten', 50)).toEqual({ refused: MARK_ROW_REFUSAL.notNumber });
    expect(readMarkCell('12,5', 50)).toEqual({ refused: MARK_ROW_REFUSAL.notNumber });
    expect(readMarkCell('1.005', 50)).toEqual({ refused: MARK_ROW_REFUSAL.decimals });
    expect(readMarkCell(12.345, 50)).toEqual({ refused: MARK_ROW_REFUSAL.decimals });
    expect(readMarkCell('-1', 50)).toEqual({ refused: MARK_ROW_REFUSAL.outOfRange(50) });
    expect(readMarkCell(50.01, 50)).toEqual({ refused: MARK_ROW_REFUSAL.outOfRange(50) });
    // A spreadsheet's float (0.1 + 0.2) is still two decimals.
    expect(readMarkCell(0.1 + 0.2, 50)).toEqual({ value: { marks: 0.3, absent: false } });
  });
});

describe('readTemplate', () => {
  const sheet = (rows: (string | number | null)[][], formulaRows: number[] = []) => ({ rows, formulaRows });

  it('reads the stamp (Bangla digits too) and skips empty rows', () => {
    const read = readTemplate(
      sheet([
        ['Version: ১২', 'Component: 7', null],
        ['Course-wise ID', 'Name', 'Marks'],
        ['r1', 'A', 5],
        [null, null, null],
        ['r2', 'B', null],
      ]),
      7,
    );
    expect(read).toMatchObject({ templateRevision: 12, componentId: 7 });
    expect('rows' in read && read.rows.map((r) => r.row)).toEqual([3, 5]);
  });

  it("refuses a sheet without a stamp, another component's and a wrong header", () => {
    expect(readTemplate(sheet([['Course-wise ID', 'Name', 'Marks']]), 7)).toEqual({
      refused: MARK_IMPORT_TEXT.notTemplate,
    });
    expect(readTemplate(sheet([['Version: 1', 'Component: 8']]), 7)).toEqual({
      refused: MARK_IMPORT_TEXT.otherComponent,
    });
    expect(
      readTemplate(
        sheet([
          ['Version: 1', 'Component: 7'],
          ['ID', 'Name', 'Marks'],
        ]),
        7,
      ),
    ).toEqual({
      refused: MARK_IMPORT_TEXT.badHeader,
    });
  });
});

describe('planImport', () => {
  const roster = new Map([
    ['r1', { participantId: 1, courseWiseId: 'R1', name: 'Rahim' }],
    ['r2', { participantId: 2, courseWiseId: 'R2', name: 'Karim' }],
  ]);
  const rows = (cells: [string, string | number | null][], formulaRows: number[] = []) =>
    cells.map(([id, mark], index) => ({
      row: index + 3,
      id,
      cells: [id, null, mark],
      hasFormula: formulaRows.includes(index + 3),
    }));

  it('never erases a mark with a blank cell, and counts every outcome', () => {
    const plan = planImport({
      componentId: 9,
      maxMarks: 10,
      rows: rows([
        ['r1', null],
        ['R2', 4],
        ['zz', 3],
      ]),
      roster,
      otherCourseIds: new Set(),
      stored: new Map([[1, { participantId: 1, marks: '8.00', isAbsent: false, revision: 5 }]]),
      changedSince: new Set(),
    });
    expect(plan.counts).toEqual({ changed: 1, unchanged: 0, blank: 1, refused: 1 });
    expect(plan.changes).toEqual([{ participantId: 2, marks: 4, absent: false, oldRevision: null }]);
  });

  it('refuses a row whose cell is stored as a formula, and both rows of a duplicate id', () => {
    const plan = planImport({
      componentId: 9,
      maxMarks: 10,
      rows: rows(
        [
          ['r1', 5],
          ['r2', 5],
          ['r2', 6],
        ],
        [3],
      ),
      roster,
      otherCourseIds: new Set(),
      stored: new Map(),
      changedSince: new Set(),
    });
    expect(plan.rows.map((r) => r.reason)).toEqual([
      MARK_ROW_REFUSAL.formula,
      MARK_ROW_REFUSAL.duplicateId,
      MARK_ROW_REFUSAL.duplicateId,
    ]);
  });

  it('gives another digest when a planned mark was changed in between', () => {
    const change = { participantId: 1, marks: 5, absent: false, oldRevision: 3 };
    expect(planDigest(9, [change])).not.toBe(planDigest(9, [{ ...change, oldRevision: 4 }]));
    expect(planDigest(9, [change])).toBe(planDigest(9, [{ ...change }]));
  });
});

describe('the sheet readers', () => {
  it('parses a CSV with a BOM and semicolons, keeping three cells a row', () => {
    const parsed = parseCsv(new TextEncoder().encode('\uFEFFVersion: 1;Component: 2\r\nr1;Rahim;5;extra\r\n'), 10);
    expect(parsed).toEqual({
      rows: [
        ['Version: 1', 'Component: 2', null],
        ['r1', 'Rahim', '5'],
      ],
      formulaRows: [],
    });
  });

  it('refuses a CSV that is not UTF-8, and a zip whose directory declares too much', () => {
    expect(parseCsv(Uint8Array.from([0x52, 0xe9, 0x0a]), 10)).toEqual({ refused: 'unreadable' });
    expect(zipEntries(new TextEncoder().encode('not a zip'))).toBe('unreadable');
  });
});
