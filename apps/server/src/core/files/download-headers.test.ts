// Downloads (docs/security.md FI5): every private file — a content, a submission, the ZIP of an assignment's
// submissions — is sent as an attachment named by `filename*=UTF-8''…`, with nosniff, a sandbox CSP and
// `Cache-Control: private, no-store`. File names with quotes, semicolons, CR/LF, Bangla or emoji answer 200
// with exactly one Content-Disposition whose UTF-8 name decodes to the stored name, and no header of their own.
import { randomBytes } from 'node:crypto';
import {
  coordinatorAssignments,
  coordinatorContents,
  participantAssignments,
  participantContents,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, contents, storedFiles } from '#server/core/db/schema/index.ts';
import { makeAssignment, makeCourse, makePerson } from '#server/testing/factories.ts';
import { multipart, tinyPdf } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, TEST_FILES_SECRET } from '#server/testing/test-app.ts';
import { signedFileUrl } from './signed-links.ts';
import { cleanFileName } from './upload.ts';

const t = await buildTestApp({ seed: false });
afterAll(() => t.close());
const { call, sendForm } = requester(() => t.app);

const NAMES = {
  quotes: 'The "final" brief.pdf',
  semicolons: 'a; filename=evil.exe; b.pdf',
  backslash: 'C:\\temp\\..\\x.pdf',
  bangla: 'প্রতিবেদন ২০২৬.pdf',
  emoji: 'report 📄✅ 👩🏽‍💻.pdf',
  apostrophe: "it's (v2) *final*.pdf",
  crlf: 'line\r\nSet-Cookie: stolen=1\r\nX-Injected: yes.pdf',
} as const;

/** What every private download must carry, whatever the file's name. */
function expectSafeDownload(answer: LightMyRequestResponse, storedName: string) {
  expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
  const disposition = answer.headers['content-disposition'];
  expect(typeof disposition, 'exactly one Content-Disposition').toBe('string');
  // Printable ASCII only; the fallback is a quoted string without quote or backslash; the UTF-8 name is a
  // percent-encoded token, so a semicolon or quote of the name cannot start a parameter of its own.
  expect(disposition).toMatch(
    /^attachment; filename="[\x20-\x21\x23-\x5B\x5D-\x7E]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/,
  );
  const encoded = /filename\*=UTF-8''(.+)$/.exec(String(disposition))?.[1] ?? '';
  expect(decodeURIComponent(encoded)).toBe(storedName);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(answer.headers['set-cookie']).toBeUndefined();
  expect(answer.headers['x-injected']).toBeUndefined();
  for (const [header, value] of Object.entries(answer.headers)) {
    expect(Array.isArray(value) && header !== 'set-cookie' ? header : null, `${header} sent twice`).toBeNull();
  }
}

async function storedNameOf(fileId: number): Promise<string> {
  const [row] = await t.db
    .select({ name: storedFiles.originalName })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!row) throw new Error(`no stored file ${fileId}`);
  return row.name;
}

describe('any stored name behind a signed /files link', async () => {
  const owner = await makePerson(t.db, 'coordinator');
  it.each(Object.entries(NAMES))('%s: 200, one safe Content-Disposition, the sandbox headers', async (_case, name) => {
    const key = `docs/${randomBytes(16).toString('hex')}.pdf`;
    await t.store.put(key, tinyPdf(name), 'application/pdf');
    const [row] = await t.db
      .insert(storedFiles)
      .values({
        storeKey: key,
        originalName: name,
        extension: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: 60,
        ownerId: owner.id,
      })
      .returning({ id: storedFiles.id });
    const answer = await t.app.inject({ method: 'GET', url: signedFileUrl(TEST_FILES_SECRET, row?.id ?? 0) });
    expectSafeDownload(answer, name);
    expect(answer.body).toBe(tinyPdf(name).toString());
  });
});

