// Random bearer tokens (sessions, invitations, password resets): 256 bits, base64url; only a SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token we issue: 43 base64url characters. Anything else is refused before a query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
