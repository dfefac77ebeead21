// When something happened, in the console's lists (the inbox, the audit log): in English its age ('3 hours ago',
// the exact time on hover), as it always was; in Bangla the date and time in Bengali digits (২৮ নভে, ২০২৬, ১৭:৩০),
// since the ages' words are English only (lib/relative-time.ts).
import { formatDateTime } from '@portal/contract';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { useLanguage } from '#web/i18n/use-t.ts';

export function Moment({ iso }: { iso: string }) {
  const language = useLanguage();
  if (language === 'en') return <RelativeTime iso={iso} />;
  const time = Date.parse(iso);
  return <time dateTime={iso}>{Number.isNaN(time) ? iso : formatDateTime(language, new Date(time))}</time>;
}
