// Open Badges 3.0 (docs/features.md, Certificates: the signed badge; docs/decisions/028-open-badges.md): every
// certificate is also a signed credential, and the portal serves what a verifier needs to check it — the issuer
// profile, the public key and the revocation status list — under its public address.
import { z } from 'zod';
import { CertificateCodeParams } from './certificate-verification.ts';
import { ErrorBody, IdString } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** The badges' documents and constants shared by the server and its tests. */
export const BADGES = {
  /** Bits per revocation status list: the minimum the Bitstring Status List recommends, so a bit says little. */
  statusListLength: 131_072,
  /** The one signing key's number in its address (`/api/public/badges/keys/1`). */
  keyNumber: 1,
  /** The media type of every JSON-LD document the portal serves. */
  mediaType: 'application/ld+json',
  /**
   * Browsers and proxies may keep the issuer profile, the key and a badge this long (seconds): short, as the profile
   * names the key only once the first badge made it.
   */
  documentMaxAge: 300,
  /** … and a status list this long: a revocation shows to every verifier within it. */
  statusListMaxAge: 60,
} as const;

export const BadgeKeyParams = z.object({ key_id: IdString });
export const StatusListParams = z.object({ list_id: IdString });

/** A JSON-LD document as the portal serves it (its bytes as stored or signed; the shape is the standard's). */
export const BadgeJsonLdDocument = z.looseObject({ '@context': z.unknown() });

const documentResponses = { 200: BadgeJsonLdDocument, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

export const badgeIssuerEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/public/badges/issuer',
  access: 'public',
  summary: "The badges' issuer: an Open Badges 3.0 Profile of the institute, naming the key that signs its badges",
  tags: ['badges'],
  responses: documentResponses,
});

export const badgeKeyEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/public/badges/keys/:key_id',
  access: 'public',
  summary: "The badges' public key (a Multikey whose controller is the issuer); 404 before the first badge",
  tags: ['badges'],
  params: BadgeKeyParams,
  responses: documentResponses,
});

export const badgeStatusListEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/public/badges/status/:list_id',
  access: 'public',
  summary:
    'A signed revocation status list (BitstringStatusListCredential): a set bit is a revoked or superseded badge',
  tags: ['badges'],
  params: StatusListParams,
  responses: documentResponses,
});

export const certificateBadgeEndpoint = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/public/certificates/:code/badge',
  access: 'public',
  summary:
    "A certificate's signed Open Badges 3.0 credential, as issued; the verify's 404 for any code nobody issued (malformed or not), 404 before it is made",
  tags: ['badges'],
  // The verify's parameter: a malformed code is a 404 like an unknown one, not a 400 (a wrong code reveals nothing).
  params: CertificateCodeParams,
  responses: documentResponses,
});
