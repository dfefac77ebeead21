// One way to write numbers, dates, times, counts and plurals in English and in Bangla, by `Intl`, in the institute's
// zone; used by the web and, for the mails in the recipient's language, by the server. This module builds no zod
// schema. What it decides (docs/i18n.md, Numbers and dates):
// - running text in Bangla uses Bengali digits (৩ জন অংশগ্রহণকারী), English Latin digits;
// - what people copy or type (rolls, course-wise ids, phone numbers, certificate codes, exports) keeps Latin
//   digits in both languages: `copyableNumber`, `copyableText`;
// - times are 24-hour in Bangla (the 12-hour form would print a Latin "AM"/"PM"), 12-hour in English;
// - plurals by `Intl.PluralRules`: Bangla has `one` and `other`, and 0 is `one`.
import { latinDigits } from './digits.ts';

/** The languages of the portal: English (the specified texts) and Bangla. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The institute's zone (Dhaka), the default of every date and time written here; the server's is TZ_INSTITUTE. */
export const INSTITUTE_TIME_ZONE = 'Asia/Dhaka';

/** The `Intl` locale of a language: Bangla as written in Bangladesh, English with day-month-year dates. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

interface ZoneOption {
  /** The zone the date is shown in; the institute's by default. */
  timeZone?: string;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.Collator>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.Collator>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found as T;
}

/**
 * A number in running text: 1,234.5 in English, ১,২৩৪.৫ in Bangla. Made per call, unlike the date formats: it is in
 * the web's first load, where every byte counts, and a number format is quick to make.
 */
export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], options).format(value);
}

/** A number people copy or type (a roll, marks in an export): Latin digits in both languages, no grouping. */
export function copyableNumber(value: number): string {
  return String(value);
}

/** A code, id or phone number people copy (certificate code, course-wise id): Latin digits in both languages. */
export function copyableText(text: string): string {
  return latinDigits(text);
}

/** The plural category of `count` in a language: English one/other (1 is one), Bangla one/other (0 and 1 are one). */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(INTL_LOCALE[language]).select(count);
}

/** A count with its noun: `forms` gives the text of each category, `{count}` standing for the number. */
export function formatCount(
  language: Language,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[pluralCategory(language, count)] ?? forms.other;
  return form.replaceAll('{count}', formatNumber(language, count));
}

const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(`d:${language}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(INTL_LOCALE[language], options));

/** A day, in the zone: 28 Nov 2026 in English, ২৮ নভে, ২০২৬ in Bangla. */
export function formatDate(language: Language, date: Date, options: ZoneOption = {}): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone ?? INSTITUTE_TIME_ZONE,
  }).format(date);
}

/** A time of day, in the zone: 5:30 pm in English, ১৭:৩০ in Bangla (24-hour: no Latin "PM" in Bangla text). */
export function formatTime(language: Language, date: Date, options: ZoneOption = {}): string {
  return dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'bn' ? 'h23' : 'h12',
    timeZone: options.timeZone ?? INSTITUTE_TIME_ZONE,
  }).format(date);
}

/** A day and its time, in the zone. */
export function formatDateTime(language: Language, date: Date, options: ZoneOption = {}): string {
  return `${formatDate(language, date, options)}, ${formatTime(language, date, options)}`;
}

/** Graphemes of a text as a reader sees them (a Bangla conjunct with its vowel sign is one). */
function graphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** At most `max` graphemes of a text, with an ellipsis when cut: never splits a Bangla letter from its signs. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  return `${parts.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** The comparison of a language for sorting names and titles (Bangla letters in Bangla order). */
export function compareText(language: Language): (a: string, b: string) => number {
  return cached(`c:${language}`, () => new Intl.Collator(language === 'bn' ? 'bn' : 'en')).compare;
}
