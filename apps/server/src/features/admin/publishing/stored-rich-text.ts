// Rich text as publishing stores it: sanitised with the public site's sanitiser (the one that runs again when the
// public site answers), and '' when no visible text is left (an empty editor's `<p></p>`).
import { richTextHasText } from '@portal/contract';
import { sanitizeRichHtml } from '#server/features/public/index.ts';

export function storedRichText(html: string): string {
  const clean = sanitizeRichHtml(html).trim();
  return richTextHasText(clean) ? clean : '';
}
