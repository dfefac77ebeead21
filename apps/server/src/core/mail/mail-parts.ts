// The pieces every mail with a link is made of: the link (built from PUBLIC_URL only, never from the request's
// Host header), a date in the institute's zone, and the HTML body of plain paragraphs around that link.
import { escapeHtml } from './mailer.ts';

/** `${PUBLIC_URL}<path>?token=…`; a PUBLIC_URL with a path prefix keeps it. */
export function linkTo(publicUrl: string, pagePath: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pagePath}?token=${encodeURIComponent(token)}`;
}

/** A moment as a mail writes it, in the given zone ("4 December 2026 at 18:00 GMT+6"). */
export const mailDateText = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);

/** Marks the paragraph that holds the link in `mailHtml()`. */
export const MAIL_LINK = Symbol('link');

/**
 * The HTML body of a mail: each text a paragraph (escaped), `MAIL_LINK` the paragraph of the link; a Bangla mail's
 * `<html>` says `lang="bn"` (so that a screen reader reads it in a Bangla voice).
 */
export function mailHtml(
  paragraphs: (string | typeof MAIL_LINK)[],
  link: { href: string; label: string },
  language: 'en' | 'bn' = 'en',
): string {
  const body = paragraphs
    .map((part) =>
      part === MAIL_LINK
        ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
        : `<p>${escapeHtml(part)}</p>`,
    )
    .join('\n');
  return `<!doctype html><html${language === 'bn' ? ' lang="bn"' : ''}><body>\n${body}\n</body></html>`;
}
