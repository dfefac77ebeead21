// Rows of a test's own: people, courses, enrolments and coordinators, each person with a session. Tests build
// their world from these, so that counts and lists they check hold whatever the demo data or other cases add.
import { USER_TYPE } from '@portal/contract';
import { createSession } from '#server/core/auth/sessions.ts';
import { newToken } from '#server/core/auth/tokens.ts';
import type { Db } from '#server/core/db/client.ts';
import {
  assignmentSubmissions,
  assignments,
  contentSends,
  contents,
  contentViews,
  courseCoordinators,
  courses,
  enrolments,
  participantProfiles,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';

export interface Person {
  id: number;
  email: string;
  name: string;
  /** The Authorization header of a fresh session. */
  headers: { authorization: string };
}

const unique = () =>
  newToken()
    .slice(0, 10)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');

/** Sessions never use the password: tests sign in by a session made in the database. */
const NO_PASSWORD = 'not-a-password-hash';

export async function makePerson(
  db: Db,
  role: 'participant' | 'coordinator' | 'admin',
  name: { first?: string; last?: string; mobileNo?: string } = {},
): Promise<Person> {
  const email = `${role}-${unique()}@factory.test`;
  const firstName = name.first ?? (role === 'participant' ? 'Pat' : role === 'coordinator' ? 'Cora' : 'Ada');
  const lastName = name.last ?? unique();
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: NO_PASSWORD,
      userType: USER_TYPE[role],
      firstName,
      lastName,
      mobileNo: name.mobileNo ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('person not inserted');
  // An admin's session has passed the second sign-in step (decision 013): tests of the console start there.
  const { token } = await createSession(db, row.id, { twoStepVerified: role === 'admin' });
  return { id: row.id, email, name: `${firstName} ${lastName}`, headers: { authorization: `Bearer ${token}` } };
}

export interface CourseSetup {
  name?: string;
  shortName?: string;
  status?: 0 | 1;
  year?: number;
  batch?: number | null;
  intakeName?: string | null;
  sessionName?: string | null;
  participants?: Person[];
  /** Course-wise ids of the participants, in their order (default 001, 002, …). */
  rolls?: string[];
  coordinators?: Person[];
}

/** A course with its participants enrolled (rolls 001, 002, …) and its coordinators. */
export async function makeCourse(
  db: Db,
  setup: CourseSetup = {},
): Promise<{ id: number; name: string; shortName: string }> {
  const code = unique();
  const name = setup.name ?? `Course ${code}`;
  const shortName = setup.shortName ?? `C-${code}`;
  const [row] = await db
    .insert(courses)
    .values({
      name,
      shortName,
      year: setup.year ?? 2026,
      status: setup.status ?? 1,
      batch: setup.batch ?? null,
      intakeName: setup.intakeName ?? null,
      sessionName: setup.sessionName ?? null,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  const participants = setup.participants ?? [];
  if (participants.length) {
    await db.insert(enrolments).values(
      participants.map((person, index) => ({
        courseId: row.id,
        participantId: person.id,
        courseRoll: setup.rolls?.[index] ?? String(index + 1).padStart(3, '0'),
      })),
    );
  }
  const coordinators = setup.coordinators ?? [];
  if (coordinators.length) {
    await db
      .insert(courseCoordinators)
      .values(coordinators.map((person) => ({ courseId: row.id, coordinatorId: person.id })));
  }
  return { id: row.id, name, shortName };
}

/** A participant's profile row: organisation (of the list, or typed for "others") and designation. */
export async function makeParticipantProfile(
  db: Db,
  person: Person,
  profile: { organizationId?: number | null; otherOrgName?: string | null; designation?: string },
): Promise<void> {
  await db.insert(participantProfiles).values({
    userId: person.id,
    organizationId: profile.organizationId ?? null,
    otherOrgName: profile.otherOrgName ?? null,
    designation: profile.designation ?? '',
  });
}

/** A stored_files row (no file in the store: enough for lists and counts). */
async function makeStoredFile(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      storeKey: `factory/${unique()}.pdf`,
      originalName: 'factory.pdf',
      extension: 'pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1,
      ownerId,
    })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('file not inserted');
  return row.id;
}

/** An assignment of a course; `lastSubmitDate` is yyyy-MM-dd (default far in the future). */
export async function makeAssignment(
  db: Db,
  setup: { courseId: number; createdBy: Person; lastSubmitDate?: string; title?: string },
): Promise<number> {
  const [row] = await db
    .insert(assignments)
    .values({
      courseId: setup.courseId,
      createdById: setup.createdBy.id,
      title: setup.title ?? `Assignment ${unique()}`,
      lastSubmitDate: setup.lastSubmitDate ?? '2999-12-31',
      fileId: await makeStoredFile(db, setup.createdBy.id),
    })
    .returning({ id: assignments.id });
  if (!row) throw new Error('assignment not inserted');
  return row.id;
}

export async function makeSubmission(db: Db, assignmentId: number, participant: Person): Promise<void> {
  await db.insert(assignmentSubmissions).values({
    assignmentId,
    participantId: participant.id,
    fileId: await makeStoredFile(db, participant.id),
    submittedAt: new Date(),
  });
}

/** A content owned by a coordinator, categorised in a course or not, sent to the courses of `sentTo`. */
export async function makeContent(
  db: Db,
  setup: { owner: Person; courseId?: number | null; sentTo?: number[]; sentBy?: Person },
): Promise<number> {
  const [row] = await db
    .insert(contents)
    .values({
      ownerId: setup.owner.id,
      courseId: setup.courseId ?? null,
      title: `Content ${unique()}`,
      fileId: await makeStoredFile(db, setup.owner.id),
    })
    .returning({ id: contents.id });
  if (!row) throw new Error('content not inserted');
  const sentTo = setup.sentTo ?? [];
  if (sentTo.length) {
    await db
      .insert(contentSends)
      .values(sentTo.map((courseId) => ({ contentId: row.id, courseId, sentById: (setup.sentBy ?? setup.owner).id })));
  }
  return row.id;
}

/** A participant's views of a content that reached them through a course. */
export async function viewContent(
  db: Db,
  view: { contentId: number; courseId: number; participant: Person; count?: number },
): Promise<void> {
  await db.insert(contentViews).values({
    contentId: view.contentId,
    courseId: view.courseId,
    participantId: view.participant.id,
    viewCount: view.count ?? 1,
  });
}
