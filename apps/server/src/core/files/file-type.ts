// What an uploaded file really is: its name's extension must be on the rule's allow-list (FILE_RULES) AND
// its content must be that type by its magic bytes (`file-type`; old Office formats are CFB containers).
// SVG has no magic bytes: it is bounded (svg-bounds.ts), then checked with `is-svg` and sanitised with
// DOMPurify's SVG profile on a worker thread (svg-sanitiser.ts).
import { FILE_RULES, type FileRule } from '@portal/contract';
import { fileTypeFromFile } from 'file-type';

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
  // Text has no magic bytes: a .csv is accepted when no binary type is found in it (a renamed archive is refused).
  csv: { detected: [], mime: 'text/csv' },
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
  if (extension === 'csv') return detected ? null : expected.mime;
  return detected && expected.detected.includes(detected.ext) ? expected.mime : null;
}

export const SVG_MIME = 'image/svg+xml';
