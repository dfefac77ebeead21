// Public verification of a certificate by its code (docs/decisions/027-certificate-verification.md): one statement,
// rate limited per client address, a short public cache. A code is looked up as typed once normalised (case, spaces
// and dashes); a malformed one (wrong length or characters) is looked up as the empty text, which no certificate has:
// it takes the same path as an unknown code and gets the same 404, so neither the answer nor its time tells them
// apart (and no odd character, a NUL, reaches the database).
import {
  CERTIFICATE_TEXT,
  certificateVerification,
  normaliseVerificationCode,
  VERIFY_RATE_LIMIT,
} from '@portal/contract';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toPublicCertificate } from './verification.presenters.ts';
import { certificateByCode } from './verification.queries.ts';

/**
 * Browsers and proxies may keep an answer a short while: a revocation shows within this time everywhere (and at once
 * to anyone who asks the server afresh).
 */
export const VERIFY_CACHE = 'public, max-age=30';

export function certificateVerificationRoutes({ route, db }: FeatureContext) {
  route(
    certificateVerification.verify,
    async ({ params, reply }) => {
      const row = await certificateByCode(db, normaliseVerificationCode(params.code) ?? '');
      if (!row) throw notFound(CERTIFICATE_TEXT.notFound);
      reply.header('Cache-Control', VERIFY_CACHE);
      return toPublicCertificate(row);
    },
    // Counted on every request, refused ones too: guessing codes costs the allowance.
    { rateLimit: { max: VERIFY_RATE_LIMIT.max, timeWindow: VERIFY_RATE_LIMIT.timeWindowMs, hook: 'onRequest' } },
  );
}
