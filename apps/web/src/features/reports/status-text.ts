// How the Report List's screens write what the contract's helpers do not: a mark cell's dash for none, a number, a
// rate, a scheduled release's date, in the page's language (Bengali digits and the 24-hour time in Bangla; in English
// exactly as the screens have always written them).
import { formatDateTime, formatNumber, type Language, markCellValue, type SheetCell } from '@portal/contract';
import { reportsNs } from '#web/i18n/namespaces/reports.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

export interface ReportText {
  /** A count or marks (at most two decimals, as stored). */
  number: (value: number) => string;
  cell: (cell: SheetCell | undefined) => string;
  /** A percentage, or 'n/a' when nobody has a result. */
  percent: (value: number | null) => string;
  /** The date and time a scheduled release comes into effect. */
  scheduled: (iso: string) => string;
}

const englishScheduled = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function useReportText(): ReportText {
  const language: Language = useLanguage();
  const t = useT(reportsNs);
  const number =
    language === 'en'
      ? String
      : (value: number) => formatNumber(language, value, { maximumFractionDigits: 2, useGrouping: false });
  return {
    number,
    cell(cell) {
      const value = cell ? markCellValue(cell) : null;
      if (value === null) return '-';
      return typeof value === 'number' ? number(value) : t('sheet.absent');
    },
    percent: (value) => (value === null ? t('sheet.na') : `${number(value)}%`),
    scheduled: (iso) => (language === 'en' ? englishScheduled(iso) : formatDateTime(language, new Date(iso))),
  };
}
