// A kind's line and label in a mail's language: English as the kind writes them (kinds.ts), Bangla from
// notifications.mail-texts.ts, numbers in Bengali digits (a kind without a Bangla line keeps its English one).
import { bengaliDigits, formatNumber, type Language } from '@portal/contract';
import { mailTexts } from '#server/core/mail/mail-texts.ts';
import type { NotificationKind, Subject } from './kinds.ts';
import { notificationMailTexts } from './notifications.mail-texts.ts';

type Key = keyof typeof notificationMailTexts.en;
const hasKey = (key: string): key is Key => key in notificationMailTexts.bn;

export function kindLine(kind: NotificationKind, subject: Subject, language: Language): string {
  if (language === 'en' || !hasKey(`kind.${kind.name}`)) return kind.text(subject);
  const t = mailTexts(notificationMailTexts, 'bn');
  const n = (value: number | undefined) => formatNumber('bn', value ?? 0);
  const values = {
    course: subject.course,
    title: subject.title || (kind.name === 'content-new' ? t('kind.untitled') : subject.title),
    author: subject.author ?? t('kind.someone'),
    lastDate: bengaliDigits(subject.lastDate ?? ''),
    hours: n(subject.hoursLeft),
    unanswered: n(subject.unanswered),
    submissions: n(subject.submissions),
  };
  if (kind.name === 'deadline-grace' && (subject.hoursLeft ?? 0) <= 0) return t('kind.deadline-grace-ended', values);
  return t(`kind.${kind.name}` as Key, values);
}

export function kindLabel(kind: NotificationKind, language: Language): string {
  const key = `label.${kind.name}`;
  return language === 'en' || !hasKey(key) ? kind.label : mailTexts(notificationMailTexts, 'bn')(key);
}
