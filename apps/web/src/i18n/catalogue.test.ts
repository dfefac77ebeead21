// The catalogue check (docs/i18n.md): both languages have exactly the same keys, every placeholder of English is in
// Bangla, no Bangla text is left in Latin letters (but the names and acronyms listed below), and the English runtime
// (interpolate.ts) reads the English catalogues exactly as i18next does.
import { ContactBody, LIMITS, ResetPasswordBody } from '@portal/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import validationBn from './catalogues/validation.bn.ts';
import { type Catalogue, translate } from './interpolate.ts';

type CatalogueModule = { default: Catalogue };
const englishFiles = import.meta.glob<CatalogueModule>('./catalogues/*.en.ts', { eager: true });
const banglaFiles = import.meta.glob<CatalogueModule>('./catalogues/*.bn.ts', { eager: true });
const namespaceOf = (file: string) => file.replace(/^.*\/([\w-]+)\.(en|bn)\.ts$/, '$1');

/** Every namespace (catalogues/<ns>.en.ts beside <ns>.bn.ts): found by name, so a new one is checked at once. */
const NAMESPACES: Record<string, { en: Catalogue; bn: Catalogue }> = Object.fromEntries(
  Object.entries(englishFiles).map(([file, english]) => {
    const bangla = banglaFiles[file.replace(/\.en\.ts$/, '.bn.ts')];
    return [namespaceOf(file), { en: english.default, bn: bangla?.default ?? {} }];
  }),
);

it('finds a Bangla catalogue for every English one, and no Bangla one without its English', () => {
  const english = Object.keys(englishFiles).map(namespaceOf).sort();
  const bangla = Object.keys(banglaFiles)
    .map(namespaceOf)
    .filter((name) => name !== 'validation')
    .sort();
  expect(bangla).toEqual(english);
  expect(english).toEqual(expect.arrayContaining(['common', 'public', 'auth', 'password', 'participant']));
});

/**
 * Latin words a Bangla text may keep: names of products and languages, and acronyms a Bangladeshi reader reads in
 * Latin letters. Anything else in Latin letters is an untranslated text.
 */
export const LATIN_EXCEPTIONS = ['English', 'PDF', 'CSV', 'LinkedIn', 'BIBM', 'ID', 'OTP', 'URL'];

export function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

/** The Latin words of a Bangla text once its placeholders and listed exceptions are taken out. */
export function latinWords(text: string): string[] {
  const withoutPlaceholders = text.replace(/\{\{[^}]*\}\}/g, ' ');
  return (withoutPlaceholders.match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_EXCEPTIONS.includes(word));
}

describe.each(Object.entries(NAMESPACES))('the %s catalogues', (_name, { en, bn }) => {
  const english = flatten(en);
  const bangla = flatten(bn);

  it('have exactly the same keys in English and Bangla', () => {
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
  });

  it('keep every placeholder of English in Bangla', () => {
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders(bangla[key] ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('leave no Bangla text in Latin letters', () => {
    for (const [key, text] of Object.entries(bangla))
      expect({ key, latin: latinWords(text) }).toEqual({ key, latin: [] });
  });

  it('read in English as i18next reads them', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { ns: en } },
      interpolation: { escapeValue: false },
      nsSeparator: false,
      initAsync: false,
    });
    const values = { name: 'BIBM', year: '2026', count: 3 };
    for (const key of Object.keys(english)) {
      expect(translate('en', en, key, values)).toBe(i18n.t(key, { ns: 'ns', ...values }));
    }
  });
});

describe('the Bangla validation messages', () => {
  it('name the limits the contract checks', () => {
    const messages = Object.keys(validationBn);
    for (const key of [
      `Password must be at most ${LIMITS.passwordMax} characters`,
      `Message must be at least ${LIMITS.contactMessageMin} characters`,
      `Message must be at most ${LIMITS.contactMessageMax} characters`,
      `First name must be at most ${LIMITS.name} characters`,
      `Last name must be at most ${LIMITS.name} characters`,
    ]) {
      expect(messages).toContain(key);
    }
    // And the forms' own messages are keys: an empty contact form and a reset form with two passwords that differ.
    for (const issue of ContactBody.safeParse({}).error?.issues ?? []) expect(messages).toContain(issue.message);
    const mismatch = ResetPasswordBody.safeParse({ password: 'a-password-1', confirm_password: 'another-one-2' });
    for (const issue of mismatch.error?.issues ?? []) expect(messages).toContain(issue.message);
  });

  it('read the same wherever a message is given twice', () => {
    const files = import.meta.glob<{ default: Record<string, string> }>('./catalogues/validation/*.bn.ts', {
      eager: true,
    });
    const seen = new Map<string, string>();
    for (const file of Object.values(files)) {
      for (const [english, text] of Object.entries(file.default)) {
        expect({ english, text }).toEqual({ english, text: seen.get(english) ?? text });
        seen.set(english, text);
      }
    }
    expect(seen.size).toBe(Object.keys(validationBn).length);
  });

  it('are all in Bangla', () => {
    for (const [english, text] of Object.entries(validationBn)) {
      expect({ english, latin: latinWords(text) }).toEqual({ english, latin: [] });
    }
  });
});

describe('the check itself', () => {
  it('finds an untranslated text and a missing key', () => {
    expect(latinWords('Sign In')).toEqual(['Sign', 'In']);
    expect(latinWords('{{name}}-এর PDF')).toEqual([]);
    expect(Object.keys(flatten({ a: { b: 'x' } }))).toEqual(['a.b']);
  });
});
