// The signed address of a notification mail's List-Unsubscribe header: person + kind + an HMAC-SHA-256 under a key
// derived from the server's files secret (its own label), so that a token altered to name another person or kind
// does not verify. It does not expire: an old mail's unsubscribe still works, as mail clients expect.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DIGEST_KIND, kindByName } from './kinds.ts';

/** A full HMAC-SHA-256: 43 base64url characters, which the request log's URL redaction (core/logging.ts) hides. */
const SIGNATURE_BYTES = 32;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portal-unsubscribe', 'portal unsubscribe token v1', 32));
}

function signature(secret: string, personId: number, kind: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${personId}.${kind}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function unsubscribeToken(secret: string, personId: number, kind: string): string {
  return `${personId}.${kind}.${signature(secret, personId, kind).toString('base64url')}`;
}

/** The person and kind (or the daily digest) a token names, or null when malformed, of an unknown kind or not ours. */
export function readUnsubscribeToken(secret: string, token: string): { personId: number; kind: string } | null {
  const match = /^([1-9]\d{0,9})\.([a-z-]{1,60})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const personId = Number(match[1]);
  const kind = match[2] ?? '';
  if (!Number.isSafeInteger(personId) || (kind !== DIGEST_KIND && !kindByName(kind))) return null;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(secret, personId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { personId, kind };
}
