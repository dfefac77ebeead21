// The one audited place that renders HTML from the server (programme module and description, director
// messages): sanitised again here with DOMPurify, whatever the server did, so stored HTML never runs script.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, PURIFY_CONFIG);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the only HTML sink of the app; DOMPurify sanitises it just above (docs/security.md HD8).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
