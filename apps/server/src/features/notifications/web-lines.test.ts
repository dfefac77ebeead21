// The web writes a notification's line from its kind and values (apps/web/src/features/notifications/
// notification-line.ts, with the `texts` catalogue): in English it must be exactly the line this registry writes, for
// every kind and every form of it (plural, grace ended, no author, no title), or the two would drift apart.
import { describe, expect, it } from 'vitest';
import { notificationLine } from '../../../../web/src/features/notifications/notification-line.ts';
import textsEn from '../../../../web/src/i18n/catalogues/texts.en.ts';
import { translate } from '../../../../web/src/i18n/interpolate.ts';
import { NOTIFICATION_KINDS, type Subject, subjectValues } from './kinds.ts';

const english = (key: string, values?: Record<string, string | number>) => translate('en', textsEn, key, values);

const base: Subject = {
  title: 'Essay "draft"',
  course: 'Risk Management (RM-1)',
  courseId: 1,
  postId: 2,
  author: 'Rahim Uddin',
  lastDate: '04-12-2026',
};
const variants: Subject[] = [
  base,
  { ...base, title: '' },
  { ...base, author: undefined },
  ...[0, 1, 5, 1234].map((n) => ({ ...base, hoursLeft: n, unanswered: n, submissions: 1 })),
  { ...base, unanswered: 1, submissions: 0 },
  // The final result's release: its title is the registry's fixed 'Final result'.
  { ...base, title: 'Final result', final: true },
];

describe('the web’s notification lines', () => {
  it('writes in English exactly the line of every kind, from the values the list answers', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const subject of variants) {
        const item = { kind: kind.name, subject: subjectValues(subject) };
        expect(notificationLine('en', item, english), `${kind.name} ${JSON.stringify(subject)}`).toBe(
          kind.text(subject),
        );
      }
    }
  });

  it('leaves a kind it does not know, or an answer without values, to the server’s text', () => {
    expect(notificationLine('en', { kind: 'no-such-kind', subject: subjectValues(base) }, english)).toBeNull();
    expect(notificationLine('en', { kind: 'assignment-new', subject: null }, english)).toBeNull();
  });
});
