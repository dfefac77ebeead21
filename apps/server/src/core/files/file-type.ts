// What an uploaded file really is: its name's extension must be on the rule's allow-list (FILE_RULES) AND
// its content must be that type by its magic bytes (`file-type`; old Office formats are CFB containers).
// SVG has no magic bytes: it is checked with `is-svg` and then sanitised with DOMPurify's SVG profile.
import { FILE_RULES, type FileRule } from '@portal/contract';
import { fileTypeFromFile } from 'file-type';
import isSvg from 'is-svg';

interface Expected {
  /** `file-type` extensions that the content may be detected as. */
  detected: readonly string[];
  /** The type stored and served. */
  mime: string;
}

const OOXML = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** Every extension of FILE_RULES, with what its content must be. */
const EXPECTED: Record<string, Expected> = {
  jpg: { detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mime: 'image/jpeg' },
  png: { detected: ['png'], mime: 'image/png' },
  svg: { detected: [], mime: 'image/svg+xml' },
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  zip: { detected: ['zip', 'docx', 'xlsx', 'pptx'], mime: 'application/zip' },
  docx: { detected: ['docx'], mime: OOXML.docx },
  xlsx: { detected: ['xlsx'], mime: OOXML.xlsx },
  pptx: { detected: ['pptx'], mime: OOXML.pptx },
  doc: { detected: ['cfb'], mime: 'application/msword' },
  xls: { detected: ['cfb'], mime: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
};

/** The lower-cased extension of a name if the rule allows it (`a.pdf.exe` → exe → null), else null. */
export function allowedExtension(name: string, rule: FileRule): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  const allowed: readonly string[] = FILE_RULES[rule].extensions;
  return allowed.includes(extension) && EXPECTED[extension] ? extension : null;
}

/** The stored type of a file whose content matches its extension, or null on a mismatch (not an SVG included). */
export async function contentTypeOf(filePath: string, extension: string): Promise<string | null> {
  const expected = EXPECTED[extension];
  if (!expected || extension === 'svg') return null;
  const detected = await fileTypeFromFile(filePath);
  return detected && expected.detected.includes(detected.ext) ? expected.mime : null;
}

export const SVG_MIME = 'image/svg+xml';

/**
 * DOMPurify on the server runs on jsdom, which costs about 120 MB of memory once loaded: it is loaded the first
 * time an SVG is uploaded, not when the server starts (most processes never see one).
 */
let purifier: Promise<typeof import('isomorphic-dompurify')['default']> | undefined;
const loadPurifier = () => {
  purifier ??= import('isomorphic-dompurify').then((module) => module.default);
  return purifier;
};
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
export async function sanitizeSvg(text: string): Promise<string | null> {
  if (!isSvg(text)) return null;
  const DOMPurify = await loadPurifier();
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
