import { describe, expect, it } from 'vitest';
import { displayDateToIso, isoDateToDisplay } from './fields.ts';

describe('dates', () => {
  it('converts dd/MM/yyyy and year-month-day both ways, refusing dates that do not exist', () => {
    expect(displayDateToIso('05/11/2001')).toBe('2001-11-05');
    expect(displayDateToIso('29/02/2023')).toBeNull();
    expect(displayDateToIso('5/11/2001')).toBeNull();
    expect(isoDateToDisplay('2001-11-05')).toBe('05/11/2001');
  });
});
