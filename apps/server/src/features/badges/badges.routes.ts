// The badges' public routes (docs/features.md, Certificates; docs/decisions/028-open-badges.md): what a verifier
// dereferences — the issuer profile (the key's controller), the key, the revocation status list — and each
// certificate's signed badge. Registers badgeIssuerEndpoint, badgeKeyEndpoint, badgeStatusListEndpoint and
// certificateBadgeEndpoint.
import {
  BADGES,
  badgeIssuerEndpoint,
  badgeKeyEndpoint,
  badgeStatusListEndpoint,
  CERTIFICATE_TEXT,
  certificateBadgeEndpoint,
  normaliseVerificationCode,
} from '@portal/contract';
import type { FastifyReply } from 'fastify';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { issuerProfile, keyDocument, signedStatusList } from './badge-documents.ts';
import { badgeFileByCode, withdrawnIndexes } from './badges.queries.ts';
import { bindBadges, createBadgeService } from './badges.service.ts';
import { createStatusListCache } from './status-list-cache.ts';

/**
 * Requests per client address and minute on each badge route, counted after validation. A verifier asks for a
 * badge, the issuer, the key and a status list once per check; a wrong code reveals nothing but the verify's 404.
 */
export const BADGE_RATE_LIMIT = { max: 120, timeWindow: 60_000, hook: 'preHandler' as const };

const INT_MAX = 2_147_483_647;

/** A certificate whose badge job has not run yet (an unknown or malformed code gets the verify's 404). */
export const NO_BADGE = 'The badge of this certificate is being made';
export const NO_KEY = 'No badge has been signed yet';
export const NO_LIST = 'No such status list';

/**
 * A JSON-LD document as verifiers fetch it: its own media type, kept by caches for `maxAge` seconds, and readable by
 * a verifier's page on another origin through `fetch` (CORS: nothing in it depends on who asks, and no credentials are
 * sent; the portal's `Cross-Origin-Resource-Policy: same-origin` still keeps it out of other sites' tags).
 */
function asDocument(reply: FastifyReply, maxAge: number): FastifyReply {
  return reply
    .type(BADGES.mediaType)
    .header('Cache-Control', `public, max-age=${maxAge}`)
    .header('Access-Control-Allow-Origin', '*');
}

export function badgeRoutes({ route, db, store, filesSecret, config, changes }: FeatureContext) {
  const badges = createBadgeService(db, store, filesSecret, config.PUBLIC_URL);
  bindBadges(db, badges);
  const { urls } = badges;
  const limited = { rateLimit: BADGE_RATE_LIMIT };

  route(
    badgeIssuerEndpoint,
    async ({ reply }) => {
      const key = await badges.existingKey();
      return asDocument(reply, BADGES.documentMaxAge).send(JSON.stringify(issuerProfile(urls, key !== null)));
    },
    limited,
  );

  route(
    badgeKeyEndpoint,
    async ({ params, reply }) => {
      const key = params.key_id === BADGES.keyNumber ? await badges.existingKey() : null;
      if (!key) throw notFound(NO_KEY);
      return asDocument(reply, BADGES.documentMaxAge).send(JSON.stringify(keyDocument(urls, key.publicKeyMultibase)));
    },
    limited,
  );

  // Made from the certificates' rows (one range read and one signature) and kept in the process until a write
  // changes them (status-list-cache.ts), so that a revocation shows at the next request; caches keep it a minute.
  const statusLists = createStatusListCache(changes);
  route(
    badgeStatusListEndpoint,
    async ({ params, reply }) => {
      const key = await badges.existingKey();
      if (!key) throw notFound(NO_KEY);
      const from = (params.list_id - 1) * BADGES.statusListLength;
      // Status indexes are PostgreSQL integers: a list starting past them cannot exist, one ending past them is cut.
      if (from > INT_MAX) throw notFound(NO_LIST);
      const last = Math.min(from + BADGES.statusListLength - 1, INT_MAX);
      const body = await statusLists.get(params.list_id, async () => {
        const { exists, indexes } = await withdrawnIndexes(db, from, last);
        if (!exists && params.list_id !== 1) return null;
        const list = await signedStatusList(
          urls,
          key,
          params.list_id,
          indexes.map((index) => index - from),
          new Date(),
        );
        return JSON.stringify(list);
      });
      if (body === null) throw notFound(NO_LIST);
      return asDocument(reply, BADGES.statusListMaxAge).send(body);
    },
    limited,
  );

  // The badge as it was signed and stored, byte for byte (its proof covers it). A revoked or superseded certificate's
  // badge is still served: the status list says it no longer holds, as the verify page does.
  route(
    certificateBadgeEndpoint,
    async ({ params, reply }) => {
      // As the verify: a malformed code is looked up as the empty text, which no certificate has, and gets the same
      // 404 as an unknown one (one statement either way).
      const code = normaliseVerificationCode(params.code) ?? '';
      const file = await badgeFileByCode(db, code);
      if (!file) throw notFound(CERTIFICATE_TEXT.notFound);
      const object = file.storeKey ? await store.get(file.storeKey) : null;
      if (!object) throw notFound(NO_BADGE);
      return asDocument(reply, BADGES.documentMaxAge)
        .header('Content-Disposition', `inline; filename="badge-${code}.json"`)
        .send(object.body);
    },
    limited,
  );
}
