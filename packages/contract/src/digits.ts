// Bengali digits (০–৯) typed into a number field, read as the Latin digits the rules check. A person may type a
// phone, marks, a year, a roll or a date with a Bangla keyboard: the field's rule sees `01712345678` for
// `০১৭১২৩৪৫৬৭৮`, so the same rule and the same English message hold for both (docs/i18n.md, Digits).
// This module builds no zod schema, so the web's first load may import it.

/** ০ (U+09E6) … ৯ (U+09EF): the Bengali digits, in order. */
export const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

const BENGALI_DIGIT = /[০-৯]/g;

/** The text with every Bengali digit replaced by its Latin digit; every other character as it was. */
export function latinDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** The text with every Latin digit replaced by its Bengali digit (running Bangla text). */
export function bengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit);
}

/**
 * What a number field's schema runs before its rule (`z.preprocess(normaliseDigits, rule)`): a text has its Bengali
 * digits made Latin; anything else (a number, nothing) passes unchanged, so the rule's own messages still answer it.
 */
export function normaliseDigits(value: unknown): unknown {
  return typeof value === 'string' ? latinDigits(value) : value;
}
