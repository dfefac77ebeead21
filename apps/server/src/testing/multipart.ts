// Multipart bodies for app.inject, written byte by byte so that tests can also send what no browser would:
// odd file names (NUL, CR/LF, paths), two files, wrong part names, a body cut off halfway.
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  value: string | Buffer;
  /** Makes it a file part; written as is inside `filename="…"`. */
  filename?: string;
  /** Written as RFC 5987 `filename*=UTF-8''…` (any character, CR/LF and NUL included). */
  encodedFilename?: string;
  contentType?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

export function multipart(parts: Part[]): MultipartBody {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    if (part.encodedFilename !== undefined) {
      disposition += `; filename*=UTF-8''${encodeURIComponent(part.encodedFilename)}`;
    }
    const isFile = part.filename !== undefined || part.encodedFilename !== undefined;
    const type = part.contentType ?? (isFile ? 'application/octet-stream' : undefined);
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A form as the web sends it: an optional file under `field` and the `json` part as text. */
export function jsonAndFile(
  json: unknown,
  file?: { field?: string; name: string; data: Buffer | string; contentType?: string },
): MultipartBody {
  const parts: Part[] = [{ name: 'json', value: JSON.stringify(json) }];
  if (file) {
    parts.push({
      name: file.field ?? 'avatar',
      filename: file.name,
      value: file.data,
      ...(file.contentType ? { contentType: file.contentType } : {}),
    });
  }
  return multipart(parts);
}

/** A 1 × 1 PNG (valid image bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny PDF (its magic number, an object, a trailer) carrying `text`, so that two uploads differ. */
export const tinyPdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
