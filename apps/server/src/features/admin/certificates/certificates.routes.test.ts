// The admin console's certificates: the list searched by serial, code or holder name and filtered by status (paged in
// SQL), revoke with a reason (audited, the holder mailed, a second one refused), re-issue with a corrected name (the old
// one superseded, a new serial and code, audited), the signatories (audited), bad input refused without a change, and
// none of it for anyone but an admin.
import { CERTIFICATE_MESSAGES, CERTIFICATE_TEXT, formatVerificationCode, PAGE_SIZE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, notifications } from '#server/core/db/schema/index.ts';
import { makeCertificate } from '#server/testing/certificate-factories.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;
let coordinator: Person;
let participant: Person;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  admin = await makePerson(t.db, 'admin');
  coordinator = await makePerson(t.db, 'coordinator');
  participant = await makePerson(t.db, 'participant');
});
afterAll(() => t.close());

async function heldCertificate(holderName = 'Tanvir Ahmed') {
  const holder = await makePerson(t.db, 'participant', { first: holderName });
  const course = await makeCourse(t.db, { participants: [holder] });
  return { holder, made: await makeCertificate(t.db, { participantId: holder.id, courseId: course.id, holderName }) };
}

async function auditRows(action: string) {
  const answer = await api.call(admin, 'GET', `/api/admin/audit?entity=certificate&action=${action}`);
  return answer.body.data as { entity_id: string; before: unknown; after: unknown }[];
}

describe('the list', () => {
  it('finds by serial, by code typed any way and by part of the name; filters by status; pages in tens', async () => {
    const { made } = await heldCertificate('Farzana Rahman Listed');
    const bySerial = await api.call(admin, 'GET', `/api/admin/certificates?q=${made.serial.slice(0, 12)}`);
    expect(bySerial.body.data.map((row: { id: number }) => row.id)).toContain(made.id);
    const typed = encodeURIComponent(formatVerificationCode(made.code).toLowerCase());
    const byCode = await api.call(admin, 'GET', `/api/admin/certificates?q=${typed}`);
    expect(byCode.body).toMatchObject({
      total_data: 1,
      data: [{ id: made.id, code: formatVerificationCode(made.code) }],
    });
    const byName = await api.call(admin, 'GET', '/api/admin/certificates?q=rahman%20list');
    expect(byName.body.data.map((row: { id: number }) => row.id)).toEqual([made.id]);
    const revoked = await api.call(admin, 'GET', '/api/admin/certificates?q=rahman%20list&status=revoked');
    expect(revoked.body).toEqual({ total_data: 0, data: [] });

    for (let i = 0; i < PAGE_SIZE; i++) await heldCertificate('Paged Holder');
    const first = await api.call(admin, 'GET', '/api/admin/certificates?q=Paged%20Holder');
    const second = await api.call(admin, 'GET', '/api/admin/certificates?q=Paged%20Holder&page=2');
    expect(first.body.total_data).toBe(PAGE_SIZE);
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    expect(second.body.data).toHaveLength(0);
  });

  it('refuses an unknown status filter with 400', async () => {
    expect((await api.call(admin, 'GET', '/api/admin/certificates?status=forged')).status).toBe(400);
  });
});

