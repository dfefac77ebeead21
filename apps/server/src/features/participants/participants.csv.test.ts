import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, exportFileName } from './participants.csv.ts';

describe('csvCell', () => {
  it('keeps plain text and numbers as they are, and null as an empty cell', () => {
    expect(csvCell('Sabbir Hossain')).toBe('Sabbir Hossain');
    expect(csvCell('01712345678')).toBe('01712345678');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('keeps Bangla and other non-ASCII text intact', () => {
    expect(csvCell('সাব্বির হোসেন')).toBe('সাব্বির হোসেন');
    expect(csvCell('Zoë Ørsted')).toBe('Zoë Ørsted');
  });

  it('quotes cells with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Bank, Ltd')).toBe('"Bank, Ltd"');
    expect(csvCell('The "Best" Bank')).toBe('"The ""Best"" Bank"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes a cell a spreadsheet could run inert with a leading apostrophe', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=cmd')).toBe("\t'=cmd");
    expect(csvCell('\r=cmd')).toBe('"\r\'=cmd"');
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    // After a separator too (a spreadsheet may split on `;`); a plain number and `=` inside a word stay.
    expect(csvCell('Officer;=1+2;@SUM(2+3)')).toBe("Officer;'=1+2;'@SUM(2+3)");
    expect(csvCell('+8801712345678')).toBe('+8801712345678');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Khan-Rahman')).toBe('Khan-Rahman');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvLine([1, 'A, B', null, '=x'])).toBe('1,"A, B",,\'=x\r\n');
  });
});

describe('exportFileName', () => {
  it('names the course and the day, with only safe characters', () => {
    expect(exportFileName('CEAML-2026', '2026-11-23')).toBe('participants-CEAML-2026-2026-11-23.csv');
    expect(exportFileName('../A "B"/C', '2026-11-23')).toBe('participants-A-B-C-2026-11-23.csv');
    expect(exportFileName('কোর্স', '2026-11-23')).toBe('participants-course-2026-11-23.csv');
  });
});
