// The demo seed on an in-memory PGlite: the memberships of README.md ("Demo logins"), the states the screens need,
// working passwords, every referenced file written, and nothing done on a second run.
import { PHONE_PATTERN } from '@portal/contract';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/core/auth/passwords.ts';
import { type Database, openDatabase } from '#server/core/db/client.ts';
import {
  assignmentSubmissions,
  assignments,
  auditLog,
  certificates,
  contentSends,
  contents,
  courseCoordinators,
  courses,
  directorMessages,
  enrolments,
  evaluationComponents,
  forumPosts,
  forumReplies,
  galleryImages,
  marks,
  participantProfiles,
  programCoordinators,
  programs,
  releasedFinalResults,
  releasedMarks,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';
import { isSafeKey } from '#server/core/files/store.ts';
import { storedRichText } from '#server/features/public/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoSeedSummary, isDatabaseEmpty, seedDemo } from './demo.ts';
import { localDate } from './demo-time.ts';
import type { MediaWriter } from './media-writer.ts';

let database: Database;
let summary: DemoSeedSummary;
const written = { media: new Map<string, Buffer>(), private: new Map<string, Buffer>(), calls: 0 };
const recorder: MediaWriter = {
  async putMedia(key, data) {
    written.calls += 1;
    written.media.set(key, data);
  },
  async putPrivate(key, data) {
    written.calls += 1;
    written.private.set(key, data);
  },
};

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  summary = await seedDemo(database.db, recorder);
});

afterAll(async () => {
  await database?.close();
});

const coursesOf = async (email: string) => {
  const rows = await database.db
    .select({ shortName: courses.shortName })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.participantId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(users.email, email))
    .orderBy(asc(courses.shortName));
  return rows.map((row) => row.shortName);
};

const coordinatedBy = async (email: string) => {
  const rows = await database.db
    .select({ shortName: courses.shortName })
    .from(courseCoordinators)
    .innerJoin(users, eq(users.id, courseCoordinators.coordinatorId))
    .innerJoin(courses, eq(courses.id, courseCoordinators.courseId))
    .where(eq(users.email, email))
    .orderBy(asc(courses.shortName));
  return rows.map((row) => row.shortName);
};

