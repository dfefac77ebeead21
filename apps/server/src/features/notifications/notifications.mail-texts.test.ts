// A notification's line and label in a mail's language (notifications.mail-lines.ts): every kind has its Bangla line
// and label, the catalogue's English templates are the kinds' own texts, and a Bangla line keeps no English.
import { describe, expect, it } from 'vitest';
import { fillText } from '#server/core/mail/mail-texts.ts';
import { NOTIFICATION_KINDS, type Subject } from './kinds.ts';
import { kindLabel, kindLine } from './notifications.mail-lines.ts';
import { notificationMailTexts } from './notifications.mail-texts.ts';

const subject: Subject = {
  title: 'Essay',
  course: 'Risk (RM-1)',
  courseId: 1,
  postId: 2,
  author: 'Rahim Uddin',
  lastDate: '04-12-2026',
  hoursLeft: 5,
  unanswered: 3,
  submissions: 4,
};
const texts = notificationMailTexts;

describe('notification lines and labels in Bangla', () => {
  it('has a Bangla line and label for every kind, and English templates equal to the kinds’ own texts', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(Object.keys(texts.bn), kind.name).toContain(`kind.${kind.name}`);
      expect(Object.keys(texts.bn), kind.name).toContain(`label.${kind.name}`);
      expect(texts.en[`label.${kind.name}` as keyof typeof texts.en]).toBe(kind.label);
      if (kind.name !== 'coordinator-daily-summary') {
        // The text values only (a flag such as `final` is no text).
        const { final: _final, ...textValues } = subject;
        const values = { ...textValues, hours: subject.hoursLeft ?? 0 };
        expect(fillText(texts.en[`kind.${kind.name}` as keyof typeof texts.en], values)).toBe(kind.text(subject));
      }
    }
  });

  it('writes each kind’s line and label in Bangla with no English left, numbers in Bengali digits', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const hoursLeft of [5, 0]) {
        const line = kindLine(kind, { ...subject, hoursLeft }, 'bn');
        const rest = line.replace(/Essay|Risk \(RM-1\)|Rahim Uddin/g, '');
        expect(rest, kind.name).toMatch(/[\u0980-\u09FF]/);
        expect(rest, kind.name).not.toMatch(/[A-Za-z0-9]/);
      }
      expect(kindLabel(kind, 'bn'), kind.name).not.toMatch(/[A-Za-z]/);
      expect(kindLine(kind, subject, 'en')).toBe(kind.text(subject));
      expect(kindLabel(kind, 'en')).toBe(kind.label);
    }
  });
});
