// The few catalogue features the portal's texts use, written once for English (which needs no i18next: see
// docs/i18n.md) and checked against i18next's own reading by catalogue.test.ts:
// - `{{name}}` puts a value in (React escapes it; no HTML escaping here, as i18next with escapeValue false);
// - `{{name, number}}` writes a number in the language's digits (format.ts of the contract);
// - `key_one` / `key_other` with `count` choose a plural form by Intl.PluralRules.
import { formatNumber, type Language, pluralCategory } from '@portal/contract';

export type Values = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(number))?\s*\}\}/g;

export function interpolate(language: Language, text: string, values: Values = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (format === 'number' && typeof value === 'number') return formatNumber(language, value);
    return String(value);
  });
}

/** Nested catalogue objects: a key is the path of its text ('nav.home'). */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A catalogue's text for `key`, with its plural form chosen by `count` and its values put in. */
export function translate(language: Language, catalogue: Catalogue, key: string, values?: Values): string {
  const count = values?.count;
  const text =
    (typeof count === 'number' ? lookUp(catalogue, `${key}_${pluralCategory(language, count)}`) : undefined) ??
    lookUp(catalogue, key);
  return text === undefined ? key : interpolate(language, text, values);
}