describe('seedDemo', () => {
  it('seeds an empty database and reports what it made', () => {
    expect(summary.seeded).toBe(true);
    if (!summary.seeded) return;
    expect(summary.courses.A.shortName).toBe('CEAML-2026');
    expect(summary.courses.B.shortName).toBe('CCP-2026');
    expect(summary.courses.C.shortName).toBe('CEAML-2025');
    expect(summary.counts.users).toBe(DEMO_ACCOUNTS.length);
  });

  it('creates exactly the demo accounts, lower-case, with valid mobile numbers', async () => {
    const rows = await database.db
      .select({ email: users.email, userType: users.userType, mobileNo: users.mobileNo })
      .from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    const typeOf = { admin: 0, coordinator: 1, participant: 2 } as const;
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((candidate) => candidate.email === account.email);
      expect(row?.userType).toBe(typeOf[account.role]);
      expect(row?.email).toBe(account.email.toLowerCase());
      expect(row?.mobileNo).toMatch(PHONE_PATTERN);
    }
  });

  it('gives every demo account the password demo1234', async () => {
    const rows = await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    for (const row of rows) {
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD), row.email).toBe(true);
    }
    expect(await verifyPassword(rows[0]?.passwordHash ?? null, 'wrong-password')).toBe(false);
  });

  it('gives every demo account a hash and a salt of its own (no two users share either)', async () => {
    const rows = await database.db.select({ passwordHash: users.passwordHash }).from(users);
    const hashes = rows.map((row) => row.passwordHash ?? '');
    expect(hashes).toHaveLength(DEMO_ACCOUNTS.length);
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22,}\$/);
    // The PHC string is $argon2id$v=19$m=…$<salt>$<hash>: compare the salts and the whole strings.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(hashes.length);
  });

  it('enrols and assigns exactly as ARCHITECTURE.md says', async () => {
    expect(await coursesOf('participant@demo.test')).toEqual(['CEAML-2025', 'CEAML-2026']);
    expect(await coursesOf('participant2@demo.test')).toEqual(['CCP-2026']);
    expect(await coursesOf('participant3@demo.test')).toEqual(['CEAML-2026']);
    expect(await coursesOf('participant4@demo.test')).toEqual(['CCP-2026']);
    expect(await coursesOf('participant5@demo.test')).toEqual(['CCP-2026', 'CEAML-2025', 'CEAML-2026']);
    expect(await coursesOf('participant6@demo.test')).toEqual(['CEAML-2025']);
    expect(await coordinatedBy('coordinator@demo.test')).toEqual(['CEAML-2025', 'CEAML-2026']);
    expect(await coordinatedBy('coordinator2@demo.test')).toEqual(['CCP-2026']);
    expect(await coursesOf('admin@demo.test')).toEqual([]);
    expect(await coordinatedBy('admin@demo.test')).toEqual([]);

    const statuses = await database.db.select({ shortName: courses.shortName, status: courses.status }).from(courses);
    expect(Object.fromEntries(statuses.map((row) => [row.shortName, row.status]))).toEqual({
      'CEAML-2026': 1,
      'CCP-2026': 1,
      'CEAML-2025': 0,
    });
  });

  it('shows every state of the results: A one component released and one Draft, C final with a Pass and a Fail', async () => {
    const released = await database.db
      .select({ shortName: courses.shortName, component: evaluationComponents.name })
      .from(releasedMarks)
      .innerJoin(evaluationComponents, eq(evaluationComponents.id, releasedMarks.componentId))
      .innerJoin(courses, eq(courses.id, evaluationComponents.courseId))
      .groupBy(courses.shortName, evaluationComponents.name)
      .orderBy(courses.shortName, evaluationComponents.name);
    expect(released).toEqual([
      { shortName: 'CEAML-2025', component: 'Final Project' },
      { shortName: 'CEAML-2025', component: 'Final exam' },
      { shortName: 'CEAML-2026', component: 'Assignment 1' },
    ]);
    const drafts = await database.db
      .select({ id: marks.componentId })
      .from(marks)
      .innerJoin(evaluationComponents, eq(evaluationComponents.id, marks.componentId))
      .where(eq(evaluationComponents.name, 'Final exam'))
      .innerJoin(courses, eq(courses.id, evaluationComponents.courseId));
    expect(drafts.length).toBe(6);
    const results = await database.db
      .select({ email: users.email, status: releasedFinalResults.status, total: releasedFinalResults.total })
      .from(releasedFinalResults)
      .innerJoin(users, eq(users.id, releasedFinalResults.participantId))
      .orderBy(releasedFinalResults.status, releasedFinalResults.total);
    // 17/20 × 30 + 68/100 × 70 = 73.10; participant5: 9/20 × 30 + 35.5/100 × 70 = 38.35, and below the minimum;
    // participant6: 14/20 × 30 + 61/100 × 70 = 63.70.
    expect(results).toEqual([
      { email: 'participant5@demo.test', status: 'Fail', total: '38.35' },
      { email: 'participant6@demo.test', status: 'Pass', total: '63.70' },
      { email: 'participant@demo.test', status: 'Pass', total: '73.10' },
    ]);
  });

  it("gives course C's passers their certificates with PDFs: participant@demo.test's valid, participant6's revoked", async () => {
    const rows = await database.db
      .select({
        email: users.email,
        id: certificates.id,
        serial: certificates.serial,
        pdfSha256: certificates.pdfSha256,
        revokedAt: certificates.revokedAt,
        revokedBy: certificates.revokedById,
        reason: certificates.revocationReason,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.participantId))
      .orderBy(users.email);
    expect(rows.map((row) => row.email)).toEqual(['participant6@demo.test', 'participant@demo.test']);
    const [revoked, valid] = rows;
    expect(valid?.revokedAt).toBeNull();
    expect(valid?.reason).toBeNull();
    expect(revoked?.revokedAt?.toISOString()).toBe('2025-09-14T05:30:00.000Z');
    expect(revoked?.reason).toMatch(/^Plagiarism found/);
    for (const row of rows) expect(row.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    expect(revoked?.revokedBy).toBe(admin?.id);
    // The audit row the admin's revoke writes, dated when it was revoked.
    const audit = await database.db
      .select({ actor: auditLog.actorEmail, createdAt: auditLog.createdAt, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'revoke'), eq(auditLog.entity, 'certificate')));
    expect(audit).toEqual([
      {
        actor: 'admin@demo.test',
        createdAt: revoked?.revokedAt,
        after: { serial: revoked?.serial, status: 'revoked', revocation_reason: revoked?.reason },
      },
    ]);
  });

  it('has an assignment of course A past its deadline that participant@demo.test did not submit', async () => {
    const today = localDate(new Date(), 'Asia/Dhaka');
    const participant = database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'participant@demo.test'));
    const rows = await database.db
      .select({
        id: assignments.id,
        lastSubmitDate: assignments.lastSubmitDate,
        submissionId: assignmentSubmissions.id,
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(
        assignmentSubmissions,
        and(
          eq(assignmentSubmissions.assignmentId, assignments.id),
          eq(assignmentSubmissions.participantId, sql`(${participant})`),
        ),
      )
      .where(and(eq(courses.shortName, 'CEAML-2026'), sql`${assignments.lastSubmitDate} < ${today}`));
    expect(rows.filter((row) => row.submissionId === null).length).toBeGreaterThanOrEqual(1);

    // Another assignment of A, still open, has a submission from participant3.
    const open = await database.db
      .select({ id: assignments.id })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .innerJoin(users, eq(users.id, assignmentSubmissions.participantId))
      .where(
        and(
          eq(courses.shortName, 'CEAML-2026'),
          eq(users.email, 'participant3@demo.test'),
          sql`${assignments.lastSubmitDate} >= ${today}`,
        ),
      );
    expect(open.length).toBeGreaterThanOrEqual(1);
  });

  it('gives courses A and B posts with replies, an unanswered post, a content sent and an assignment', async () => {
    for (const shortName of ['CEAML-2026', 'CCP-2026']) {
      const posts = await database.db
        .select({
          id: forumPosts.id,
          isEdited: forumPosts.isEdited,
          replies: sql<number>`(select count(*)::int from ${forumReplies} where ${forumReplies.postId} = ${forumPosts.id})`,
        })
        .from(forumPosts)
        .innerJoin(courses, eq(courses.id, forumPosts.courseId))
        .where(eq(courses.shortName, shortName));
      expect(
        posts.some((post) => post.replies > 0),
        shortName,
      ).toBe(true);
      expect(
        posts.some((post) => post.replies === 0),
        shortName,
      ).toBe(true);

      const sent = await database.db
        .select({ id: contentSends.id })
        .from(contentSends)
        .innerJoin(courses, eq(courses.id, contentSends.courseId))
        .where(eq(courses.shortName, shortName));
      expect(sent.length, shortName).toBeGreaterThanOrEqual(1);

      const withFile = await database.db
        .select({ name: storedFiles.originalName })
        .from(assignments)
        .innerJoin(courses, eq(courses.id, assignments.courseId))
        .innerJoin(storedFiles, eq(storedFiles.id, assignments.fileId))
        .where(eq(courses.shortName, shortName));
      expect(withFile.length, shortName).toBeGreaterThanOrEqual(1);
    }
    const edited = await database.db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(eq(forumPosts.isEdited, true));
    expect(edited.length).toBeGreaterThanOrEqual(1);
    const uncategorised = await database.db.select({ id: contents.id }).from(contents).where(isNull(contents.courseId));
    expect(uncategorised.length).toBeGreaterThanOrEqual(1);
  });

  it('fills the public site: three programmes with coordinators, four banners, both director messages', async () => {
    const programRows = await database.db.select().from(programs);
    expect(programRows.map((row) => row.shortName).sort()).toEqual(['CCP', 'CEAML', 'CTF']);
    for (const program of programRows) {
      expect(program.imageKey).toBeTruthy();
      expect(program.module).toContain('<ul>');
      expect(program.description).toContain('<p>');
    }
    const batches = await database.db.select({ batch: programCoordinators.batch }).from(programCoordinators);
    expect(new Set(batches.map((row) => row.batch)).size).toBeGreaterThan(1);

    const gallery = await database.db.select().from(galleryImages);
    expect(gallery).toHaveLength(4);
    expect(gallery.filter((image) => image.linkUrl).length).toBe(2);

    const directors = await database.db.select().from(directorMessages).orderBy(asc(directorMessages.id));
    expect(directors.map((row) => row.designation)).toEqual(['Director General', 'Director (Certification)']);

    const others = await database.db
      .select({ name: participantProfiles.otherOrgName })
      .from(participantProfiles)
      .where(isNotNull(participantProfiles.otherOrgName));
    expect(others).toHaveLength(1);
  });

  it('stores every rich-text value sanitised, as the public reads answer it as stored', async () => {
    // Every writer of these columns sanitises (features/public/rich-html.ts): a writer that forgets fails here.
    const stored = [
      ...(
        await database.db.select({ module: programs.module, description: programs.description }).from(programs)
      ).flatMap((row) => [row.module, row.description]),
      ...(await database.db.select({ message: directorMessages.message }).from(directorMessages)).map(
        (row) => row.message,
      ),
    ];
    expect(stored.length).toBeGreaterThanOrEqual(8);
    for (const html of stored) {
      expect(html).not.toBe('');
      expect(html).toBe(storedRichText(html));
    }
  });

  it('wrote every image and file that a row refers to, under keys the file store accepts', async () => {
    const referenced = [
      ...(await database.db.select({ key: programs.imageKey }).from(programs)),
      ...(await database.db.select({ key: galleryImages.imageKey }).from(galleryImages)),
      ...(await database.db.select({ key: directorMessages.avatarKey }).from(directorMessages)),
      ...(await database.db.select({ key: users.avatarKey }).from(users).where(isNotNull(users.avatarKey))),
    ].map((row) => row.key);
    expect(referenced.length).toBe(3 + 4 + 2 + DEMO_ACCOUNTS.length - 3);
    for (const key of referenced) {
      expect(key && written.media.has(key), String(key)).toBe(true);
      expect(key && isSafeKey(`media/${key}`), String(key)).toBe(true);
    }
    const withoutAvatar = await database.db.select({ id: users.id }).from(users).where(isNull(users.avatarKey));
    expect(withoutAvatar.length).toBeGreaterThanOrEqual(1);

    const files = await database.db.select().from(storedFiles);
    for (const file of files) {
      const data = written.private.get(file.storeKey);
      expect(data?.length, file.storeKey).toBe(file.sizeBytes);
      expect(isSafeKey(file.storeKey), file.storeKey).toBe(true);
    }
    if (summary.seeded) {
      expect(new Set(summary.mediaKeys)).toEqual(new Set(written.media.keys()));
      expect(summary.privateKeys).toHaveLength(files.length);
    }
  });

  it('does nothing on a database that already has users', async () => {
    const callsBefore = written.calls;
    const [{ count: usersBefore } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedDemo(database.db, recorder)).toEqual({ seeded: false });
    const [{ count: usersAfter } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    expect(usersAfter).toBe(usersBefore);
    expect(written.calls).toBe(callsBefore);
  });
});
