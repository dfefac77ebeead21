// The Open Badges 3.0 credentials: a badge verifies with the library's verifier using only documents the running app
// serves (plus the pinned contexts), fails after any change, shows revoked after a revocation, is made once, and is
// signed with the same key after a restart; the public reads never make the key.
import { createHash } from 'node:crypto';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { contexts as securityContexts } from '@digitalbazaar/security-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { BADGES, CERTIFICATE_TEXT } from '@portal/contract';
// ajv comes with fastify (its validator); the Open Badges schema is draft 2019-09.
import Ajv2019 from 'ajv/dist/2019.js';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openValue, sealingKey } from '#server/core/auth/two-step.ts';
import { badgeSigningKeys, certificates, storedFiles } from '#server/core/db/schema/index.ts';
import {
  type CertificateValues,
  demoCertificateValues,
  makeCertificate,
} from '#server/testing/certificate-factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, TEST_FILES_SECRET } from '#server/testing/test-app.ts';
import { badgeUrls, PINNED_CONTEXTS, pinnedLoader } from './badge-documents.ts';
import { queueBadge } from './badges.jobs.ts';
import { NO_BADGE } from './badges.routes.ts';
import achievementCredentialSchema from './schemas/ob-v3p0-achievementcredential-schema.json' with { type: 'json' };
import { signingKeyPair } from './signing-key.ts';

const t = await buildTestApp();
/** A holder and a programme of the demo data for every certificate made here. */
const demo = await demoCertificateValues(t.db);
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

const PUBLIC_URL = t.config.PUBLIC_URL;

/**
 * A verifier's document loader: the pinned contexts and the security vocabulary (which the verifier frames the
 * controller document with), and every other document fetched from the running app — nothing from the test's memory.
 */
function appLoader(app: FastifyInstance, fetched: string[] = []) {
  const security = new Map<string, object>(securityContexts);
  return pinnedLoader(async (url) => {
    const vocabulary = security.get(url);
    if (vocabulary) return structuredClone(vocabulary);
    if (!url.startsWith(`${PUBLIC_URL}/`)) return null;
    const response = await app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length).replace(/#.*$/, '') });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    expect(response.headers['content-type']).toContain(BADGES.mediaType);
    fetched.push(url);
    return JSON.parse(response.body) as object;
  });
}

const verifier = () => new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });

async function verify(credential: object, app: FastifyInstance = t.app) {
  return vc.verifyCredential({ credential, suite: verifier(), documentLoader: appLoader(app), checkStatus });
}

