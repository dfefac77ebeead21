// A moment as an age ('3 hours ago', or 'waiting 3 days'; in Bangla '৩ ঘণ্টা আগে', '৩ দিন ধরে অপেক্ষায়'), kept
// current while the page stays open, with the exact date and time on hover (the `title`) and for machines
// (`<time dateTime>`).
import { useSyncExternalStore } from 'react';
import { useLanguage } from '#web/i18n/use-t.ts';
import { exactDateTimeText, relativeTimeText, waitingText } from '#web/lib/relative-time.ts';

/** How often ages are written again: once a minute is as fine as the words go. */
const TICK_MS = 60_000;

// One timer for every age on the page, running only while one is shown.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The snapshot must stay the same between two reads; with no timer running it is refreshed when stale. */
function snapshot(): number {
  if (!timer && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/** The current time, in minutes' steps, shared by every caller. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

interface RelativeTimeProps {
  /** ISO 8601 with a time zone. */
  iso: string;
  /** 'ago': '3 hours ago'; 'waiting': 'waiting 3 days'. */
  variant?: 'ago' | 'waiting';
  className?: string;
}

export function RelativeTime({ iso, variant = 'ago', className }: RelativeTimeProps) {
  const current = useNow();
  const language = useLanguage();
  const text = variant === 'waiting' ? waitingText(iso, current, language) : relativeTimeText(iso, current, language);
  return (
    <time dateTime={iso} title={exactDateTimeText(iso, language)} className={className}>
      {text}
    </time>
  );
}
