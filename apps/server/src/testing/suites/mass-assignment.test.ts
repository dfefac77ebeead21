// No mass assignment (docs/security.md AC4): ids, owner ids, `is_edited` and times sent in the body of a write are
// ignored or refused — the rows read back afterwards hold the server's own values (the caller as author or owner, the
// course of the path, the server's time, `is_edited` as the write sets it), and nobody else's row changes. Each write
// sends every such field at once, with the values an attacker would choose.
import {
  coordinatorContents,
  coordinatorForum,
  participantAssignments,
  participantForum,
  profileEndpoints,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assignmentSubmissions,
  contents,
  coordinatorProfiles,
  forumPosts,
  forumReplies,
  users,
} from '#server/core/db/schema/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeAssignment, makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile, multipart, tinyPdf } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

// No job workers: a job of an earlier request must not write between two fingerprints.
const t = await buildTestApp({ seed: false, workers: false });
afterAll(() => t.close());
const { call, sendForm } = requester(() => t.app);

const LONG_AGO = '2001-01-01T00:00:00.000Z';
const path = (template: string, params: Record<string, number>) =>
  Object.entries(params).reduce((url, [name, value]) => url.replace(`:${name}`, String(value)), template);

const [alice, bob, carol] = await Promise.all([
  makePerson(t.db, 'participant'),
  makePerson(t.db, 'participant'),
  makePerson(t.db, 'participant'),
]);
const [coord, otherCoord] = await Promise.all([makePerson(t.db, 'coordinator'), makePerson(t.db, 'coordinator')]);
await t.db.insert(coordinatorProfiles).values([
  { userId: coord.id, occupation: 'Lecturer' },
  { userId: otherCoord.id, occupation: 'Professor' },
]);
const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord] });
const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [otherCoord] });

/** Every field a write must not take from its body, aimed at someone else's rows. */
const forged = (victim: Person) => ({
  id: 987_654,
  user_id: victim.id,
  author_id: victim.id,
  owner_id: victim.id,
  coordinator_id: victim.id,
  participant_id: victim.id,
  created_by_id: victim.id,
  course_id: courseB.id,
  post_id: 987_654,
  is_edited: true,
  user_type: 0,
  is_active: false,
  created_at: LONG_AGO,
  updated_at: LONG_AGO,
});

