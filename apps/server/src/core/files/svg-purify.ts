// What the SVG worker runs (svg-worker.ts): an uploaded SVG checked with `is-svg` and sanitised with DOMPurify's
// SVG profile on jsdom. Never imported by the server's own thread: parsing a DOM costs far more than the file's
// size suggests, so it happens on a worker thread with a time and memory limit (svg-sanitiser.ts).
// Loaded by Node straight from this file under tests (type stripping): imports name their `.ts`, and the code
// uses only TypeScript that strips to JavaScript (no enums, no parameter properties).

import isSvg from 'is-svg';
import DOMPurify from 'isomorphic-dompurify';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A URL in CSS that points anywhere but inside the document (`url(#id)`), or an `@import`. */
const EXTERNAL_CSS = /url\(\s*['"]?\s*(?!#)|@import/i;
interface ElementLike {
  nodeName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/**
 * An uploaded SVG made safe to serve: script, event handlers, foreignObject, animation of attributes and
 * every reference outside the document (links, images, CSS urls) removed. Null when the text is not an SVG
 * image, or nothing of one is left (an XML prolog or DOCTYPE before the root is dropped; entities that it
 * declared make the image unreadable and it is refused).
 */
export function purifySvg(text: string): string | null {
  if (!isSvg(text)) return null;
  const start = text.search(/<svg[\s>]/i);
  if (start < 0) return null;
  const hook = (current: unknown) => {
    // The server has no DOM types: the few members used here, on an element of the parsed document.
    const node = current as ElementLike;
    if (typeof node.getAttribute !== 'function') return;
    for (const name of [...LINK_ATTRIBUTES]) {
      const value = node.getAttribute(name);
      if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name);
    }
    const style = node.getAttribute('style');
    if (style !== null && EXTERNAL_CSS.test(style)) node.removeAttribute('style');
    if (node.nodeName.toLowerCase() === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) node.textContent = '';
  };
  // The hook is added and removed around one synchronous call, so it never applies to other sanitising.
  DOMPurify.addHook('afterSanitizeAttributes', hook);
  let clean: string;
  try {
    clean = DOMPurify.sanitize(text.slice(start), {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['foreignObject', 'script', 'animate', 'set'],
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', hook);
  }
  // Written back as a standalone XML document: the one named entity the HTML writer uses becomes numeric,
  // and the root carries the SVG namespace, without which a browser does not draw the file.
  clean = clean.replaceAll('&nbsp;', '&#160;');
  const root = /^<svg\b[^>]*>/.exec(clean)?.[0];
  if (!root) return null;
  if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root)) {
    clean = `<svg xmlns="${SVG_NAMESPACE}"${clean.slice(4)}`;
  }
  return isSvg(clean) ? clean : null;
}
