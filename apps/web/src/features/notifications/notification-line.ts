// A notification's line in the page's language, written from its kind and values (docs/i18n.md, Texts with values).
// The server answers the English line (`text`) and, beside it, `kind` and `subject`; this writes the same line from
// the `texts` catalogue, so that a Bangla page reads it in Bangla. Pure (no React): the server's test of the kinds
// calls it with the English catalogue and holds every kind's line to the server's own (they cannot drift).
import { bengaliDigits, type Language, type NotificationItem } from '@portal/contract';

/** A translate function of the `texts` namespace (useT's, or the English reader's in a test). */
export type TextsT = (key: string, values?: Record<string, string | number>) => string;

/** The kinds whose line the `texts` catalogue writes (every kind of the server's registry). */
const KINDS: ReadonlySet<string> = new Set([
  'assignment-new',
  'content-new',
  'forum-post-new',
  'forum-reply-to-my-post',
  'forum-reply-in-thread',
  'deadline-48h',
  'deadline-today',
  'deadline-grace',
  'coordinator-daily-summary',
  'results-released',
  'certificate-issued',
  'certificate-revoked',
]);

/**
 * The line of `item` in `language`, or null when the web cannot write it (a kind it does not know, or an answer
 * without values: the caller shows the server's `text`, through the Bangla messages).
 */
export function notificationLine(
  language: Language,
  item: Pick<NotificationItem, 'kind'> & { subject?: NotificationItem['subject'] },
  t: TextsT,
): string | null {
  const subject = item.subject;
  if (!subject || !KINDS.has(item.kind)) return null;
  const key = (name: string) => `notification.${name}`;
  const values: Record<string, string | number> = {
    title: subject.final
      ? t(key('finalResult'))
      : subject.title || (item.kind === 'content-new' ? t(key('untitled')) : subject.title),
    course: subject.course,
    author: subject.author ?? t(key('someone')),
    // A date in running text: Bengali digits in Bangla (dd-MM-yyyy as the server writes it).
    lastDate: language === 'bn' ? bengaliDigits(subject.last_date ?? '') : (subject.last_date ?? ''),
  };
  switch (item.kind) {
    case 'deadline-grace': {
      const hours = subject.hours_left ?? 0;
      return hours > 0 ? t(key('deadline-grace'), { ...values, count: hours }) : t(key('deadline-grace-ended'), values);
    }
    case 'coordinator-daily-summary':
      return t(key('coordinator-daily-summary'), {
        posts: t(key('summaryPosts'), { count: subject.unanswered ?? 0 }),
        submissions: t(key('summarySubmissions'), { count: subject.submissions ?? 0 }),
      });
    default:
      return t(key(item.kind), values);
  }
}
