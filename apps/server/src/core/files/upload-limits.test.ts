// Upload size limits from the environment (docs/security.md FI1), through the real routes: with UPLOAD_MAX_AVATAR_MB,
// UPLOAD_MAX_SUBMISSION_MB and UPLOAD_MAX_DOCUMENT_MB set small (1, 2 and 3 MiB, so that each variable is seen to set
// its own rule), a file at its limit is kept and one byte more answers 413 in the error shape, keeping no file and
// changing no row. One file per request, and a json part of at most 64 KiB. The defaults (2, 20 and 50 MiB) are checked
// on the configuration.
import fs from 'node:fs';
import { coordinatorContents, FILE_RULES, participantAssignments, profileEndpoints } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { coordinatorProfiles } from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeAssignment, makeCourse, makePerson } from '#server/testing/factories.ts';
import { jsonAndFile, multipart, TINY_PNG } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { JSON_PART_MAX_BYTES } from './upload.ts';

const MIB = 1024 * 1024;
const t = await buildTestApp({
  seed: false,
  env: { UPLOAD_MAX_AVATAR_MB: '1', UPLOAD_MAX_SUBMISSION_MB: '2', UPLOAD_MAX_DOCUMENT_MB: '3' },
});
afterAll(() => t.close());
const { sendForm } = requester(() => t.app);

/** Every file in the store (the outbox of the mailer aside). */
const storedCount = () =>
  fs.readdirSync(t.storeDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** A file of exactly `size` bytes whose content is of its type (the magic bytes, then padding). */
const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');

const coordinator = await makePerson(t.db, 'coordinator');
await t.db.insert(coordinatorProfiles).values({ userId: coordinator.id, occupation: 'Lecturer' });
const participant = await makePerson(t.db, 'participant');
const course = await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] });
const assignmentId = await makeAssignment(t.db, { courseId: course.id, createdBy: coordinator });

interface Kind {
  kind: string;
  limit: number;
  send(size: number): ReturnType<typeof sendForm>;
}

const kinds: Kind[] = [
  {
    kind: 'avatar (UPLOAD_MAX_AVATAR_MB=1)',
    limit: 1 * MIB,
    send: (size) =>
      sendForm(
        coordinator,
        'PATCH',
        profileEndpoints.coordinatorUpdate.path,
        jsonAndFile(
          {
            first_name: 'Cora',
            last_name: 'Limit',
            email: coordinator.email,
            mobile_no: '01912345678',
            occupation: 'Lecturer',
            gender: 0,
          },
          { name: 'face.png', data: sized(TINY_PNG, size) },
        ),
      ),
  },
  {
    kind: 'submission (UPLOAD_MAX_SUBMISSION_MB=2)',
    limit: 2 * MIB,
    send: (size) =>
      sendForm(
        participant,
        'POST',
        participantAssignments.upload.path.replace(':assignmentId', String(assignmentId)),
        multipart([{ name: 'assignment_file', filename: 'answer.pdf', value: sized(PDF_HEAD, size) }]),
      ),
  },
  {
    kind: 'content (UPLOAD_MAX_DOCUMENT_MB=3)',
    limit: 3 * MIB,
    send: (size) =>
      sendForm(
        coordinator,
        'POST',
        coordinatorContents.upload.path,
        jsonAndFile(
          { content_title: 'Limit', course_id: 0 },
          { field: 'content_file', name: 'handout.pdf', data: sized(PDF_HEAD, size) },
        ),
      ),
  },
];

describe('upload size limits from the environment', () => {
  it.each(kinds.map((kind) => [kind.kind, kind] as const))(
    '%s: one byte over answers 413 and keeps nothing; the limit itself is kept',
    async (_name, kind) => {
      const files = storedCount();
      const before = await dbFingerprint(t.db);
      const over = await kind.send(kind.limit + 1);
      expect(over.status).toBe(413);
      expect(over.body).toEqual({ error: `The file is too large (at most ${kind.limit / MIB} MiB)` });
      expect(storedCount()).toBe(files);
      expect(await dbFingerprint(t.db)).toEqual(before);

      const at = await kind.send(kind.limit);
      expect(at.status, JSON.stringify(at.body)).toBeLessThan(300);
      expect(storedCount()).toBe(files + 1);
    },
  );

  it('takes one file per request: a second file part answers 400 and keeps nothing', async () => {
    const files = storedCount();
    const before = await dbFingerprint(t.db);
    const two = await sendForm(
      participant,
      'POST',
      participantAssignments.upload.path.replace(':assignmentId', String(assignmentId)),
      multipart([
        { name: 'assignment_file', filename: 'one.pdf', value: sized(PDF_HEAD, 1000) },
        { name: 'assignment_file', filename: 'two.pdf', value: sized(PDF_HEAD, 1000) },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ error: 'Send one file only' });
    expect(storedCount()).toBe(files);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 413 to a json part over 64 KiB, keeping nothing; 64 KiB of json is read', async () => {
    const files = storedCount();
    const before = await dbFingerprint(t.db);
    const form = (jsonBytes: number) => {
      const base = JSON.stringify({ content_title: 'Padded', course_id: 0, padding: '' });
      const json = { content_title: 'Padded', course_id: 0, padding: 'x'.repeat(jsonBytes - base.length) };
      expect(JSON.stringify(json)).toHaveLength(jsonBytes);
      return jsonAndFile(json, { field: 'content_file', name: 'padded.pdf', data: sized(PDF_HEAD, 1000) });
    };
    const over = await sendForm(coordinator, 'POST', coordinatorContents.upload.path, form(JSON_PART_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: 'The json part is too large' });
    expect(storedCount()).toBe(files);
    expect(await dbFingerprint(t.db)).toEqual(before);

    const at = await sendForm(coordinator, 'POST', coordinatorContents.upload.path, form(JSON_PART_MAX_BYTES));
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    expect(JSON_PART_MAX_BYTES).toBe(64 * 1024);
  });
});

describe('the limits of the configuration', () => {
  it('are 2, 20 and 50 MiB by default, as FILE_RULES says', () => {
    expect(loadConfig({}).uploadLimits).toEqual({ avatar: 2 * MIB, submission: 20 * MIB, document: 50 * MIB });
    expect(FILE_RULES.avatar.maxBytes).toBe(2 * MIB);
  });

  it('take UPLOAD_MAX_*_MB, also in fractions, each for its own kind', () => {
    expect(
      loadConfig({ UPLOAD_MAX_AVATAR_MB: '0.5', UPLOAD_MAX_SUBMISSION_MB: '7', UPLOAD_MAX_DOCUMENT_MB: '100' })
        .uploadLimits,
    ).toEqual({ avatar: MIB / 2, submission: 7 * MIB, document: 100 * MIB });
  });
});
