// The Bangla of the page titles written in config/paths.ts (catalogues/titles.*.ts), by their English: a chunk of its
// own, fetched by lib/title.ts the first time a Bangla page shows a title, never by an English page.

import bangla from '#web/i18n/catalogues/titles.bn.ts';
import english from '#web/i18n/catalogues/titles.en.ts';

const byEnglish = new Map<string, string>(
  Object.entries(english).map(([key, text]) => [text, bangla[key as keyof typeof bangla]]),
);

/** A title in Bangla: a title of paths.ts by its Bangla, any other (already in Bangla) as it is. */
export function banglaTitle(title: string): string {
  return byEnglish.get(title) ?? title;
}