/** Issues a certificate as the issuing does (its badge queued in the transaction), runs the job, fetches the badge. */
async function issuedBadge(values: CertificateValues = {}) {
  const certificate = await makeCertificate(t.db, { ...demo, ...values });
  await t.db.transaction((tx) => queueBadge(tx, t.jobs, [certificate.id]));
  await t.jobs.drain();
  const response = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${certificate.code}/badge` });
  expect(response.statusCode).toBe(200);
  return { ...certificate, response, badge: response.json<Record<string, unknown>>() };
}

describe('before any badge', () => {
  it('the public reads never make the signing key: no key, no status list, an issuer naming no key', async () => {
    const issuer = await t.app.inject({ method: 'GET', url: '/api/public/badges/issuer' });
    expect(issuer.statusCode).toBe(200);
    expect(issuer.json()).not.toHaveProperty('assertionMethod');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/badges/keys/1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/badges/status/1' })).statusCode).toBe(404);
    const [keys] = await t.db.select({ n: count() }).from(badgeSigningKeys);
    expect(keys?.n).toBe(0);
  });
});

describe('the first signing', () => {
  it('makes one key when two signers race for it: both sign with the row that stayed', async () => {
    const urls = badgeUrls(PUBLIC_URL);
    const [first, second] = await Promise.all([
      signingKeyPair(t.db, TEST_FILES_SECRET, urls),
      signingKeyPair(t.db, TEST_FILES_SECRET, urls),
    ]);
    expect(first.publicKeyMultibase).toBe(second.publicKeyMultibase);
    const rows = await t.db.select({ publicKeyMultibase: badgeSigningKeys.publicKeyMultibase }).from(badgeSigningKeys);
    expect(rows).toEqual([{ publicKeyMultibase: first.publicKeyMultibase }]);
  });
});

describe('a certificate badge', () => {
  it('is an OpenBadgeCredential signed with eddsa-rdfc-2022 that verifies with documents the app serves', async () => {
    const { badge, response, id, code } = await issuedBadge();
    expect(response.headers['content-type']).toContain(BADGES.mediaType);
    expect(badge.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(badge['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(badge.validFrom).toBe('2026-11-20T10:00:00Z');
    expect(badge.proof).toMatchObject([
      {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        proofPurpose: 'assertionMethod',
        verificationMethod: `${PUBLIC_URL}/api/public/badges/keys/1`,
      },
    ]);
    const subject = badge.credentialSubject as Record<string, unknown>;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(JSON.stringify(badge)).toContain('Nusrat Jahan');
    // The holder is named, never identified by e-mail.
    expect(JSON.stringify(badge)).not.toContain('@demo.test');
    expect(badge.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });

    const fetched: string[] = [];
    const result = await vc.verifyCredential({
      credential: badge,
      suite: verifier(),
      documentLoader: appLoader(t.app, fetched),
      checkStatus,
    });
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(false);
    // The key, its controller (the issuer) and the status list came from the app.
    expect(new Set(fetched)).toEqual(
      new Set([
        `${PUBLIC_URL}/api/public/badges/keys/1`,
        `${PUBLIC_URL}/api/public/badges/issuer`,
        `${PUBLIC_URL}/api/public/badges/status/1`,
      ]),
    );

    // Stored with its SHA-256: the served bytes are the recorded ones.
    const [row] = await t.db
      .select({ sha256: certificates.badgeSha256, fileId: certificates.badgeFileId })
      .from(certificates)
      .where(eq(certificates.id, id));
    expect(row?.sha256).toBe(createHash('sha256').update(response.rawPayload).digest('hex'));
    // The code is found typed in lower case with the dashes of its printed groups.
    const typed = code.toLowerCase().match(/.{4}/g)?.join('-') ?? '';
    const again = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${typed}/badge` });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("conforms to the standard's JSON schema of an AchievementCredential", async () => {
    // Formats (uri, date-time) are not checked: ajv-formats is not a dependency of the server.
    const validate = new Ajv2019({ strict: false, validateFormats: false }).compile(achievementCredentialSchema);
    const { badge } = await issuedBadge({ resultTotal: null });
    expect(validate(badge), JSON.stringify(validate.errors)).toBe(true);
    // The schema has teeth: an achievement without its criteria is refused.
    const incomplete = structuredClone(badge) as { credentialSubject: { achievement: Record<string, unknown> } };
    delete incomplete.credentialSubject.achievement.criteria;
    expect(validate(incomplete)).toBe(false);
  });

  // biome-ignore lint/suspicious/noExplicitAny: each change reaches into the credential's JSON wherever its field is.
  const changes: [string, (badge: Record<string, any>) => void][] = [
    ['the holder name', (badge) => (badge.credentialSubject.identifier[0].identityHash = 'Nusrat Jahann')],
    ['the date of issue', (badge) => (badge.validFrom = '2026-11-20T10:00:01Z')],
    ['the result', (badge) => (badge.credentialSubject.result[0].value = 'Pasz')],
    ['the programme', (badge) => (badge.credentialSubject.achievement.name += '.')],
    [
      'the status index',
      (badge) => (badge.credentialStatus.statusListIndex = String(Number(badge.credentialStatus.statusListIndex) + 1)),
    ],
    ['the issuer', (badge) => (badge.issuer.name = 'Institute of Bank Managemen')],
    [
      'one character of the proof value',
      (badge) => {
        const value: string = badge.proof[0].proofValue;
        const at = Math.floor(value.length / 2);
        badge.proof[0].proofValue = value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
      },
    ],
    ['the proof date', (badge) => (badge.proof[0].created = '2020-01-01T00:00:00Z')],
  ];

  it.each(changes)('fails verification after a change of %s', async (_label, change) => {
    const { badge } = await issuedBadge();
    expect((await verify(badge)).verified).toBe(true);
    const tampered = structuredClone(badge);
    change(tampered);
    const result = await verify(tampered);
    expect(result.verified).toBe(false);
  });

  it('fails verification after one character of any text in it changes, wherever it is', async () => {
    const { badge } = await issuedBadge();
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') paths.push(path);
      else if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) walk(item, [...path, index]);
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      }
    };
    walk(badge, []);
    expect((await verify(badge)).verified).toBe(true);
    expect(paths.length).toBeGreaterThan(40);
    const verifiedAfter: string[] = [];
    for (const path of paths) {
      const tampered = structuredClone(badge);
      // biome-ignore lint/suspicious/noExplicitAny: walks the credential's JSON by the path of one of its texts.
      const parent = path.slice(0, -1).reduce((node: any, key) => node[key], tampered);
      const key = path[path.length - 1] as string | number;
      const text: string = parent[key];
      parent[key] = text.slice(0, -1) + (text.endsWith('1') ? '2' : '1');
      if ((await verify(tampered)).verified) verifiedAfter.push(path.join('.'));
    }
    expect(verifiedAfter).toEqual([]);
  });

  it('shows revoked in the status list at the next request after a revocation and a re-issue, on every app', async () => {
    // A second app on the same database and change feed, as a second server process.
    const second = await buildApp({
      config: t.config,
      db: t.db,
      changes: t.changes,
      jobs: t.jobs,
      store: t.store,
      filesSecret: TEST_FILES_SECRET,
      logger: false,
      webDist: null,
    });
    apps.push(second);
    await second.ready();
    const revoked = await issuedBadge();
    const superseded = await issuedBadge({ holderName: 'Nusrat Jahn' });
    const kept = await issuedBadge();

    const statusOf = async (badge: object, app: FastifyInstance) => {
      const result = await checkStatus({ credential: badge, documentLoader: appLoader(app), suite: verifier() });
      expect(result.error).toBeUndefined();
      expect(result.verified).toBe(true);
      return result.results[0].status as boolean;
    };
    // Both apps sign the list once and keep it.
    for (const app of [t.app, second]) {
      expect(await statusOf(revoked.badge, app)).toBe(false);
      expect(await statusOf(superseded.badge, app)).toBe(false);
    }

    const admin = await sessionHeader(t.db, 'ADM');
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${revoked.id}/revoke`,
      headers: admin,
      payload: { reason: 'Issued in error' },
    });
    expect(revoke.statusCode).toBe(200);
    const reissue = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${superseded.id}/reissue`,
      headers: admin,
      payload: { holder_name: 'Nusrat Jahan' },
    });
    expect(reissue.statusCode).toBeLessThan(300);

    for (const app of [t.app, second]) {
      expect(await statusOf(revoked.badge, app)).toBe(true);
      expect(await statusOf(superseded.badge, app)).toBe(true);
      expect(await statusOf(kept.badge, app)).toBe(false);
    }
    // The revoked certificate's badge is still served, as signed: its record stays.
    const served = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${revoked.code}/badge` });
    expect(served.rawPayload.equals(revoked.response.rawPayload)).toBe(true);
  });

  it('keeps the signed status list: a change the feed did not announce is not shown until one is', async () => {
    const revoked = await issuedBadge();
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/public/badges/status/1' })).body;
    const before = await list();
    // Not through the app: no change announced, the list kept (the same bytes, not signed again).
    await t.db
      .update(certificates)
      .set({ revokedAt: new Date(), revocationReason: 'Issued in error' })
      .where(eq(certificates.id, revoked.id));
    expect(await list()).toBe(before);
    await t.changes.signal(t.db, 'work');
    expect(await list()).not.toBe(before);
  });

  it('has a status list that a verifier whose clock is a minute behind still takes', async () => {
    const { badge } = await issuedBadge();
    const list = (await t.app.inject({ method: 'GET', url: '/api/public/badges/status/1' })).json<{
      validFrom: string;
      validUntil: string;
    }>();
    const behind = Date.now() - 60_000;
    expect(Date.parse(list.validFrom)).toBeLessThan(behind);
    expect(Date.parse(list.validUntil)).toBeGreaterThan(Date.now());
    expect((await verify(badge)).verified).toBe(true);
  });

  it('is made once however often its job runs', async () => {
    const certificate = await makeCertificate(t.db, demo);
    await t.db.transaction((tx) => queueBadge(tx, t.jobs, [certificate.id, certificate.id]));
    await t.db.transaction((tx) => queueBadge(tx, t.jobs, [certificate.id]));
    await t.jobs.drain();
    const [row] = await t.db
      .select({ fileId: certificates.badgeFileId, sha256: certificates.badgeSha256 })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row?.fileId).not.toBeNull();
    const files = await t.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.originalName, `badge-${await serialOf(certificate.id)}.json`));
    expect(files).toHaveLength(1);
  });

  it('answers the verify’s one 404 for an unknown or a malformed code on both routes, and says a badge is not made yet', async () => {
    const verifyUrl = (code: string) => `/api/public/certificates/${encodeURIComponent(code)}`;
    const answers = new Set<string>();
    for (const code of ['AAAAAAAAAAAAAAAA', 'AAAA', 'AAAAAAAAAAAAAAAU', 'short', "' or 1=1 --", 'A'.repeat(41)]) {
      for (const url of [verifyUrl(code), `${verifyUrl(code)}/badge`]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress: `10.9.${answers.size}.${url.length}`,
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: CERTIFICATE_TEXT.notFound });
        expect(response.headers['cache-control'], url).toBe('no-store');
        answers.add(response.body);
      }
    }
    expect(answers.size).toBe(1);
    // Longer than any code could be typed: the route's schema refuses it on both.
    for (const url of [verifyUrl('A'.repeat(65)), `${verifyUrl('A'.repeat(65))}/badge`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const pending = await makeCertificate(t.db, demo);
    const response = await t.app.inject({ method: 'GET', url: `/api/public/certificates/${pending.code}/badge` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_BADGE });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/badges/keys/2' })).statusCode).toBe(404);
    for (const list of ['2', '16384', '2147483647']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/public/badges/status/${list}` });
      expect(response.statusCode, list).toBe(404);
    }
  });
});

