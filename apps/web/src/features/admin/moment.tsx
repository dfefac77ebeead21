// When something happened, in the console's lists (the inbox, the audit log): its age in the page's language ('3 hours
// ago', '৩ ঘণ্টা আগে'), the exact date and time on hover (components/ui/relative-time.tsx).
import { RelativeTime } from '#web/components/ui/relative-time.tsx';

export function Moment({ iso }: { iso: string }) {
  return <RelativeTime iso={iso} />;
}
