// The world of the authorization matrix (docs/security.md, Access control): the demo identities, a test-only
// co-coordinator of course A, and for each of courses A and B one object of every kind, each text carrying a canary
// string (`CANARY-A-<random>`…) that must never reach an identity that may not see it. Objects that a row deletes or
// changes for real are made for that row alone (names ending in `.del`, `.edit`, …), so rows stay independent.
import { randomBytes } from 'node:crypto';
import { USER_TYPE } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { createSession } from '#server/core/auth/sessions.ts';
import type { Db } from '#server/core/db/client.ts';
import {
  assignmentSubmissions,
  assignmentSubmissionVersions,
  assignments,
  certificates,
  contentSends,
  contents,
  courseCoordinators,
  courses,
  enrolments,
  evaluationComponents,
  evaluationRules,
  finalResults,
  forumPosts,
  forumReplies,
  galleryImages,
  invitations,
  markImports,
  marks,
  organizations,
  programCoordinators,
  programs,
  resultReleases,
  storedFiles,
  users,
} from '#server/core/db/schema/index.ts';
import { signedFileUrl } from '#server/core/files/signed-links.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { tinyPdf } from '#server/testing/multipart.ts';
import { DEMO_IDENTITIES, userIdOf } from './identities.ts';

/** The columns of the matrix. `DEAD` stands for the four dead tokens, each sent. */
export const IDENTITIES = ['ANON', 'P1', 'P3', 'P2', 'C1', 'C1b', 'C2', 'ADM', 'DEAD'] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Canary classes: `A`/`B` what every member of the course may see (posts, replies, contents, assignments);
 * `AU`/`BU` what only the course's coordinators (and the admin) see: another participant's e-mail, mobile and
 * submission, a co-coordinator's mobile; `P1S` P1's own submission (P1 and A's coordinators).
 */
export const CANARY_CLASSES = ['A', 'AU', 'P1S', 'B', 'BU'] as const;
export type CanaryClass = (typeof CANARY_CLASSES)[number];

export const MAY_SEE: Record<Identity, readonly CanaryClass[]> = {
  ANON: [],
  DEAD: [],
  P1: ['A', 'P1S'],
  P3: ['A'],
  P2: ['B'],
  C1: ['A', 'AU', 'P1S'],
  C1b: ['A', 'AU', 'P1S'],
  C2: ['B', 'BU'],
  ADM: CANARY_CLASSES,
};

export interface MatrixWorld {
  /** Fixture name → id (or token), as the rows name them. */
  ids: Record<string, string>;
  /** Canary class → its string (lower case compared: e-mails are stored in lower case). */
  canaries: Record<CanaryClass, string>;
  /** Identity → Authorization header (none for ANON and DEAD). */
  headers: Partial<Record<Identity, string>>;
  /** A fresh session of an identity (rows that end their session: logout). */
  freshHeader(identity: Identity): Promise<string>;
  /** The release gate's canaries: what no participant may see anywhere (release-gate.test.ts). */
  gate: ReleaseGateCanaries;
}

/** Unreleased results of the world: none of them may reach a participant, on any route or in any mail. */
export interface ReleaseGateCanaries {
  /** Unreleased marks as a JSON number would show them (`77.77`). */
  marks: string[];
  /** Feedback texts of unreleased marks. */
  feedback: string[];
  /** Totals fixed by a final release not in effect yet. */
  totals: string[];
  /** Courses whose final result is not released: no answer may give them a total or a status but Pending. */
  unreleasedCourses: number[];
  /** P1's released mark in course A: P1's alone (P3, in the same course, must not see it either). */
  releasedOfP1: string;
}

const hex = () => randomBytes(6).toString('hex');

export async function seedMatrixWorld(db: Db, store: FileStore, filesSecret: string): Promise<MatrixWorld> {
  const canaries = Object.fromEntries(CANARY_CLASSES.map((name) => [name, `CANARY-${name}-${hex()}`])) as Record<
    CanaryClass,
    string
  >;
  const ids: Record<string, string> = {};
  const uid: Record<string, number> = {};
  for (const [name, email] of Object.entries(DEMO_IDENTITIES)) uid[name] = await userIdOf(db, email);

  const courseId = async (shortName: string) => {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.shortName, shortName));
    if (!row) throw new Error(`no demo course ${shortName}`);
    return row.id;
  };
  const course = { A: await courseId('CEAML-2026'), B: await courseId('CCP-2026') };
  ids.A = String(course.A);
  ids.B = String(course.B);
  ids.C = String(await courseId('CEAML-2025'));
  // Certificates: P1's of course C (the demo data issues it, with its PDF).
  const [certificate] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.courseId, Number(ids.C)), eq(certificates.participantId, uid.P1 ?? 0)));
  ids['C.certificate'] = String(certificate?.id);

  const insertUser = async (userType: number, email: string, mobileNo: string, first: string) => {
    const [row] = await db
      .insert(users)
      .values({ email, passwordHash: 'not-a-password-hash', userType, firstName: first, lastName: 'Matrix', mobileNo })
      .returning({ id: users.id });
    if (!row) throw new Error('user not inserted');
    return row.id;
  };
  // C1b: a co-coordinator of A only; its mobile is for A's coordinators (and itself) alone.
  uid.C1b = await insertUser(USER_TYPE.coordinator, `c1b-${hex()}@suite.test`, `${canaries.AU} c1b`, 'Cobi');
  await db.insert(courseCoordinators).values({ courseId: course.A, coordinatorId: uid.C1b });
  ids.C1b = String(uid.C1b);
  for (const name of ['P1', 'P2', 'P3', 'C1', 'C2', 'ADM']) ids[name] = String(uid[name]);

  const file = async (ownerId: number, canary: string, what: string) => {
    const key = `matrix/${hex()}.pdf`;
    await store.put(key, tinyPdf(`${canary} ${what}`), 'application/pdf');
    const [row] = await db
      .insert(storedFiles)
      .values({
        storeKey: key,
        originalName: `${canary} ${what}.pdf`,
        extension: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1,
        ownerId,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('file not inserted');
    return row.id;
  };
  const post = async (courseIdOf: number, authorId: number, canary: string, what: string) => {
    const [row] = await db
      .insert(forumPosts)
      .values({ courseId: courseIdOf, authorId, title: `${canary} ${what} title`, body: `${canary} ${what} body` })
      .returning({ id: forumPosts.id });
    if (!row) throw new Error('post not inserted');
    return row.id;
  };
  const reply = async (postId: number, authorId: number, canary: string, what: string) => {
    const [row] = await db
      .insert(forumReplies)
      .values({ postId, authorId, body: `${canary} ${what}` })
      .returning({ id: forumReplies.id });
    if (!row) throw new Error('reply not inserted');
    await db
      .update(forumPosts)
      .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
      .where(eq(forumPosts.id, postId));
    return row.id;
  };
  const content = async (ownerId: number, category: number | null, sentTo: number[], canary: string, what: string) => {
    const [row] = await db
      .insert(contents)
      .values({ ownerId, courseId: category, title: `${canary} ${what}`, fileId: await file(ownerId, canary, what) })
      .returning({ id: contents.id });
    if (!row) throw new Error('content not inserted');
    for (const target of sentTo)
      await db.insert(contentSends).values({ contentId: row.id, courseId: target, sentById: ownerId });
    return row.id;
  };
  const assignment = async (courseIdOf: number, createdById: number, canary: string, what: string) => {
    const [row] = await db
      .insert(assignments)
      .values({
        courseId: courseIdOf,
        createdById,
        title: `${canary} ${what}`,
        lastSubmitDate: '2999-12-31',
        fileId: await file(createdById, canary, what),
      })
      .returning({ id: assignments.id });
    if (!row) throw new Error('assignment not inserted');
    return row.id;
  };
  const submission = async (assignmentId: number, participantId: number, canary: string, what: string) => {
    const fileId = await file(participantId, canary, what);
    const submittedAt = new Date();
    const [row] = await db
      .insert(assignmentSubmissions)
      .values({ assignmentId, participantId, fileId, submittedAt })
      .returning({ id: assignmentSubmissions.id });
    if (!row) throw new Error('submission not inserted');
    const [version] = await db
      .insert(assignmentSubmissionVersions)
      .values({ submissionId: row.id, fileId, submittedAt })
      .returning({ id: assignmentSubmissionVersions.id });
    if (!version) throw new Error('version not inserted');
    return { id: row.id, versionId: version.id, fileId };
  };

  for (const X of ['A', 'B'] as const) {
    const here = course[X];
    const canary = canaries[X];
    const privateCanary = canaries[X === 'A' ? 'AU' : 'BU'];
    const participant = X === 'A' ? uid.P1 : uid.P2;
    const coordinator = X === 'A' ? uid.C1 : uid.C2;
    const pName = X === 'A' ? 'P1' : 'P2';
    const cName = X === 'A' ? 'C1' : 'C2';
    if (participant === undefined || coordinator === undefined) throw new Error('demo identities missing');
    // Another participant of the course: e-mail and mobile only its coordinators see.
    const other = await insertUser(
      USER_TYPE.participant,
      `${privateCanary.toLowerCase()}-${hex()}@suite.test`,
      `${privateCanary} mobile`,
      'Otto',
    );
    await db.insert(enrolments).values({ courseId: here, participantId: other, courseRoll: `m${hex()}` });
    ids[`${X}.other`] = String(other);

    for (const suffix of ['', '.edit', '.del']) {
      ids[`${X}.post.by${pName}${suffix}`] = String(await post(here, participant, canary, `post by ${pName}`));
      ids[`${X}.post.by${cName}${suffix}`] = String(await post(here, coordinator, canary, `post by ${cName}`));
    }
    ids[`${X}.reply.by${pName}`] = String(
      await reply(Number(ids[`${X}.post.by${cName}`]), participant, canary, `reply by ${pName}`),
    );
    ids[`${X}.reply.by${cName}`] = String(
      await reply(Number(ids[`${X}.post.by${pName}`]), coordinator, canary, `reply by ${cName}`),
    );
    ids[`${X}.reply.by${pName}.edit`] = String(
      await reply(Number(ids[`${X}.post.by${cName}`]), participant, canary, `reply by ${pName}`),
    );
    ids[`${X}.reply.by${cName}.edit`] = String(
      await reply(Number(ids[`${X}.post.by${pName}`]), coordinator, canary, `reply by ${cName}`),
    );
    for (const suffix of ['', '.edit', '.del', '.remind']) {
      ids[`${X}.content${suffix}`] = String(await content(coordinator, here, [here], canary, `content${suffix}`));
    }
    ids[`${X}.content.uncat`] = String(await content(coordinator, null, [], canary, 'uncategorised content'));
    for (const suffix of ['', '.edit', '.del']) {
      ids[`${X}.asg${suffix}`] = String(await assignment(here, coordinator, canary, `assignment${suffix}`));
    }
    const mine = await submission(Number(ids[`${X}.asg`]), participant, canaries[X === 'A' ? 'P1S' : 'B'], 'mine');
    ids[`${X}.submit`] = String(mine.id);
    ids[`${X}.version`] = String(mine.versionId);
    ids[`${X}.file`] = signedFileUrl(filesSecret, mine.fileId).replace(/^\/files\//, '');
    const theirs = await submission(Number(ids[`${X}.asg`]), other, privateCanary, 'submission of another');
    ids[`${X}.submit.other`] = String(theirs.id);

    // Marks imports (the Upload screen): a component, and an import committed 2 days ago (past its undo window, so
    // the undo row is refused after the scope check and changes nothing).
    const [marksComponent] = await db
      .insert(evaluationComponents)
      .values({ courseId: here, name: `${canary} upload component`, maxMarks: '50.00', weight: '20.00' })
      .returning({ id: evaluationComponents.id });
    if (!marksComponent) throw new Error('component not inserted');
    const [oldImport] = await db
      .insert(markImports)
      .values({
        componentId: marksComponent.id,
        fileId: await file(coordinator, privateCanary, 'marks import'),
        sha256: '0'.repeat(64),
        templateRevision: 0,
        preview: { counts: { changed: 0, unchanged: 0, blank: 0, refused: 0 }, rows: [] },
        importedById: coordinator,
        importedAt: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning({ id: markImports.id });
    ids[`${X}.marksComponent`] = String(marksComponent.id);
    ids[`${X}.marksImport`] = String(oldImport?.id);
  }

  // Evaluation rules and releases (issue 38, part A): per course, rules (shared with the other evaluations blocks:
  // the first block to write them wins), `X.comp` a Draft component with a mark of its participant (so it cannot be
  // removed), and `X.comp.released` a component released now. Their names carry the course's canary.
  for (const X of ['A', 'B'] as const) {
    const here = course[X];
    const participant = X === 'A' ? uid.P1 : uid.P2;
    const coordinator = X === 'A' ? uid.C1 : uid.C2;
    if (participant === undefined || coordinator === undefined) throw new Error('demo identities missing');
    await db.insert(evaluationRules).values({ courseId: here, passMark: '50.00' }).onConflictDoNothing();
    const made = await db
      .insert(evaluationComponents)
      .values([
        { courseId: here, name: `${canaries[X]} evaluation`, maxMarks: '100.00', weight: '10.00', position: 90 },
        {
          courseId: here,
          name: `${canaries[X]} released evaluation`,
          maxMarks: '100.00',
          weight: '10.00',
          position: 91,
        },
      ])
      .returning({ id: evaluationComponents.id });
    const [draft, released] = made;
    if (!draft || !released) throw new Error('components not inserted');
    await db.insert(marks).values({ componentId: draft.id, participantId: participant, marks: '50.00' });
    await db
      .insert(resultReleases)
      .values({ courseId: here, componentId: released.id, effectiveAt: new Date(), releasedById: coordinator });
    ids[`${X}.comp`] = String(draft.id);
    ids[`${X}.comp.released`] = String(released.id);
  }

  // Report List (issue 38): each course's rules and a component named with the course's canary, with unreleased
  // marks of its participant and of the other one (`X.report.component`).
  for (const X of ['A', 'B'] as const) {
    await db.insert(evaluationRules).values({ courseId: course[X], passMark: '50' }).onConflictDoNothing();
    const [row] = await db
      .insert(evaluationComponents)
      .values({ courseId: course[X], name: `${canaries[X]} report component`, maxMarks: '100', weight: '100' })
      .returning({ id: evaluationComponents.id });
    if (!row) throw new Error('component not inserted');
    ids[`${X}.report.component`] = String(row.id);
    const markedIds = [X === 'A' ? uid.P1 : uid.P2, Number(ids[`${X}.other`])];
    await db.insert(marks).values(
      markedIds.map((participantId, index) => ({
        componentId: row.id,
        participantId: participantId ?? 0,
        marks: index === 0 ? '61.50' : null,
        isAbsent: index !== 0,
      })),
    );
  }

  // Marks typed on screen and beside submissions: a component of each course tied to its assignment, with a mark of
  // its participant whose feedback only the course's coordinators may see (the mark is not released).
  for (const X of ['A', 'B'] as const) {
    const participant = X === 'A' ? uid.P1 : uid.P2;
    const [component] = await db
      .insert(evaluationComponents)
      .values({
        courseId: course[X],
        name: `Matrix tied component ${X}`,
        maxMarks: '10.00',
        weight: '80.00',
        assignmentId: Number(ids[`${X}.asg`]),
      })
      .returning({ id: evaluationComponents.id });
    if (!component || participant === undefined) throw new Error('component not inserted');
    await db.insert(marks).values({
      componentId: component.id,
      participantId: participant,
      marks: '7.50',
      feedback: `${canaries[X === 'A' ? 'AU' : 'BU']} feedback`,
    });
    ids[`${X}.comp.tied`] = String(component.id);
  }

  // Admin console targets that a row changes or removes for real.
  const [program] = await db
    .insert(programs)
    .values({ shortName: `MX${hex()}`, name: 'Matrix Programme', imageKey: null, sortOrder: 90 })
    .returning({ id: programs.id });
  const [programToDelete] = await db
    .insert(programs)
    .values({ shortName: `MD${hex()}`, name: 'Matrix Programme to delete', sortOrder: 91 })
    .returning({ id: programs.id });
  const [programCoordinator] = await db
    .insert(programCoordinators)
    .values({ programId: program?.id ?? 0, coordinatorId: uid.C1b, batch: 'Batch 1' })
    .returning({ id: programCoordinators.id });
  const gallery = await db
    .insert(galleryImages)
    .values([
      { imageKey: 'matrix/gallery-1.png', title: 'Matrix banner', sortOrder: 90 },
      { imageKey: 'matrix/gallery-2.png', title: 'Matrix banner to delete', sortOrder: 91 },
    ])
    .returning({ id: galleryImages.id });
  const orgRows = await db
    .insert(organizations)
    .values([{ name: `Matrix Bank ${hex()}` }, { name: `Matrix Bank to delete ${hex()}` }])
    .returning({ id: organizations.id });
  const [emptyCourse] = await db
    .insert(courses)
    .values({ name: 'Matrix course', shortName: `MC-${hex()}`, year: 2026, status: 1 })
    .returning({ id: courses.id });
  const extraCoordinator = await insertUser(
    USER_TYPE.coordinator,
    `mx-coord-${hex()}@suite.test`,
    '01700000000',
    'Mira',
  );
  const extraParticipant = await insertUser(
    USER_TYPE.participant,
    `mx-part-${hex()}@suite.test`,
    '01700000001',
    'Milo',
  );
  const [enrolment] = await db
    .insert(enrolments)
    .values({ courseId: emptyCourse?.id ?? 0, participantId: extraParticipant, courseRoll: '001' })
    .returning({ id: enrolments.id });
  await db.insert(courseCoordinators).values({ courseId: emptyCourse?.id ?? 0, coordinatorId: extraCoordinator });
  const invitation = () => ({
    tokenHash: `matrix-${hex()}`,
    email: `invitee-${hex()}@suite.test`,
    name: 'Matrix Invitee',
    courseId: course.B,
    registerType: 1,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const invitationRows = await db
    .insert(invitations)
    .values([invitation(), invitation()])
    .returning({ id: invitations.id });
  const [courseToDelete] = await db
    .insert(courses)
    .values({ name: 'Matrix course to delete', shortName: `MCD-${hex()}`, year: 2026, status: 1 })
    .returning({ id: courses.id });
  Object.assign(ids, {
    'adm.program': String(program?.id),
    'adm.program.del': String(programToDelete?.id),
    'adm.programCoordinator': String(programCoordinator?.id),
    'adm.gallery': String(gallery?.[0]?.id),
    'adm.gallery.del': String(gallery?.[1]?.id),
    'adm.org': String(orgRows[0]?.id),
    'adm.org.del': String(orgRows[1]?.id),
    'adm.course': String(emptyCourse?.id),
    'adm.course.del': String(courseToDelete?.id),
    'adm.coordinator': String(extraCoordinator),
    'adm.participant': String(extraParticipant),
    'adm.enrolment': String(enrolment?.id),
    'adm.invitation': String(invitationRows[0]?.id),
    'adm.invitation.revoke': String(invitationRows[1]?.id),
  });

  const gate = await seedReleaseGate(db, { course, uid, ids, canaries });

  const headers: Partial<Record<Identity, string>> = {};
  const freshHeader = async (identity: Identity) => {
    const id = uid[identity];
    if (id === undefined) throw new Error(`${identity} has no session`);
    // ADM is an admin who has passed the second sign-in step (decision 013).
    return `Bearer ${(await createSession(db, id, { twoStepVerified: identity === 'ADM' })).token}`;
  };
  for (const identity of ['P1', 'P3', 'P2', 'C1', 'C1b', 'C2', 'ADM'] as const)
    headers[identity] = await freshHeader(identity);
  return { ids, canaries, headers, freshHeader, gate };
}

// ---------------------------------------------------------------- results: the release gate (issue 38, part E)
// Course A: a released component (P1's mark with feedback P1 may see), a Draft component and one whose release is
// scheduled for tomorrow, both with canary marks and feedback. Course B: a Draft component with canary marks. A course
// of its own (`R`, with P2 and P3) has a final release scheduled for tomorrow with fixed results: a canary total and
// statuses. A and B get no final release, so other rows may still write their marks.
async function seedReleaseGate(
  db: Db,
  world: {
    course: { A: number; B: number };
    uid: Record<string, number>;
    ids: Record<string, string>;
    canaries: Record<CanaryClass, string>;
  },
): Promise<ReleaseGateCanaries> {
  const { course, uid, ids, canaries } = world;
  const person = (name: string) => {
    const id = uid[name];
    if (id === undefined) throw new Error(`no ${name}`);
    return id;
  };
  const tomorrow = new Date(Math.ceil((Date.now() + 86_400_000) / 900_000) * 900_000);
  const gate: ReleaseGateCanaries = {
    marks: ['77.77', '76.67', '75.57', '66.66'],
    feedback: [`canary-unreleased-${hex()}`, `canary-unreleased-${hex()}`, `canary-scheduled-${hex()}`],
    totals: ['55.55', '54.44'],
    unreleasedCourses: [],
    releasedOfP1: '64.25',
  };
  const [F0, F1, F2] = gate.feedback as [string, string, string];
  const [M0, M1, M2, M3] = gate.marks.map(Number) as [number, number, number, number];
  const [T0, T1] = gate.totals as [string, string];

  const component = async (courseIdOf: number, name: string, position: number) => {
    const [row] = await db
      .insert(evaluationComponents)
      .values({ courseId: courseIdOf, name: `${name} ${hex()}`, maxMarks: '100.00', weight: '10.00', position })
      .returning({ id: evaluationComponents.id });
    if (!row) throw new Error('component not inserted');
    return row.id;
  };
  const release = async (courseIdOf: number, componentId: number | null, effectiveAt: Date) => {
    const [row] = await db
      .insert(resultReleases)
      .values({ courseId: courseIdOf, componentId, effectiveAt })
      .returning({ id: resultReleases.id });
    if (!row) throw new Error('release not inserted');
    return row.id;
  };
  const mark = (componentId: number, participantId: number, value: number, feedback: string | null = null) => ({
    componentId,
    participantId,
    marks: value.toFixed(2),
    feedback,
  });

  // Course A (its rules may already exist: the demo data gives A components of its own).
  await db.insert(evaluationRules).values({ courseId: course.A, passMark: '50.00' }).onConflictDoNothing();
  // Component names are rules, which every member of the course may see: class A (or B) canaries.
  const released = await component(course.A, `${canaries.A} released`, 90);
  const draft = await component(course.A, `${canaries.A} draft`, 91);
  const scheduled = await component(course.A, `${canaries.A} scheduled`, 92);
  await release(course.A, released, new Date(Date.now() - 60_000));
  await release(course.A, scheduled, tomorrow);
  await db
    .insert(marks)
    .values([
      mark(released, person('P1'), Number(gate.releasedOfP1), 'released feedback of P1'),
      mark(draft, person('P1'), M0, F0),
      mark(draft, person('P3'), M1),
      mark(scheduled, person('P1'), M3, F2),
      mark(scheduled, person('P3'), M3),
    ]);
  // Course B: a Draft component.
  await db.insert(evaluationRules).values({ courseId: course.B, passMark: '50.00' }).onConflictDoNothing();
  const draftB = await component(course.B, `${canaries.B} draft`, 91);
  await db.insert(marks).values([mark(draftB, person('P2'), M2, F1)]);
  // Course R: every result fixed by a final release that comes into effect tomorrow.
  const [resultsCourse] = await db
    .insert(courses)
    .values({ name: 'Matrix results course', shortName: `MR-${hex()}`, year: 2026, status: 1 })
    .returning({ id: courses.id });
  if (!resultsCourse) throw new Error('course not inserted');
  const R = resultsCourse.id;
  await db.insert(enrolments).values([
    { courseId: R, participantId: person('P2'), courseRoll: `r${hex()}` },
    { courseId: R, participantId: person('P3'), courseRoll: `r${hex()}` },
  ]);
  await db.insert(evaluationRules).values({ courseId: R, passMark: '60.00' });
  const only = await component(R, 'Matrix only component', 1);
  await db.update(evaluationComponents).set({ weight: '100.00' }).where(eq(evaluationComponents.id, only));
  await db.insert(marks).values([mark(only, person('P2'), Number(T0)), mark(only, person('P3'), Number(T1))]);
  await release(R, only, tomorrow);
  const finalRelease = await release(R, null, tomorrow);
  await db.insert(finalResults).values([
    { releaseId: finalRelease, courseId: R, participantId: person('P2'), total: T0, status: 'Fail' },
    { releaseId: finalRelease, courseId: R, participantId: person('P3'), total: T1, status: 'Fail' },
  ]);
  gate.unreleasedCourses.push(course.A, course.B, R);
  Object.assign(ids, {
    'A.comp.released': String(released),
    'A.comp.draft': String(draft),
    'A.comp.scheduled': String(scheduled),
    'B.comp.draft': String(draftB),
    'R.course': String(R),
  });
  return gate;
}
