// The catalogue check of the mails (docs/i18n.md, "Mails"): every `features/**/<name>.mail-texts.ts` has the same keys
// in English and Bangla, the same placeholders in each pair, and no Latin letters left in Bangla but the exceptions.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fillText, type MailTexts } from './mail-texts.ts';

const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../features');
const files = fs
  .readdirSync(features, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mail-texts.ts'))
  .sort();

/** Latin words a Bangla mail keeps (as the web's catalogues do), and the English names of the file hash. */
const LATIN_KEPT = ['PDF', 'CSV', 'URL', 'ID', 'BIBM', 'OTP', 'SHA'];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

async function catalogues(): Promise<[string, MailTexts<string>][]> {
  const found: [string, MailTexts<string>][] = [];
  for (const file of files) {
    const module = (await import(path.join(features, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'en' in value && 'bn' in value) {
        found.push([`${file}: ${name}`, value as MailTexts<string>]);
      }
    }
  }
  return found;
}

describe('the mail catalogues', () => {
  it('are found: one per feature that mails', async () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect((await catalogues()).length).toBe(files.length);
  });

  it('have the same keys and placeholders in Bangla as in English', async () => {
    for (const [name, texts] of await catalogues()) {
      expect(Object.keys(texts.bn).sort(), name).toEqual(Object.keys(texts.en).sort());
      for (const key of Object.keys(texts.en)) {
        expect(placeholders(texts.bn[key] ?? ''), `${name} ${key}`).toEqual(placeholders(texts.en[key] ?? ''));
      }
    }
  });

  it('leave no Latin letters in Bangla but the kept words', async () => {
    const kept = new RegExp(`\\b(${LATIN_KEPT.join('|')})\\b`, 'g');
    for (const [name, texts] of await catalogues()) {
      for (const [key, text] of Object.entries(texts.bn)) {
        const rest = text.replace(/\{\w+\}/g, '').replace(kept, '');
        expect(rest, `${name} ${key}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('fill each placeholder once, with any value', () => {
    expect(fillText('Dear {name}, {name} {other}', { name: '{other}' })).toBe('Dear {other}, {other} {other}');
  });
});
