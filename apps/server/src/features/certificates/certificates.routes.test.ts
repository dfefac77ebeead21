import { execFileSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CODE_ALPHABET,
  type CourseCertificates,
  formatVerificationCode,
  type MyCertificates,
  normaliseVerificationCode,
} from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import {
  auditLog,
  certificateSerials,
  certificates,
  notifications,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { makeComponent, makeRules, releaseFinal, setMarks, unrelease } from '#server/testing/results-factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { certificateFilesJob, certificatePdfJob } from './certificates.jobs.ts';
import { newVerificationCode, yearIn } from './issue.ts';

// Every 10-byte draw of the CSPRNG is recorded (and passed through): a code must be one of them, written in base32.
const draws = vi.hoisted(() => [] as Buffer[]);
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = ((size: number, ...rest: unknown[]) => {
    // biome-ignore lint/suspicious/noExplicitAny: passes the callback form through unchanged.
    const bytes = (original.randomBytes as any)(size, ...rest);
    if (size === 10 && Buffer.isBuffer(bytes)) draws.push(Buffer.from(bytes));
    return bytes;
  }) as typeof original.randomBytes;
  return { ...original, randomBytes, default: { ...original, randomBytes } };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(headers: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

interface Setup {
  courseId: number;
  coordinator: Person;
  passers: Person[];
  failer: Person;
  releaseId: number;
}

/** A course of three: two pass (totals 80 and 60), one fails (30); final result released unless told. */
async function setup(release = true): Promise<Setup> {
  const coordinator = await makePerson(t.db, 'coordinator');
  const passers = [
    await makePerson(t.db, 'participant', { first: 'Amina', last: 'Begum' }),
    await makePerson(t.db, 'participant', { first: 'Rafi', last: 'Karim' }),
  ];
  const failer = await makePerson(t.db, 'participant', { first: 'Zaid', last: 'Failing' });
  const course = await makeCourse(t.db, { coordinators: [coordinator], participants: [...passers, failer] });
  await makeRules(t.db, course.id, 50);
  const component = await makeComponent(t.db, course.id, { name: 'Exam', maxMarks: 100, weight: 100 });
  const marks = [80, 60, 30];
  await setMarks(
    t.db,
    component,
    coordinator.id,
    [...passers, failer].map((person, index) => ({
      participantId: person.id,
      marks: marks[index] ?? 0,
      absent: false,
      feedback: null,
    })),
  );
  const releaseId = release ? await releaseFinal(t.db, course.id) : 0;
  return { courseId: course.id, coordinator, passers, failer, releaseId };
}

const issueUrl = (courseId: number) => `/api/coordinator/certificates/${courseId}/issue`;
const courseUrl = (courseId: number) => `/api/coordinator/certificates/${courseId}`;
const ofCourse = (courseId: number) =>
  t.db
    .select({
      id: certificates.id,
      serial: certificates.serial,
      code: certificates.code,
      holder: certificates.participantId,
    })
    .from(certificates)
    .where(eq(certificates.courseId, courseId))
    .orderBy(certificates.id);

describe('issuing', () => {
  it('issues only to the Pass results of a released course, once, with serials, codes and an audit row each', async () => {
    const s = await setup();
    const before = await call(s.coordinator.headers, 'GET', courseUrl(s.courseId));
    expect(before.status).toBe(200);
    const list = before.body as CourseCertificates;
    expect(list.final_released).toBe(true);
    expect(list.total).toBe(2);
    expect(list.to_issue).toBe(2);
    expect(list.to_issue_names.sort()).toEqual(s.passers.map((person) => person.name).sort());
    expect(list.passers.every((passer) => passer.certificate === null)).toBe(true);

    const issued = await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    expect(issued).toEqual({ status: 200, body: { success: '2 certificates issued.', issued: 2 } });
    const rows = await ofCourse(s.courseId);
    expect(rows.map((row) => row.holder).sort()).toEqual(s.passers.map((person) => person.id).sort());
    const year = yearIn(new Date(), t.config.TZ_INSTITUTE);
    const prefixes = rows.map((row) => row.serial.replace(/-\d{4}-\d{4}$/, ''));
    expect(new Set(prefixes).size).toBe(1);
    expect(rows.map((row) => row.serial.slice(-9)).sort()).toEqual([`${year}-0001`, `${year}-0002`]);
    const audits = await t.db
      .select({ entityId: auditLog.entityId, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.action, 'issue')));
    for (const row of rows) expect(audits).toContainEqual({ entityId: String(row.id), actorId: s.coordinator.id });

    // Issuing again gives nobody a second certificate and takes no serial.
    const serialsBefore = await t.db.select().from(certificateSerials);
    const again = await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    expect(again.body).toEqual({ success: 'Everyone who passed already holds a certificate.', issued: 0 });
    expect(await ofCourse(s.courseId)).toEqual(rows);
    expect(await t.db.select().from(certificateSerials)).toEqual(serialsBefore);

    const after = (await call(s.coordinator.headers, 'GET', courseUrl(s.courseId))).body as CourseCertificates;
    expect(after.to_issue).toBe(0);
    expect(after.passers.map((passer) => passer.certificate?.status)).toEqual(['valid', 'valid']);
  });

  it('refuses a course without a final release in effect (409) and changes nothing', async () => {
    const draft = await setup(false);
    await t.jobs.drain();
    const before = await dbFingerprint(t.db);
    const refused = await call(draft.coordinator.headers, 'POST', issueUrl(draft.courseId), {});
    expect(refused.status).toBe(409);
    expect(await dbFingerprint(t.db)).toEqual(before);

    const withdrawn = await setup();
    await unrelease(t.db, withdrawn.releaseId);
    expect((await call(withdrawn.coordinator.headers, 'POST', issueUrl(withdrawn.courseId), {})).status).toBe(409);
    expect(await ofCourse(withdrawn.courseId)).toEqual([]);
  });

  it('answers 404 to a coordinator of another course; an admin issues any course', async () => {
    const s = await setup();
    const stranger = await makePerson(t.db, 'coordinator');
    await makeCourse(t.db, { coordinators: [stranger] });
    expect((await call(stranger.headers, 'GET', courseUrl(s.courseId))).status).toBe(404);
    expect((await call(stranger.headers, 'POST', issueUrl(s.courseId), {})).status).toBe(404);
    expect(await ofCourse(s.courseId)).toEqual([]);
    const admin = await makePerson(t.db, 'admin');
    const byAdmin = await call(admin.headers, 'POST', `/api/admin/certificates/courses/${s.courseId}/issue`, {});
    expect(byAdmin.body).toMatchObject({ issued: 2 });
  });

  it('takes each code from 80 bits of crypto.randomBytes, written as 16 base32 characters', async () => {
    const s = await setup();
    draws.length = 0;
    await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    const rows = await ofCourse(s.courseId);
    expect(rows).toHaveLength(2);
    const fromDraws = new Set(draws.map((bytes) => newVerificationCode(() => bytes)));
    for (const row of rows) {
      expect(row.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{16}$`));
      expect(fromDraws.has(row.code)).toBe(true);
    }
    // The encoding keeps all 80 bits: every byte value shows.
    expect(newVerificationCode(() => Buffer.alloc(10, 0xff))).toBe('ZZZZZZZZZZZZZZZZ');
    expect(newVerificationCode(() => Buffer.alloc(10, 0))).toBe('0000000000000000');
    expect(newVerificationCode(() => Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe('0000000000000001');
    expect(newVerificationCode(() => Buffer.from([0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('G000000000000000');
    expect(normaliseVerificationCode(formatVerificationCode(rows[0]?.code ?? '').toLowerCase())).toBe(rows[0]?.code);
  });
});

describe('the PDF job and the holder', () => {
  it('stores one PDF per certificate (run twice: one file), mails the holder once and notifies in the portal', async () => {
    const s = await setup();
    await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    t.mailer.messages.length = 0;
    await t.jobs.drain();
    const rows = await t.db
      .select({ id: certificates.id, fileId: certificates.pdfFileId, sha: certificates.pdfSha256 })
      .from(certificates)
      .where(eq(certificates.courseId, s.courseId));
    for (const row of rows) expect(row.fileId).not.toBeNull();
    const files = await t.db
      .select({ id: storedFiles.id, owner: storedFiles.ownerId, sha: storedFiles.sha256 })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          rows.map((row) => row.fileId ?? 0),
        ),
      );
    expect(files.map((file) => file.owner).sort()).toEqual(s.passers.map((person) => person.id).sort());
    for (const row of rows) expect(files.find((file) => file.id === row.fileId)?.sha).toBe(row.sha);

    // The job run again (a redelivery) makes no second file and no second mail.
    const filesBefore = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const context = { db: t.db, config: t.config, log: t.app.log } as Parameters<typeof certificatePdfJob.run>[0];
    for (const row of rows) {
      await certificatePdfJob.run(context, { certificateId: row.id }, { id: 'again', name: 'x', retryCount: 0 });
    }
    await t.jobs.drain();
    expect((await t.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(filesBefore);

    for (const person of s.passers) {
      const mails = t.mailer.messages.filter((mail) => mail.to === person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/certificate issued/);
      expect(mails[0]?.text).toContain(`${t.config.PUBLIC_URL}/verify/`);
    }
    expect(t.mailer.messages.filter((mail) => mail.to === s.failer.email)).toEqual([]);
    const notes = await t.db
      .select({ person: notifications.personId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'certificate-issued'),
          inArray(
            notifications.objectId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(notes.map((note) => note.person).sort()).toEqual(s.passers.map((person) => person.id).sort());
  });

  it('makes the files in one job per ten certificates (PDF and badge together) and tells the holders without a fan-out job each', async () => {
    const s = await setup();
    await t.jobs.drain();
    await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    const ids = (await ofCourse(s.courseId)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const jobsOf = async () =>
      (
        await queryRows<{ name: string; data: Record<string, unknown> }>(
          t.db,
          sql`select name, data from pgboss.job where name in ('certificates.files', 'certificates.pdf', 'certificate-badge', 'mail.certificate', 'notifications.fan-out') order by created_on`,
        )
      ).filter((job) => {
        const data = job.data;
        const named = [data.certificateId, data.objectId, ...((data.certificateIds as number[] | undefined) ?? [])];
        return named.some((id) => typeof id === 'number' && ids.includes(id));
      });
    expect((await jobsOf()).map((job) => [job.name, job.data])).toEqual([
      ['certificates.files', { certificateIds: ids }],
    ]);
    t.mailer.messages.length = 0;
    await t.jobs.drain();
    const made = await t.db
      .select({ pdf: certificates.pdfFileId, badge: certificates.badgeFileId })
      .from(certificates)
      .where(inArray(certificates.id, ids));
    for (const row of made) {
      expect(row.pdf).not.toBeNull();
      expect(row.badge).not.toBeNull();
    }
    // The holders' mails, one job each, and no notification fan-out job: their rows were written with the files.
    expect((await jobsOf()).map((job) => job.name).sort()).toEqual([
      'certificates.files',
      'mail.certificate',
      'mail.certificate',
    ]);
    expect(t.mailer.messages.filter((mail) => /certificate issued/.test(mail.subject))).toHaveLength(2);
    const notes = await t.db
      .select({ person: notifications.personId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'certificate-issued'), inArray(notifications.objectId, ids)));
    expect(notes.map((note) => note.person).sort()).toEqual(s.passers.map((person) => person.id).sort());

    // Run again (a redelivery): no second file, mail or notification.
    const filesBefore = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const context = { db: t.db, config: t.config, log: t.app.log } as Parameters<typeof certificateFilesJob.run>[0];
    await certificateFilesJob.run(context, { certificateIds: ids }, { id: 'again', name: 'x', retryCount: 0 });
    await t.jobs.drain();
    expect((await t.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(filesBefore);
    expect(t.mailer.messages.filter((mail) => /certificate issued/.test(mail.subject))).toHaveLength(2);
  });

  it('gives the holder alone their certificates and a signed link to the PDF, whose text and QR code verify', async () => {
    const s = await setup();
    await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    await t.jobs.drain();
    const [holder, other] = s.passers;
    if (!holder || !other) throw new Error('no passers');
    const mine = (await call(holder.headers, 'GET', '/api/participant/certificates')).body as MyCertificates;
    expect(mine.total).toBe(1);
    const certificate = mine.certificates[0];
    if (!certificate) throw new Error('no certificate');
    expect(certificate).toMatchObject({
      status: 'valid',
      pdf_ready: true,
      badge_ready: true,
      holder_name: holder.name,
    });
    expect(certificate.verify_url).toBe(`${t.config.PUBLIC_URL}/verify/${certificate.code}`);
    // The signed badge is made beside the PDF (features/badges/): the holder downloads it through a signed link.
    const badgeLink = await call(holder.headers, 'POST', `/api/participant/certificates/${certificate.id}/badge`, {});
    expect(badgeLink.status).toBe(200);
    const badgeFile = await t.app.inject({ method: 'GET', url: (badgeLink.body as { url: string }).url });
    expect(badgeFile.statusCode).toBe(200);
    expect((JSON.parse(badgeFile.body) as { type: string[] }).type).toContain('OpenBadgeCredential');

    // Another passer of the same course, and a participant of another course: 404.
    expect((await call(other.headers, 'POST', `/api/participant/certificates/${certificate.id}/pdf`, {})).status).toBe(
      404,
    );
    const outsider = await sessionHeader(t.db, 'P3');
    expect((await call(outsider, 'POST', `/api/participant/certificates/${certificate.id}/pdf`, {})).status).toBe(404);

    const link = await call(holder.headers, 'POST', `/api/participant/certificates/${certificate.id}/pdf`, {});
    expect(link.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: (link.body as { url: string }).url });
    expect(file.statusCode).toBe(200);
    const pdf = file.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await t.db
      .select({ sha: certificates.pdfSha256 })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(crypto.createHash('sha256').update(pdf).digest('hex')).toBe(stored?.sha);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-'));
    try {
      const pdfPath = path.join(dir, 'certificate.pdf');
      fs.writeFileSync(pdfPath, pdf);
      // The text in reading order: the holder's name, then the serial, then the code.
      const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
      const at = [holder.name, certificate.serial, certificate.code].map((part) => text.indexOf(part));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The QR code of the page decodes to the verification address.
      execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', pdfPath, path.join(dir, 'page')]);
      const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')));
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(decoded?.data).toBe(certificate.verify_url);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows a revoked and a superseded certificate as such, to the issuer and to the holder', async () => {
    const s = await setup();
    await call(s.coordinator.headers, 'POST', issueUrl(s.courseId), {});
    const [first, second] = await ofCourse(s.courseId);
    if (!first || !second) throw new Error('not issued');
    const at = new Date();
    await t.db
      .update(certificates)
      .set({ revokedAt: at, revocationReason: 'Issued in error' })
      .where(eq(certificates.id, first.id));
    await t.db.update(certificates).set({ supersededAt: at }).where(eq(certificates.id, second.id));
    const list = (await call(s.coordinator.headers, 'GET', courseUrl(s.courseId))).body as CourseCertificates;
    const revoked = list.passers.find((passer) => passer.participant_id === first.holder)?.certificate;
    expect(revoked).toMatchObject({ status: 'revoked', revocation_reason: 'Issued in error' });
    // A superseded certificate is not in force: the course's list offers its holder a new one.
    expect(list.passers.find((passer) => passer.participant_id === second.holder)?.certificate).toBeNull();
    const holder = s.passers.find((person) => person.id === second.holder);
    const mine = (await call(holder?.headers ?? { authorization: '' }, 'GET', '/api/participant/certificates'))
      .body as MyCertificates;
    expect(mine.certificates.map((certificate) => certificate.status)).toEqual(['superseded']);
  });

  it('shows the demo data: participant@demo.test holds a valid certificate of course C with its PDF', async () => {
    const list = (await call(await sessionHeader(t.db, 'P1'), 'GET', '/api/participant/certificates'))
      .body as MyCertificates;
    expect(list.certificates.map((c) => [c.course_name, c.status, c.pdf_ready])).toEqual([
      ['Certified Expert in Anti-Money Laundering', 'valid', true],
    ]);
    const [failing] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'participant5@demo.test'));
    expect(
      await t.db
        .select()
        .from(certificates)
        .where(eq(certificates.participantId, failing?.id ?? 0)),
    ).toEqual([]);
  });
});