describe('revoke', () => {
  it('keeps the record, writes an audit row and mails the holder', async () => {
    const { holder, made } = await heldCertificate();
    const answer = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/revoke`, {
      reason: 'Result withdrawn after review',
    });
    expect(answer.status).toBe(200);
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, made.id));
    expect(row).toMatchObject({ revokedById: admin.id, revocationReason: 'Result withdrawn after review' });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const audit = (await auditRows('revoke')).find((entry) => entry.entity_id === String(made.id));
    expect(audit?.after).toMatchObject({ status: 'revoked', revocation_reason: 'Result withdrawn after review' });

    await t.jobs.drain();
    const mail = t.mailer.messages.find((message) => message.to === holder.email);
    expect(mail?.subject).toContain(`certificate ${made.serial} revoked`);
    expect(mail?.text).toContain('Result withdrawn after review');
    expect(mail?.text).toContain(`/verify/${formatVerificationCode(made.code)}`);
    // …and tells them in the portal (the kind never mails: the mail above is the one).
    const told = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.personId, holder.id), eq(notifications.objectId, made.id)));
    expect(told).toContainEqual({ kind: 'certificate-revoked' });
    expect(t.mailer.messages.filter((message) => message.to === holder.email)).toHaveLength(1);
  });

  it('refuses no reason, a blank one and one too long with 400, changing nothing', async () => {
    const { made } = await heldCertificate();
    const before = await dbFingerprint(t.db);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'two\nlines' }]) {
      const answer = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/revoke`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/revoke`, { reason: '' });
    expect(empty.body.issues).toContainEqual({ path: 'body.reason', message: CERTIFICATE_MESSAGES.reason });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 404 for no such certificate', async () => {
    const answer = await api.call(admin, 'POST', '/api/admin/certificates/2147483000/revoke', { reason: 'x' });
    expect(answer).toEqual({ status: 404, body: { error: CERTIFICATE_TEXT.noCertificate } });
  });
});

describe('re-issue', () => {
  it('supersedes the old one and issues a new one with a new serial and code, audited', async () => {
    const { made } = await heldCertificate('Mahmudul Hassan');
    const answer = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/reissue`, {
      holder_name: 'Mahmudul Hasan',
    });
    expect(answer.status).toBe(201);
    const newId = answer.body.id as number;
    const [old] = await t.db.select().from(certificates).where(eq(certificates.id, made.id));
    const [fresh] = await t.db.select().from(certificates).where(eq(certificates.id, newId));
    expect(old?.supersededById).toBe(newId);
    expect(old?.supersededAt).toBeInstanceOf(Date);
    expect(old?.holderName).toBe('Mahmudul Hassan');
    expect(fresh).toMatchObject({
      holderName: 'Mahmudul Hasan',
      serial: `${made.serial}-R1`,
      replacesId: made.id,
      participantId: old?.participantId,
      courseId: old?.courseId,
      supersededAt: null,
      revokedAt: null,
    });
    expect(fresh?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(fresh?.code).not.toBe(made.code);
    expect((await auditRows('reissue')).some((entry) => entry.entity_id === String(made.id))).toBe(true);
    expect((await auditRows('create')).some((entry) => entry.entity_id === String(newId))).toBe(true);

    // The list shows both, each pointing to the other; the old one cannot be re-issued again.
    const list = await api.call(admin, 'GET', `/api/admin/certificates?q=${made.serial}`);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: made.id, status: 'superseded', superseded_by_serial: `${made.serial}-R1` }),
        expect.objectContaining({ id: newId, status: 'valid', replaces_serial: made.serial }),
      ]),
    );
    const again = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/reissue`, { holder_name: 'Other' });
    expect(again.status).toBe(409);
    const next = await api.call(admin, 'POST', `/api/admin/certificates/${newId}/reissue`, { holder_name: 'M. Hasan' });
    expect(next.status).toBe(201);
    const [third] = await t.db.select().from(certificates).where(eq(certificates.id, next.body.id));
    expect(third?.serial).toBe(`${made.serial}-R2`);
  });

  it('refuses a blank or too long name with 400 and the same name with 409, changing nothing', async () => {
    const { made } = await heldCertificate('Same Name');
    const before = await dbFingerprint(t.db);
    for (const body of [{}, { holder_name: ' ' }, { holder_name: 'x'.repeat(201) }]) {
      const answer = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/reissue`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const same = await api.call(admin, 'POST', `/api/admin/certificates/${made.id}/reissue`, {
      holder_name: 'Same Name',
    });
    expect(same.status).toBe(409);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('signatories', () => {
  it('are empty until saved, then kept and audited', async () => {
    const empty = await api.call(admin, 'GET', '/api/admin/certificate-signatories');
    expect(empty.body).toEqual({
      signatories: [
        { position: 1, name: '', designation: '' },
        { position: 2, name: '', designation: '' },
      ],
    });
    const body = {
      signatories: [
        { name: 'Dr. Shah Md. Ahsan Habib', designation: 'Professor and Director (Training)' },
        { name: 'Md. Alamgir', designation: 'Director General' },
      ],
    };
    expect((await api.call(admin, 'PUT', '/api/admin/certificate-signatories', body)).status).toBe(200);
    const saved = await api.call(admin, 'GET', '/api/admin/certificate-signatories');
    expect(saved.body.signatories).toEqual(body.signatories.map((entry, index) => ({ position: index + 1, ...entry })));
    const audit = await api.call(admin, 'GET', '/api/admin/audit?entity=certificate_signatory');
    expect(audit.body.total_data).toBe(1);
  });

  it('refuses one signatory, a blank designation or a name too long with 400, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const one = { name: 'A', designation: 'B' };
    for (const signatories of [
      [one],
      [one, { name: 'C', designation: '' }],
      [one, { name: 'x'.repeat(101), designation: 'D' }],
      [one, one, one],
    ]) {
      const answer = await api.call(admin, 'PUT', '/api/admin/certificate-signatories', { signatories });
      expect(answer.status, JSON.stringify(signatories)).toBe(400);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('only an admin', () => {
  it('lists, revokes, re-issues and keeps the signatories', async () => {
    const { made } = await heldCertificate();
    const before = await dbFingerprint(t.db);
    for (const person of [coordinator, participant]) {
      expect((await api.call(person, 'GET', '/api/admin/certificates')).status).toBe(401);
      const revoke = await api.call(person, 'POST', `/api/admin/certificates/${made.id}/revoke`, { reason: 'x' });
      expect(revoke.status).toBe(401);
      const reissue = await api.call(person, 'POST', `/api/admin/certificates/${made.id}/reissue`, {
        holder_name: 'y',
      });
      expect(reissue.status).toBe(401);
      const save = await api.call(person, 'PUT', '/api/admin/certificate-signatories', {
        signatories: [
          { name: 'a', designation: 'b' },
          { name: 'c', designation: 'd' },
        ],
      });
      expect(save.status).toBe(401);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});
