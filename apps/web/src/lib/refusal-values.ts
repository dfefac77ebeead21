// The values of a text the server writes with values inside (ErrorBody's `values`, an import problem's `written`), as
// its sentence takes them (docs/i18n.md, Texts with values). No React: the server's test of the English
// (testing/web-refusal-texts.test.ts) runs it too.
import type { Language, RefusalValues, WrittenRefusal } from '@portal/contract';
import type { Values } from '#web/i18n/interpolate.ts';
import { ApiError } from './api-error.ts';

export type Write = (key: string, values: Values) => string;

/**
 * A text the server writes with values inside (docs/i18n.md, Texts with values): its key in the `texts` namespace
 * and its values. A toast shows its text in English and this, written from the values, in Bangla.
 */
export interface WrittenText {
  key: string;
  values: RefusalValues;
}

/** The code and values of a refusal answer (ErrorBody; an ApiError's `body`), when it has them. */
export function refusalOf(data: unknown): WrittenRefusal | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data) || !('values' in data)) return undefined;
  const { code, values } = data;
  if (typeof code !== 'string' || typeof values !== 'object' || values === null) return undefined;
  return { code, values: values as RefusalValues };
}

/**
 * The code and values of a refusal whose server text is what the screen shows (`shown`: the error's message unless
 * told), if it has them: a screen's own text for the same error (a status's catalogue text) is not the refusal's.
 */
export function writtenOf(error: unknown, shown?: string): WrittenRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (shown ?? error.message) === error.serverText ? refusalOf(error.body) : undefined;
}

/** The same refusal as a toast writes it: its key in the `texts` namespace (`refusal.<code>`) and its values. */
export function writtenTextOf(error: unknown, shown?: string): WrittenText | undefined {
  const refusal = writtenOf(error, shown);
  return refusal && { key: `refusal.${refusal.code}`, values: refusal.values };
}

/**
 * The values as a sentence takes them: a list joined as the server joins it in English (", "), by
 * `Intl.ListFormat` in Bangla ("ক, খ এবং গ"); a list cut short (`more` > 0) ends "… and N more" (`refusal.listMore`).
 * `fixed`: values the screen puts in itself (the CSV import's column names, `csvColumnValues`).
 */
export function sentenceValues(language: Language, values: RefusalValues, write: Write, fixed: Values = {}): Values {
  const more = typeof values.more === 'number' ? values.more : 0;
  const out: Values = { ...fixed };
  for (const [name, value] of Object.entries(values)) {
    if (!Array.isArray(value)) out[name] = value;
    else if (more > 0) out[name] = write('refusal.listMore', { list: value.join(', '), count: more });
    else out[name] = language === 'en' ? value.join(', ') : new Intl.ListFormat('bn').format(value);
  }
  return out;
}
