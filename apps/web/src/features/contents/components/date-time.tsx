// A moment in the browser's locale date and time, with the exact value for machines.
import { exactDateTimeText } from '#web/lib/relative-time.ts';

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{exactDateTimeText(iso)}</time>;
}
