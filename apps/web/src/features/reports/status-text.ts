// How the Report List's screens write what the contract's helpers do not: a mark cell's dash for none, a rate, a
// scheduled release's date.
import { markCellValue, type SheetCell } from '@portal/contract';

export function cellText(cell: SheetCell | undefined): string {
  const value = cell ? markCellValue(cell) : null;
  return value === null ? '-' : String(value);
}

/** A percentage, or 'n/a' when nobody has a result. */
export const percentText = (value: number | null) => (value === null ? 'n/a' : `${value}%`);

/** The date and time a scheduled release comes into effect. */
export const scheduledText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