describe('the downloads of the work areas', async () => {
  const coordinator = await makePerson(t.db, 'coordinator');
  const participant = await makePerson(t.db, 'participant');
  const course = await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] });

  it.each(Object.entries(NAMES))(
    '%s: a content and a submission uploaded under that name download safely',
    async (_case, name) => {
      // A content, uploaded under the name (RFC 5987 in the form, as a browser may send it), sent to the course.
      const uploaded = await sendForm(
        coordinator,
        'POST',
        coordinatorContents.upload.path,
        multipart([
          { name: 'json', value: JSON.stringify({ content_title: 'Named', course_id: course.id }) },
          { name: 'content_file', encodedFilename: name, value: tinyPdf(name), contentType: 'application/pdf' },
        ]),
      );
      if (uploaded.status === 400) {
        // A name with CR/LF is refused by the upload (its file part is not taken): nothing is stored.
        expect(name).toMatch(/[\r\n]/);
        expect(uploaded.body).toEqual({ error: 'content_file: The file is required' });
        return;
      }
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const contentId = uploaded.body.id as number;
      expect(
        (
          await call(coordinator, 'POST', coordinatorContents.send.path.replace(':courseId', String(course.id)), {
            contents: [contentId],
          })
        ).status,
      ).toBe(200);
      const [content] = await t.db.select({ fileId: contents.fileId }).from(contents).where(eq(contents.id, contentId));
      const contentName = await storedNameOf(content?.fileId ?? 0);
      // The name is kept as typed, only cleaned (its last path segment, no control characters).
      expect(contentName).toBe(cleanFileName(name));
      for (const [person, url] of [
        [coordinator, coordinatorContents.download.path.replace(':id', String(contentId))],
        [
          participant,
          participantContents.download.path
            .replace(':contentId', String(contentId))
            .replace(':courseId', String(course.id)),
        ],
      ] as const) {
        const link = await call(person, 'POST', url, {});
        expect(link.status, JSON.stringify(link.body)).toBe(200);
        expectSafeDownload(await t.app.inject({ method: 'GET', url: link.body.url }), contentName);
      }

      // A submission under the same name, downloaded by its participant and by the coordinator, and in the ZIP.
      const assignmentId = await makeAssignment(t.db, { courseId: course.id, createdBy: coordinator });
      const submitted = await sendForm(
        participant,
        'POST',
        participantAssignments.upload.path.replace(':assignmentId', String(assignmentId)),
        multipart([
          { name: 'assignment_file', encodedFilename: name, value: tinyPdf(name), contentType: 'application/pdf' },
        ]),
      );
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const [submission] = await t.db
        .select({ id: assignmentSubmissions.id, fileId: assignmentSubmissions.fileId })
        .from(assignmentSubmissions)
        .where(
          and(
            eq(assignmentSubmissions.assignmentId, assignmentId),
            eq(assignmentSubmissions.participantId, participant.id),
          ),
        );
      if (!submission) throw new Error('no submission row');
      const submissionName = await storedNameOf(submission.fileId);
      for (const [person, url] of [
        [participant, participantAssignments.downloadSubmission.path.replace(':assignmentId', String(assignmentId))],
        [
          coordinator,
          coordinatorAssignments.downloadSubmission.path
            .replace(':id', String(assignmentId))
            .replace(':submitId', String(submission.id)),
        ],
      ] as const) {
        const link = await call(person, 'POST', url, {});
        expect(link.status, JSON.stringify(link.body)).toBe(200);
        expectSafeDownload(await t.app.inject({ method: 'GET', url: link.body.url }), submissionName);
      }
      const zip = await call(
        coordinator,
        'POST',
        coordinatorAssignments.downloadAll.path.replace(':id', String(assignmentId)),
        {},
      );
      expect(zip.status).toBe(200);
      const archive = await t.app.inject({ method: 'GET', url: zip.body.url });
      const zipName = decodeURIComponent(
        /filename\*=UTF-8''(.+)$/.exec(String(archive.headers['content-disposition']))?.[1] ?? '',
      );
      expect(zipName).toMatch(/-submissions\.zip$/);
      expectSafeDownload(archive, zipName);
    },
  );
});