async function serialOf(certificateId: number): Promise<string> {
  const [row] = await t.db
    .select({ serial: certificates.serial })
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  return row?.serial ?? '';
}

describe('the signing key', () => {
  it('is sealed at rest under a key of its own', async () => {
    await issuedBadge();
    const [row] = await t.db.select().from(badgeSigningKeys);
    expect(row?.secretSealed.startsWith('v1.')).toBe(true);
    const opened = openValue(
      sealingKey(TEST_FILES_SECRET, 'portal-badge-signing-key', 'portal badge signing key v1'),
      'badge-signing-key:1',
      row?.secretSealed ?? '',
    );
    expect(opened.startsWith('z')).toBe(true);
    expect(row?.secretSealed).not.toContain(opened);
    // Another label's key (the admins' two-step secrets) does not open it.
    expect(() =>
      openValue(
        sealingKey(TEST_FILES_SECRET, 'portal-admin-two-step', 'portal admin two-step secret key v1'),
        'badge-signing-key:1',
        row?.secretSealed ?? '',
      ),
    ).toThrow();
  });

  it('survives a restart: a new app on the same database signs with the same key', async () => {
    const before = await issuedBadge();
    const keyBefore = (await t.app.inject({ method: 'GET', url: '/api/public/badges/keys/1' })).json();
    const restarted = await buildApp({
      config: t.config,
      db: t.db,
      changes: t.changes,
      jobs: t.jobs,
      store: t.store,
      filesSecret: TEST_FILES_SECRET,
      logger: false,
      webDist: null,
    });
    apps.push(restarted);
    await restarted.ready();
    // The job now runs for the restarted app (its badges are bound to the same database).
    const after = await makeCertificate(t.db, demo);
    await t.db.transaction((tx) => queueBadge(tx, t.jobs, [after.id]));
    await t.jobs.drain();
    const badge = (await restarted.inject({ method: 'GET', url: `/api/public/certificates/${after.code}/badge` })).json<
      Record<string, unknown>
    >();
    expect((await restarted.inject({ method: 'GET', url: '/api/public/badges/keys/1' })).json()).toEqual(keyBefore);
    // Both the badge signed before the restart and the one signed after verify against the restarted app.
    expect((await verify(before.badge, restarted)).verified).toBe(true);
    expect((await verify(badge, restarted)).verified).toBe(true);
    const [keys] = await t.db.select({ n: count() }).from(badgeSigningKeys);
    expect(keys?.n).toBe(1);
  });
});

describe('the pinned contexts', () => {
  it('ship the Open Badges 3.0.3 context and refuse any other address', async () => {
    expect(PINNED_CONTEXTS.has('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json')).toBe(true);
    await expect(pinnedLoader()('https://example.com/context.json')).rejects.toThrow(/not served/);
  });
});
