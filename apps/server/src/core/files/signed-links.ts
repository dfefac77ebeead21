// Short-lived signed download links (docs/security.md AC7): `/files/<fileId>.<expiry>.<mac>`, where the MAC is an
// HMAC-SHA256 with FILES_SECRET over the file id, the disposition and the expiry. A link names one stored file;
// changing any character breaks the MAC, and it stops working after DOWNLOAD_LINK_TTL_MS. Anyone holding a valid link
// may download (it opens in a new tab, without the bearer header): permission is checked when the link is made, by the
// `POST …/download` call of the feature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { now } from '../clock.ts';

export const FILES_PREFIX = '/files/';
/** Ten minutes. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;
/** Every private file is sent as an attachment: the MAC covers it so a link cannot be turned into `inline`. */
const DISPOSITION = 'attachment';

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * What a link names: one stored file, or a download built on request (the ZIP of an assignment's submissions).
 * The kind is inside the MAC, so a token of one kind never opens the other.
 */
export type LinkKind = 'file' | 'submissions';

function mac(secret: string, kind: LinkKind, id: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${kind}|${id}|${DISPOSITION}|${expiresAt}`).digest('base64url');
}

/** A token naming one thing of a kind, valid for ten minutes from now. */
export function signToken(secret: string, kind: LinkKind, id: number): string {
  const expiresAt = Math.floor((now().getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  return `${id}.${expiresAt}.${mac(secret, kind, id, expiresAt)}`;
}

/** The id a token of that kind names, or null when it is malformed, altered, of another kind or expired. */
export function verifyToken(secret: string, kind: LinkKind, token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(mac(secret, kind, id, expiresAt));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (now().getTime() >= expiresAt * 1000) return null;
  return id;
}

/** A link to one stored file, valid for ten minutes from now. */
export function signedFileUrl(secret: string, fileId: number): string {
  return `${FILES_PREFIX}${signToken(secret, 'file', fileId)}`;
}

/** The stored file a token names, or null. */
export function verifyFileToken(secret: string, token: string): number | null {
  return verifyToken(secret, 'file', token);
}

/** `Content-Disposition` for a file name of any characters: an ASCII fallback plus the RFC 8187 UTF-8 form. */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
