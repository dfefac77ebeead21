// Public verification of a certificate by its code: the pinned answer of a valid, revoked and superseded certificate
// (a revoked or superseded one verifies as such for good), a code typed in any case with spaces and dashes, one
// 404 for every code nobody issued (malformed or not, nothing else in it), the per-address limit with Retry-After,
// and a short public cache.
import { CERTIFICATE_TEXT, formatVerificationCode, VERIFY_RATE_LIMIT } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeCertificate, makeCertificate } from '#server/testing/certificate-factories.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { nextAddress } from '#server/testing/suites/route-walk.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: Person;
let holder: Person;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  admin = await makePerson(t.db, 'admin');
  holder = await makePerson(t.db, 'participant', { first: 'Nusrat', last: 'Jahan' });
  courseId = (await makeCourse(t.db, { participants: [holder] })).id;
});
afterAll(() => t.close());

const verify = (code: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/public/certificates/${encodeURIComponent(code)}`, remoteAddress });

const adminCall = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

async function freshCertificate(): Promise<MadeCertificate> {
  const participant = await makePerson(t.db, 'participant');
  const course = await makeCourse(t.db, { participants: [participant] });
  return makeCertificate(t.db, { participantId: participant.id, courseId: course.id });
}

describe('a valid certificate', () => {
  it('answers every pinned field, the result as its released status', async () => {
    const made = await makeCertificate(t.db, { participantId: holder.id, courseId, holderName: 'Nusrat Jahan' });
    const response = await verify(made.code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'course_name',
        'holder_name',
        'issued_at',
        'program_name',
        'result',
        'revocation_reason',
        'revoked_at',
        'serial',
        'sha256',
        'status',
      ].sort(),
    );
    expect(body).toMatchObject({
      status: 'valid',
      serial: made.serial,
      holder_name: 'Nusrat Jahan',
      program_name: 'Certified Banking Professional',
      course_name: 'CBP Batch 7',
      result: 'Pass',
      revoked_at: null,
      revocation_reason: null,
      sha256: made.pdfSha256,
    });
    // The marks are not the verifier's business.
    expect(response.body).not.toContain('78.5');
  });

  it('is found however the code is typed: lower case, spaces, dashes', async () => {
    const made = await freshCertificate();
    for (const typed of [
      made.code.toLowerCase(),
      formatVerificationCode(made.code),
      ` ${formatVerificationCode(made.code).replaceAll('-', ' ').toLowerCase()} `,
    ]) {
      const response = await verify(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().serial).toBe(made.serial);
    }
  });

  it('may be kept by browsers and proxies a short while only', async () => {
    const made = await freshCertificate();
    const response = await verify(made.code);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });
});

describe('a code nobody issued', () => {
  it('answers one 404 with only the error text, for an unknown and a malformed code alike', async () => {
    const answers = [];
    for (const code of [
      'AAAAAAAAAAAAAAAA',
      'AAAA-BBBB-CCCC-DDDD',
      '0000000000000000',
      'short',
      'ÄÖÜ!!',
      "' or 1=1 --",
    ]) {
      const response = await verify(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json(), code).toEqual({ error: CERTIFICATE_TEXT.notFound });
      expect(response.headers['cache-control'], code).toBe('no-store');
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
  });

  it('refuses a text longer than any code could be typed with 400', async () => {
    const response = await verify('A'.repeat(65));
    expect(response.statusCode).toBe(400);
  });
});

describe('revoked and superseded certificates', () => {
  it('a revoked certificate verifies as revoked, with the date and the reason, from then on', async () => {
    const made = await freshCertificate();
    const revoked = await adminCall(`/api/admin/certificates/${made.id}/revoke`, { reason: 'Issued in error' });
    expect(revoked.statusCode).toBe(200);
    for (let time = 0; time < 2; time++) {
      const body = (await verify(made.code)).json();
      expect(body).toMatchObject({
        status: 'revoked',
        holder_name: made.holderName,
        revocation_reason: 'Issued in error',
      });
      expect(Date.parse(body.revoked_at)).toBeGreaterThan(0);
    }
    // Neither a second revocation nor a re-issue brings it back.
    expect((await adminCall(`/api/admin/certificates/${made.id}/revoke`, { reason: 'Again' })).statusCode).toBe(409);
    expect(
      (await adminCall(`/api/admin/certificates/${made.id}/reissue`, { holder_name: 'Someone Else' })).statusCode,
    ).toBe(409);
    expect((await verify(made.code)).json()).toMatchObject({ status: 'revoked', revocation_reason: 'Issued in error' });
  });

  it('a superseded certificate answers its status, serial and date of issue only; the new one is valid', async () => {
    const made = await freshCertificate();
    const reissued = await adminCall(`/api/admin/certificates/${made.id}/reissue`, { holder_name: 'Nusrat J. Khan' });
    expect(reissued.statusCode).toBe(201);
    const old = (await verify(made.code)).json();
    expect(old).toEqual({
      status: 'superseded',
      serial: made.serial,
      issued_at: old.issued_at,
      holder_name: null,
      program_name: null,
      course_name: null,
      result: null,
      revoked_at: null,
      revocation_reason: null,
      sha256: null,
    });
    // Revoking the newer one leaves the old one superseded.
    const newId = reissued.json().id as number;
    expect((await adminCall(`/api/admin/certificates/${newId}/revoke`, { reason: 'Forged papers' })).statusCode).toBe(
      200,
    );
    expect((await verify(made.code)).json().status).toBe('superseded');
    expect((await adminCall(`/api/admin/certificates/${made.id}/revoke`, { reason: 'x' })).statusCode).toBe(409);
  });
});

describe('the per-address limit', () => {
  it(`answers 429 with Retry-After after ${VERIFY_RATE_LIMIT.max} answers a minute, unknown codes counted`, async () => {
    const made = await freshCertificate();
    const address = nextAddress();
    for (let i = 0; i < VERIFY_RATE_LIMIT.max; i++) {
      const response = await verify(i % 2 ? made.code : 'BBBBBBBBBBBBBBBB', address);
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await verify(made.code, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual(expect.any(String));
    // Another address is not held back.
    expect((await verify(made.code)).statusCode).toBe(200);
  });
});