/** Made by the server just now, not in 2001. */
const expectFresh = (at: Date) => expect(at.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

describe('forum writes ignore ids, owners, is_edited and times in the body', () => {
  it.each([
    ['a participant', alice, participantForum],
    ['a coordinator', coord, coordinatorForum],
  ] as const)('%s: create and edit a post, reply and edit the reply', async (_who, author, forum) => {
    const created = await call(author, 'POST', path(forum.createPost.path, { courseId: courseA.id }), {
      ...forged(bob),
      post_title: 'Forged post',
      post_body: 'Its body',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const postId = created.body.id as number;
    expect(postId).not.toBe(987_654);
    const [post] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post).toMatchObject({ authorId: author.id, courseId: courseA.id, isEdited: false, title: 'Forged post' });
    expectFresh(post?.createdAt ?? new Date(0));

    const edited = await call(author, 'PATCH', path(forum.editPost.path, { postId }), {
      ...forged(bob),
      is_edited: false,
      post_title: 'Edited post',
      post_body: 'Edited body',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [afterEdit] = await t.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(afterEdit).toMatchObject({
      authorId: author.id,
      courseId: courseA.id,
      isEdited: true,
      title: 'Edited post',
    });
    expect(afterEdit?.createdAt).toEqual(post?.createdAt);

    const replied = await call(author, 'POST', path(forum.reply.path, { postId }), {
      ...forged(bob),
      reply_body: 'Forged reply',
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    const replyId = replied.body.id as number;
    const [reply] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, replyId));
    expect(reply).toMatchObject({ authorId: author.id, postId, isEdited: false, body: 'Forged reply' });
    expectFresh(reply?.createdAt ?? new Date(0));

    const replyEdited = await call(author, 'PATCH', path(forum.editReply.path, { replyId }), {
      ...forged(bob),
      is_edited: false,
      reply_body: 'Edited reply',
    });
    expect(replyEdited.status, JSON.stringify(replyEdited.body)).toBe(200);
    const [afterReplyEdit] = await t.db.select().from(forumReplies).where(eq(forumReplies.id, replyId));
    expect(afterReplyEdit).toMatchObject({ authorId: author.id, postId, isEdited: true, body: 'Edited reply' });
    expect(afterReplyEdit?.createdAt).toEqual(reply?.createdAt);

    // Nothing was written for the victim, nor in the other course.
    expect(await t.db.select().from(forumPosts).where(eq(forumPosts.authorId, bob.id))).toEqual([]);
    expect(await t.db.select().from(forumPosts).where(eq(forumPosts.courseId, courseB.id))).toEqual([]);
  });
});

describe('content writes take the owner from the session', () => {
  it('upload and edit: the caller owns the content; only course_id, a real input, is taken', async () => {
    const uploaded = await sendForm(
      coord,
      'POST',
      coordinatorContents.upload.path,
      jsonAndFile(
        { ...forged(otherCoord), content_title: 'Forged content', course_id: courseA.id },
        { field: 'content_file', name: 'forged.pdf', data: tinyPdf('forged') },
      ),
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const contentId = uploaded.body.id as number;
    expect(contentId).not.toBe(987_654);
    const [content] = await t.db.select().from(contents).where(eq(contents.id, contentId));
    expect(content).toMatchObject({ ownerId: coord.id, courseId: courseA.id, title: 'Forged content' });
    expectFresh(content?.createdAt ?? new Date(0));

    const edited = await sendForm(
      coord,
      'PATCH',
      path(coordinatorContents.edit.path, { id: contentId }),
      jsonAndFile({ ...forged(otherCoord), content_title: 'Edited content', course_id: 0 }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [afterEdit] = await t.db.select().from(contents).where(eq(contents.id, contentId));
    expect(afterEdit).toMatchObject({ ownerId: coord.id, courseId: null, title: 'Edited content' });
    expect(afterEdit?.createdAt).toEqual(content?.createdAt);
    expect(await t.db.select().from(contents).where(eq(contents.ownerId, otherCoord.id))).toEqual([]);
  });
});

describe('a submission is the caller’s, and takes no json at all', () => {
  it('refuses a json part with 400 and keeps nothing; the plain upload is recorded for the caller', async () => {
    const assignmentId = await makeAssignment(t.db, { courseId: courseA.id, createdBy: coord });
    const url = path(participantAssignments.upload.path, { assignmentId });
    const before = await dbFingerprint(t.db);
    const withJson = await sendForm(
      alice,
      'POST',
      url,
      multipart([
        { name: 'json', value: JSON.stringify(forged(bob)) },
        { name: 'assignment_file', filename: 'answer.pdf', value: tinyPdf('answer') },
      ]),
    );
    expect(withJson.status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);

    const plain = await sendForm(
      alice,
      'POST',
      url,
      multipart([{ name: 'assignment_file', filename: 'answer.pdf', value: tinyPdf('answer') }]),
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const rows = await t.db
      .select({ participantId: assignmentSubmissions.participantId })
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.assignmentId, assignmentId));
    expect(rows).toEqual([{ participantId: alice.id }]);
  });
});

describe('a profile save changes only the caller’s own row, and never role, state, id or times', () => {
  it('a coordinator’s save with forged ids leaves the other account and its own role, state and times', async () => {
    const userRow = (id: number) =>
      t.db
        .select({
          id: users.id,
          email: users.email,
          userType: users.userType,
          isActive: users.isActive,
          firstName: users.firstName,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id));
    const [mineBefore] = await userRow(coord.id);
    const [otherBefore] = await userRow(otherCoord.id);
    const saved = await sendForm(
      coord,
      'PATCH',
      profileEndpoints.coordinatorUpdate.path,
      jsonAndFile({
        ...forged(otherCoord),
        id: otherCoord.id,
        first_name: 'Renamed',
        last_name: 'Coordinator',
        email: coord.email,
        mobile_no: '01912345678',
        occupation: 'Dean',
        gender: 0,
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [mine] = await userRow(coord.id);
    expect(mine).toEqual({ ...mineBefore, firstName: 'Renamed' });
    expect(mine?.userType).toBe(1);
    expect(mine?.isActive).toBe(true);
    expect(await userRow(otherCoord.id)).toEqual([otherBefore]);
    const profiles = await t.db
      .select({ userId: coordinatorProfiles.userId, occupation: coordinatorProfiles.occupation })
      .from(coordinatorProfiles)
      .where(eq(coordinatorProfiles.occupation, 'Dean'));
    expect(profiles).toEqual([{ userId: coord.id, occupation: 'Dean' }]);
  });
});
