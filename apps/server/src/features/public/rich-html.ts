// The one sanitiser of the HTML fields (programme module and description, director messages): applied when the
// API answers, so that no stored value — seeded, imported or written before a bug was fixed — can ever reach a
// browser with script, and exported for the admin writes that store these fields (sanitise on write too).
// The web renders the result once more through DOMPurify (SafeHtml). SECURITY.md IN3.
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
