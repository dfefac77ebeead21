// The demo data set of README.md ("Demo logins"): every screen of the spec shows something. Seeded in one transaction
// into a database without users; on any other database it does nothing.
import { createHash } from 'node:crypto';
import { USER_TYPE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import {
  assignmentSubmissions,
  assignmentSubmissionVersions,
  assignments,
  assignmentViews,
  contactMessages,
  contentSends,
  contents,
  contentViews,
  coordinatorProfiles,
  courseCoordinators,
  courses,
  directorMessages,
  enrolments,
  forumPosts,
  forumReplies,
  galleryImages,
  organizations,
  participantProfiles,
  programCoordinators,
  programs,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';
import { DEMO_REVOCATION, insertDemoCertificates } from '#server/features/certificates/index.ts';
import { seedDemoNotifications } from '#server/features/notifications/index.ts';
import { storedRichText } from '#server/features/public/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
import { COURSES, PROGRAMS } from './demo-courses.ts';
import { POSTS } from './demo-forum.ts';
import { ADMIN, COORDINATORS, type CourseRef, ORGANIZATIONS, PARTICIPANTS } from './demo-people.ts';
import { CONTACT_MESSAGES, DIRECTOR_MESSAGES, GALLERY } from './demo-public.ts';
import { insertDemoResults } from './demo-results.ts';
import { createClock, type When } from './demo-time.ts';
import { ASSIGNMENTS, CONTENTS, type DemoFile } from './demo-work.ts';
import type { MediaWriter } from './media-writer.ts';
import { assetKey, createAssetReader } from './seed-files.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from './demo-accounts.ts';
export type { MediaWriter } from './media-writer.ts';

export interface SeedDemoOptions {
  /** The institute's zone, which decides what "today" is for assignment dates (default Asia/Dhaka). */
  timeZone?: string;
  /** The portal's address, which the certificates' QR codes point to (default http://localhost:3000). */
  publicUrl?: string;
}

export type DemoSeedSummary =
  | { seeded: false }
  | {
      seeded: true;
      accounts: readonly DemoAccount[];
      /** The demo courses: A and B running, C expired. */
      courses: Record<CourseRef, { id: number; shortName: string }>;
      counts: {
        users: number;
        organizations: number;
        programs: number;
        courses: number;
        enrolments: number;
        galleryImages: number;
        posts: number;
        replies: number;
        contents: number;
        assignments: number;
        submissions: number;
      };
      /** Every key written with putMedia. */
      mediaKeys: string[];
      /** Every key written with putPrivate (the store keys of the stored_files rows). */
      privateKeys: string[];
    };

/** Serialises seeding between processes that start together on one PostgreSQL. */
const SEED_LOCK_ID = 724_002;

/** True when the database has no account yet: the only case in which the demo seed runs. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Db, store: MediaWriter, options: SeedDemoOptions = {}): Promise<DemoSeedSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isDatabaseEmpty(tx))) return { seeded: false };
    return insertDemoData(tx, store, options.timeZone ?? 'Asia/Dhaka', options.publicUrl ?? 'http://localhost:3000');
  });
}

function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: nothing for ${String(key)}`);
  return value;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `count` hashes of DEMO_PASSWORD, started at once and taken one at a time, in order. */
function demoPasswordHashes(count: number): { next(): Promise<string> } {
  const pending = Array.from({ length: count }, () => hashPassword(DEMO_PASSWORD));
  return {
    next() {
      const hash = pending.shift();
      if (!hash) throw new Error('more demo accounts than password hashes');
      return hash;
    },
  };
}

async function insertDemoData(
  db: Db,
  store: MediaWriter,
  timeZone: string,
  publicUrl: string,
): Promise<DemoSeedSummary> {
  const seededAt = now();
  const clock = createClock(seededAt, timeZone);
  const at = (when: When) => clock.at(when);
  const readAsset = createAssetReader();
  // Files are written after the rows, still inside the transaction: a failed write rolls the seed back.
  const mediaWrites = new Map<string, { asset: string; contentType: string }>();
  const privateWrites = new Map<string, { asset: string; contentType: string }>();

  const media = async (folder: string, slug: string, fileName: string): Promise<string> => {
    const asset = await readAsset(fileName);
    const key = assetKey(folder, slug, asset);
    mediaWrites.set(key, { asset: fileName, contentType: asset.mimeType });
    return key;
  };

  // Accounts
  const people = [
    { person: ADMIN, userType: USER_TYPE.admin, createdAt: at({ at: '2024-11-01T04:00:00Z' }) },
    ...COORDINATORS.map((person) => ({
      person,
      userType: USER_TYPE.coordinator,
      createdAt: at({ at: '2024-12-01T04:00:00Z' }),
    })),
    ...PARTICIPANTS.map((person) => ({
      person,
      userType: USER_TYPE.participant,
      createdAt: new Date(Math.min(...person.enrolments.map((enrolment) => at(enrolment.at).getTime()))),
    })),
  ];
  // One argon2id hash of the demo password per account, each with its own salt, as a real account has (AU1): no two
  // accounts show the same stored hash. Made on the hashing threads (one per core) while the rows below are written.
  const passwordHashes = demoPasswordHashes(people.length);

  // Organisations
  const orgRows = await db
    .insert(organizations)
    .values(ORGANIZATIONS.map((name) => ({ name })))
    .returning({ id: organizations.id, name: organizations.name });
  const orgIds = new Map(orgRows.map((row) => [row.name, row.id]));

  const userValues = [];
  for (const { person, userType, createdAt } of people) {
    userValues.push({
      email: person.email.toLowerCase(),
      passwordHash: await passwordHashes.next(),
      userType,
      firstName: person.firstName,
      lastName: person.lastName,
      mobileNo: person.mobileNo,
      gender: person.gender,
      avatarKey: person.avatar
        ? await media('avatars', slugOf(`${person.firstName} ${person.lastName}`), person.avatar)
        : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const userRows = await db.insert(users).values(userValues).returning({ id: users.id, email: users.email });
  const userIds = new Map(userRows.map((row) => [row.email, row.id]));
  const userId = (email: string) => required(userIds, email);

  await db
    .insert(coordinatorProfiles)
    .values(
      COORDINATORS.map((coordinator) => ({ userId: userId(coordinator.email), occupation: coordinator.occupation })),
    );
  await db.insert(participantProfiles).values(
    PARTICIPANTS.map((participant) => ({
      userId: userId(participant.email),
      organizationId: typeof participant.organization === 'string' ? required(orgIds, participant.organization) : null,
      otherOrgName: typeof participant.organization === 'string' ? null : participant.organization.other,
      designation: participant.designation,
      presentAddress: participant.presentAddress,
      permanentAddress: participant.permanentAddress,
      experienceInBank: participant.experienceInBank,
      lastAcademicDegree: participant.lastAcademicDegree,
      dob: participant.dob,
      alternateContactNumber: participant.alternateContact?.mobileNo ?? null,
      alternateContactRelation: participant.alternateContact?.relation ?? null,
    })),
  );

  // Programmes and their coordinators by batch
  const programIds = new Map<string, number>();
  for (const [index, program] of PROGRAMS.entries()) {
    const [row] = await db
      .insert(programs)
      .values({
        shortName: program.shortName,
        name: program.name,
        imageKey: await media('programs', slugOf(program.shortName), program.image),
        // Rich text is stored sanitised, as every writer does (the public reads answer it as stored).
        module: storedRichText(program.module),
        description: storedRichText(program.description),
        sortOrder: index + 1,
      })
      .returning({ id: programs.id });
    if (!row) throw new Error('Demo seed: programme not inserted');
    programIds.set(program.shortName, row.id);
  }
  await db.insert(programCoordinators).values(
    PROGRAMS.flatMap((program) =>
      program.coordinatorsByBatch.flatMap(({ batch, emails }) =>
        emails.map((email) => ({
          programId: required(programIds, program.shortName),
          coordinatorId: userId(email),
          batch,
        })),
      ),
    ),
  );

  // Courses, their coordinators and participants
  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((course) => ({
        programId: required(programIds, course.program),
        name: course.name,
        shortName: course.shortName,
        intakeName: course.intakeName,
        batch: course.batch,
        sessionName: course.sessionName,
        year: course.year,
        status: course.status,
        createdAt: at(course.createdAt),
      })),
    )
    .returning({ id: courses.id, shortName: courses.shortName });
  const courseIds = new Map<CourseRef, number>();
  for (const course of COURSES) {
    const row = courseRows.find((candidate) => candidate.shortName === course.shortName);
    if (!row) throw new Error(`Demo seed: course ${course.shortName} not inserted`);
    courseIds.set(course.ref, row.id);
  }
  const courseId = (ref: CourseRef) => required(courseIds, ref);

  await db
    .insert(courseCoordinators)
    .values(
      COORDINATORS.flatMap((coordinator) =>
        coordinator.courses.map((ref) => ({ courseId: courseId(ref), coordinatorId: userId(coordinator.email) })),
      ),
    );
  const enrolmentValues = PARTICIPANTS.flatMap((participant) =>
    participant.enrolments.map((enrolment) => ({
      courseId: courseId(enrolment.course),
      participantId: userId(participant.email),
      courseRoll: enrolment.roll,
      createdAt: at(enrolment.at),
    })),
  );
  await db.insert(enrolments).values(enrolmentValues);

  // Public site: gallery, director messages, contact messages
  const galleryValues = [];
  for (const [index, image] of GALLERY.entries()) {
    galleryValues.push({
      imageKey: await media('gallery', image.slug, image.image),
      linkUrl: image.linkUrl,
      title: image.title,
      sortOrder: index + 1,
    });
  }
  await db.insert(galleryImages).values(galleryValues);

  const directorValues = [];
  for (const director of DIRECTOR_MESSAGES) {
    directorValues.push({
      id: director.id,
      name: director.name,
      designation: director.designation,
      avatarKey: await media('directors', director.slug, director.avatar),
      message: storedRichText(director.message),
    });
  }
  await db.insert(directorMessages).values(directorValues);

  await db.insert(contactMessages).values(
    CONTACT_MESSAGES.map((message) => ({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      message: message.message,
      ip: '127.0.0.1',
      createdAt: at(message.at),
      readAt: message.read ? new Date(at(message.at).getTime() + 3 * 3_600_000) : null,
    })),
  );

  // Forum
  const editedAt = (createdAt: Date) => new Date(Math.min(createdAt.getTime() + 40 * 60_000, seededAt.getTime()));
  let replyCount = 0;
  for (const post of POSTS) {
    const createdAt = at(post.at);
    const [row] = await db
      .insert(forumPosts)
      .values({
        courseId: courseId(post.course),
        authorId: userId(post.author),
        title: post.title,
        body: post.body,
        isEdited: post.edited ?? false,
        replyCount: post.replies.length,
        createdAt,
        updatedAt: post.edited ? editedAt(createdAt) : createdAt,
      })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error('Demo seed: post not inserted');
    if (post.replies.length === 0) continue;
    await db.insert(forumReplies).values(
      post.replies.map((reply) => {
        const replyAt = at(reply.at);
        return {
          postId: row.id,
          authorId: userId(reply.author),
          body: reply.body,
          isEdited: reply.edited ?? false,
          createdAt: replyAt,
          updatedAt: reply.edited ? editedAt(replyAt) : replyAt,
        };
      }),
    );
    replyCount += post.replies.length;
  }

  // Private files: one stored_files row each, written with putPrivate under its store key
  const storeFile = async (folder: string, file: DemoFile, ownerEmail: string, createdAt: Date) => {
    const asset = await readAsset(file.asset);
    const base = file.originalName.slice(0, file.originalName.lastIndexOf('.'));
    const key = assetKey(folder, slugOf(base), asset);
    if (privateWrites.has(key)) throw new Error(`Demo seed: two files with the key ${key}`);
    privateWrites.set(key, { asset: file.asset, contentType: asset.mimeType });
    const [row] = await db
      .insert(storedFiles)
      .values({
        storeKey: key,
        originalName: file.originalName,
        extension: asset.extension,
        mimeType: asset.mimeType,
        sizeBytes: asset.data.length,
        sha256: createHash('sha256').update(asset.data).digest('hex'),
        ownerId: userId(ownerEmail),
        createdAt,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('Demo seed: file not inserted');
    return row.id;
  };
  // A view counted `count` times ends at `lastAt`; earlier views are placed a few hours apart before it.
  const viewTimes = (count: number, lastAt: Date) => ({
    viewCount: count,
    firstViewedAt: new Date(lastAt.getTime() - (count - 1) * 5 * 3_600_000),
    lastViewedAt: lastAt,
  });

  // Contents, where they were sent, who viewed them
  for (const content of CONTENTS) {
    const createdAt = at(content.at);
    const [row] = await db
      .insert(contents)
      .values({
        ownerId: userId(content.owner),
        courseId: content.course ? courseId(content.course) : null,
        title: content.title,
        fileId: await storeFile('contents', content.file, content.owner, createdAt),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: contents.id });
    if (!row) throw new Error('Demo seed: content not inserted');
    if (content.sentTo.length > 0) {
      await db.insert(contentSends).values(
        content.sentTo.map((send) => ({
          contentId: row.id,
          courseId: courseId(send.course),
          sentById: userId(content.owner),
          sentAt: at(send.at),
        })),
      );
    }
    if (content.views.length > 0) {
      await db.insert(contentViews).values(
        content.views.map((view) => ({
          contentId: row.id,
          courseId: courseId(view.course),
          participantId: userId(view.participant),
          ...viewTimes(view.count, at(view.at)),
        })),
      );
    }
  }

  // Assignments, their views and submissions
  let submissionCount = 0;
  for (const assignment of ASSIGNMENTS) {
    const createdAt = at(assignment.at);
    const [row] = await db
      .insert(assignments)
      .values({
        courseId: courseId(assignment.course),
        createdById: userId(assignment.createdBy),
        title: assignment.title,
        lastSubmitDate: clock.day(assignment.lastSubmitDate),
        fileId: await storeFile('assignments', assignment.file, assignment.createdBy, createdAt),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: assignments.id });
    if (!row) throw new Error('Demo seed: assignment not inserted');
    if (assignment.views.length > 0) {
      await db.insert(assignmentViews).values(
        assignment.views.map((view) => ({
          assignmentId: row.id,
          participantId: userId(view.participant),
          ...viewTimes(view.count, at(view.at)),
        })),
      );
    }
    for (const submission of assignment.submissions) {
      const submittedAt = at(submission.at);
      const fileId = await storeFile('submissions', submission.file, submission.participant, submittedAt);
      const [kept] = await db
        .insert(assignmentSubmissions)
        .values({ assignmentId: row.id, participantId: userId(submission.participant), fileId, submittedAt })
        .returning({ id: assignmentSubmissions.id });
      if (!kept) throw new Error('Demo seed: submission not inserted');
      await db.insert(assignmentSubmissionVersions).values({ submissionId: kept.id, fileId, submittedAt });
      submissionCount += 1;
    }
  }

  // Evaluations and results
  await insertDemoResults(db, { courseId, userId, at });
  // Certificates: course C's passers, issued the day after its final release; participant6's revoked since
  const certificateKeys = await insertDemoCertificates(db, {
    courseId: courseId('C'),
    issuer: { id: userId('coordinator@demo.test'), email: 'coordinator@demo.test', userType: USER_TYPE.coordinator },
    revokedBy: { id: userId('admin@demo.test'), email: 'admin@demo.test' },
    revokedHolderId: userId(DEMO_REVOCATION.holder),
    issuedAt: at({ at: '2025-06-26T06:00:00Z' }),
    timeZone,
    publicUrl,
    putPrivate: (key, data, contentType) => store.putPrivate(key, data, contentType),
  });
  await seedDemoNotifications(db, seededAt);

  for (const [key, write] of mediaWrites) {
    await store.putMedia(key, (await readAsset(write.asset)).data, write.contentType);
  }
  for (const [key, write] of privateWrites) {
    await store.putPrivate(key, (await readAsset(write.asset)).data, write.contentType);
  }

  const course = (ref: CourseRef) => ({
    id: courseId(ref),
    shortName: COURSES.find((candidate) => candidate.ref === ref)?.shortName ?? '',
  });
  return {
    seeded: true,
    accounts: DEMO_ACCOUNTS,
    courses: { A: course('A'), B: course('B'), C: course('C') },
    counts: {
      users: userRows.length,
      organizations: orgRows.length,
      programs: PROGRAMS.length,
      courses: COURSES.length,
      enrolments: enrolmentValues.length,
      galleryImages: GALLERY.length,
      posts: POSTS.length,
      replies: replyCount,
      contents: CONTENTS.length,
      assignments: ASSIGNMENTS.length,
      submissions: submissionCount,
    },
    mediaKeys: [...mediaWrites.keys()],
    privateKeys: [...privateWrites.keys(), ...certificateKeys],
  };
}
