// The one sanitiser of the HTML fields (programme module and description, director messages), applied once, by every
// writer of these fields before it stores them (the admin console's publishing writes and the demo seed, through
// `storedRichText`): what the database holds is already harmless, so the public reads answer it as stored, from their
// cache, without sanitising per request. A test checks that every rich-text value of a freshly seeded database equals
// its sanitised form. The web renders it once more through DOMPurify (SafeHtml). docs/security.md IN3;
// docs/decisions/003-public-site.md, "Stored HTML".
import { richTextHasText } from '@portal/contract';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // href: http(s), mailto, or a relative address; never javascript:, data:, vbscript: or a protocol-relative //host.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Disallowed tags vanish; the text of script, style, textarea, noscript and option goes with them.
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  transformTags: {
    // A link that opens a new tab never hands the opener to the other site.
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

/** Harmless HTML of a stored rich-text field: an allowlist of tags, no event handlers, no script URLs. */
export function sanitizeRichHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS);
}

/**
 * Rich text as it is stored: sanitised, trimmed, and '' when no visible text is left (an empty editor's `<p></p>`).
 * Every writer of a rich-text column stores this and nothing else.
 */
export function storedRichText(html: string): string {
  const clean = sanitizeRichHtml(html).trim();
  return richTextHasText(clean) ? clean : '';
}
