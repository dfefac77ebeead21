// The texts of the mails in English and Bangla (docs/i18n.md, "Mails"): each feature keeps its catalogue beside its
// mails (`<feature>.mail-texts.ts`, one `defineMailTexts` each), the English one exactly the texts the mails always
// had, the Bangla one with the same keys and placeholders (`mail-texts.test.ts` checks every catalogue). A mail is
// built in its recipient's language: their saved choice, or the language the request came from, else English.
import { formatDateTime, type Language } from '@portal/contract';
import { mailDateText } from './mail-parts.ts';

/** A catalogue: English texts by key, and the Bangla ones under the same keys; `{name}` stands for a value. */
export interface MailTexts<K extends string> {
  en: Readonly<Record<K, string>>;
  bn: Readonly<Record<K, string>>;
}

/** A feature's mail catalogue; the Bangla one must have every English key. */
export function defineMailTexts<K extends string>(texts: MailTexts<K>): MailTexts<K> {
  return texts;
}

/** The values of a text's placeholders. */
export type MailValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` with its value (once: a value holding braces is not read again); an unknown name stays as it is. */
export function fillText(template: string, values: MailValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The texts of a catalogue in one language: `t(key, values)`. */
export function mailTexts<K extends string>(texts: MailTexts<K>, language: Language) {
  return (key: K, values?: MailValues): string => fillText(texts[language][key], values);
}

/**
 * A moment as a mail writes it, in the given zone: in English as mails always did ("4 December 2026 at 18:00 GMT+6"),
 * in Bangla by the contract's format (৪ ডিসে, ২০২৬, ১৮:০০: Bengali digits, 24-hour).
 */
export function mailDate(language: Language, date: Date, timeZone: string): string {
  return language === 'bn' ? formatDateTime('bn', date, { timeZone }) : mailDateText(date, timeZone);
}

/** The language of a mail: the recipient's saved choice, else the one the request came from, else English. */
export function mailLanguage(saved: Language | null, requested?: Language | null): Language {
  return saved ?? requested ?? 'en';
}

/** A language carried in job data (which holds flags, not texts): `bangla: true` for Bangla. */
export const languageFlag = (language: Language | undefined | null): boolean => language === 'bn';
export const flaggedLanguage = (bangla: boolean | undefined | null): Language => (bangla ? 'bn' : 'en');
