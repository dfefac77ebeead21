// A moment in the browser's locale date and time (in Bangla, Bengali digits and the 24-hour time), with the exact
// value for machines.
import { formatDateTime } from '@portal/contract';
import { useLanguage } from '#web/i18n/use-t.ts';
import { exactDateTimeText } from '#web/lib/relative-time.ts';

export function DateTime({ iso }: { iso: string }) {
  const language = useLanguage();
  const time = Date.parse(iso);
  const text =
    language === 'bn' && !Number.isNaN(time)
      ? formatDateTime(language, new Date(time), { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
      : exactDateTimeText(iso);
  return <time dateTime={iso}>{text}</time>;
}
