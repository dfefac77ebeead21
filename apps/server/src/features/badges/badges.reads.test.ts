// The badges' public reads once a badge exists (the suites of src/testing/suites/ see them before any): each answers
// in a fixed number of statements whatever the number of certificates, and changes no row; each is rate limited.
import { afterAll, expect, it } from 'vitest';
import { demoCertificateValues, makeCertificate } from '#server/testing/certificate-factories.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { queueBadge } from './badges.jobs.ts';
import { BADGE_RATE_LIMIT } from './badges.routes.ts';

let statements = 0;
const t = await buildTestApp({ onQuery: () => void statements++ });
/** A holder and a programme of the demo data for every certificate made here. */
const demo = await demoCertificateValues(t.db);
afterAll(() => t.close());

it('answers the key, the issuer, a status list and a badge in at most two statements each, changing nothing', async () => {
  const made: { id: number; code: string }[] = [];
  for (let i = 0; i < 5; i++)
    made.push(
      await makeCertificate(t.db, { ...demo, ...(i % 2 ? { revokedAt: new Date(), revocationReason: 'Test' } : {}) }),
    );
  await t.db.transaction((tx) =>
    queueBadge(
      tx,
      t.jobs,
      made.map((certificate) => certificate.id),
    ),
  );
  await t.jobs.drain();
  const before = await dbFingerprint(t.db);
  const bounds: [string, number][] = [
    ['/api/public/badges/issuer', 1],
    ['/api/public/badges/keys/1', 1],
    ['/api/public/badges/status/1', 2],
    [`/api/public/certificates/${made[0]?.code}/badge`, 1],
  ];
  for (const [url, bound] of bounds) {
    statements = 0;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(statements, url).toBeLessThanOrEqual(bound);
  }
  expect(await dbFingerprint(t.db)).toEqual(before);
});

it('limits each address to 120 requests a minute per route, then answers 429', async () => {
  const ask = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/public/certificates/AAAAAAAAAAAAAAAA/badge', remoteAddress });
  for (let i = 0; i < BADGE_RATE_LIMIT.max; i++) expect((await ask('192.0.2.7')).statusCode).toBe(404);
  const refused = await ask('192.0.2.7');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  // Another address is not held back.
  expect((await ask('192.0.2.8')).statusCode).toBe(404);
});
