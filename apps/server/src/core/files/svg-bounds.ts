// The bounds of an SVG avatar, checked by one linear pass over its text before anything parses it (docs/security.md
// FI9). Sanitising parses the SVG into a DOM, and that cost grows much faster than the file: 2,000 nested groups took
// 1.8 s and 8,000 overflowed the stack; 8,000 attributes on one element took 1.2 s. A real avatar is far inside these
// bounds (an editor's export: a few hundred elements, a dozen levels, a few attributes each). The scan reads tags as an
// HTML parser does (comments, CDATA and quoted attribute values skipped); where it errs on a malformed file it counts
// too much, never too little of what a parser would build, and the worker that sanitises keeps its own time and memory
// limits (svg-sanitiser.ts) for whatever gets past it.

/** The most bytes an SVG avatar may have (the avatar rule allows more for a photo). */
export const SVG_MAX_BYTES = 512 * 1024;
/** The most elements (start tags) in an SVG avatar. */
export const SVG_MAX_ELEMENTS = 5_000;
/** The deepest nesting of elements. */
export const SVG_MAX_DEPTH = 64;
/** The most attributes in the whole file, and on any one element. */
export const SVG_MAX_ATTRIBUTES = 20_000;
export const SVG_MAX_ATTRIBUTES_PER_ELEMENT = 100;

const KIB = 1024;
export const SVG_TOO_LARGE = `The SVG file is too large (at most ${SVG_MAX_BYTES / KIB} KiB); send a smaller SVG, a PNG or a JPEG`;
export const SVG_TOO_COMPLEX =
  `The SVG image is too complex (at most ${SVG_MAX_ELEMENTS.toLocaleString('en')} elements, ` +
  `${SVG_MAX_DEPTH} levels deep, ${SVG_MAX_ATTRIBUTES_PER_ELEMENT} attributes on an element and ` +
  `${SVG_MAX_ATTRIBUTES.toLocaleString('en')} in all); send a simpler SVG, a PNG or a JPEG`;

export interface SvgShape {
  elements: number;
  depth: number;
  attributes: number;
  /** The most attributes of one element. */
  widest: number;
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
const SLASH = 47;
const GREATER = 62;
const EQUALS = 61;
const QUOTE = 34;
const APOSTROPHE = 39;

/**
 * What a parser would build of `text`, counted in one pass; it stops counting as soon as a bound is passed
 * (the answer then names a figure over its bound). Linear in the length of the text whatever it holds.
 */
export function svgShape(text: string): SvgShape {
  const shape: SvgShape = { elements: 0, depth: 0, attributes: 0, widest: 0 };
  let depth = 0;
  let at = 0;
  const length = text.length;
  while (at < length) {
    const open = text.indexOf('<', at);
    if (open < 0) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      at = end < 0 ? length : end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      at = end < 0 ? length : end + 3;
      continue;
    }
    const next = text.charCodeAt(open + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      // A declaration or processing instruction: no element of its own.
      const end = text.indexOf('>', open + 2);
      at = end < 0 ? length : end + 1;
      continue;
    }
    if (next === SLASH) {
      const end = text.indexOf('>', open + 2);
      if (depth > 0) depth -= 1;
      at = end < 0 ? length : end + 1;
      continue;
    }
    if (!isLetter(next)) {
      at = open + 1;
      continue;
    }
    // A start tag: its name, then its attributes up to '>' (a quoted value may hold '>').
    shape.elements += 1;
    let index = open + 1;
    while (index < length && !isSpace(text.charCodeAt(index)) && text.charCodeAt(index) !== SLASH) {
      if (text.charCodeAt(index) === GREATER) break;
      index += 1;
    }
    let attributes = 0;
    let selfClosing = false;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === GREATER) {
        selfClosing = text.charCodeAt(index - 1) === SLASH;
        index += 1;
        break;
      }
      if (isSpace(code) || code === SLASH) {
        index += 1;
        continue;
      }
      // An attribute name, then perhaps '=' and a value.
      attributes += 1;
      while (index < length) {
        const inName = text.charCodeAt(index);
        if (isSpace(inName) || inName === SLASH || inName === GREATER || inName === EQUALS) break;
        index += 1;
      }
      while (index < length && isSpace(text.charCodeAt(index))) index += 1;
      if (text.charCodeAt(index) !== EQUALS) continue;
      index += 1;
      while (index < length && isSpace(text.charCodeAt(index))) index += 1;
      const quote = text.charCodeAt(index);
      if (quote === QUOTE || quote === APOSTROPHE) {
        const end = text.indexOf(String.fromCharCode(quote), index + 1);
        index = end < 0 ? length : end + 1;
      } else {
        while (index < length && !isSpace(text.charCodeAt(index)) && text.charCodeAt(index) !== GREATER) index += 1;
      }
    }
    at = index;
    shape.attributes += attributes;
    if (attributes > shape.widest) shape.widest = attributes;
    if (!selfClosing) {
      depth += 1;
      if (depth > shape.depth) shape.depth = depth;
    }
    if (
      shape.elements > SVG_MAX_ELEMENTS ||
      shape.depth > SVG_MAX_DEPTH ||
      shape.attributes > SVG_MAX_ATTRIBUTES ||
      shape.widest > SVG_MAX_ATTRIBUTES_PER_ELEMENT
    ) {
      break;
    }
  }
  return shape;
}

/** Whether an SVG's text is within every bound of an avatar (its size in bytes is checked before it is read). */
export function svgWithinBounds(text: string): boolean {
  const shape = svgShape(text);
  return (
    shape.elements <= SVG_MAX_ELEMENTS &&
    shape.depth <= SVG_MAX_DEPTH &&
    shape.attributes <= SVG_MAX_ATTRIBUTES &&
    shape.widest <= SVG_MAX_ATTRIBUTES_PER_ELEMENT
  );
}
