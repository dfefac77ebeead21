// Notifications end to end on PGlite: each kind reaches exactly its people, through the queue; a rolled-back change
// queues nothing; a fan-out run twice makes one row and one mail; preferences and the one-click unsubscribe hold;
// mails arrive through a real SMTP peer with their List-Unsubscribe headers.
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import { enrolments } from '#server/core/db/schema/index.ts';
import { createSealer } from '#server/core/jobs/sealed.ts';
import { createMailer } from '#server/core/mail/mailer.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import type { TestMailbox } from '#server/testing/mailbox.ts';
import { useMailedTestApp } from '#server/testing/mailed-test-app.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { TEST_FILES_SECRET, type TestApp } from '#server/testing/test-app.ts';
import { notificationFanOutJob, queueNotifications } from './notifications.jobs.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
let mailbox: TestMailbox;
useMailedTestApp((app, peer) => {
  t = app;
  mailbox = peer;
});

const { call, sendForm } = requester(() => t.app);
const pdf = Buffer.from('%PDF-1.4\n% brief\n%%EOF\n');

async function world() {
  const [alice, bob, carol] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice' }),
    makePerson(t.db, 'participant', { first: 'Bob' }),
    makePerson(t.db, 'participant', { first: 'Carol' }),
  ]);
  const [coord, other] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora' }),
    makePerson(t.db, 'coordinator', { first: 'Omar' }),
  ]);
  // A: alice, bob, run by coord. B: carol, run by other (the other course: gets nothing of A).
  const courseA = await makeCourse(t.db, { participants: [alice, bob], coordinators: [coord] });
  const courseB = await makeCourse(t.db, { participants: [carol], coordinators: [other] });
  return { alice, bob, carol, coord, other, courseA, courseB };
}

/** Who has a notification of `kind` (ids, sorted). */
async function holders(kind: string): Promise<number[]> {
  const rows = await queryRows<{ person_id: number }>(
    t.db,
    sql`select person_id from notifications where kind = ${kind} order by person_id`,
  );
  return rows.map((row) => row.person_id);
}

async function list(person: Person, role: 'participant' | 'coordinator', page = 1) {
  const answer = await call(person, 'GET', `/api/${role}/notifications/${page}`);
  expect(answer.status).toBe(200);
  return answer.body as {
    total_data: number;
    unread: number;
    notifications: {
      id: number;
      kind: string;
      text: string;
      subject: Record<string, string | number> | null;
      link: string;
      is_read: boolean;
    }[];
  };
}

async function createAssignment(coordinator: Person, courseId: number, title: string) {
  const form = jsonAndFile(
    { title, last_submission_date: '2999-12-31 00:00:00' },
    { field: 'assignment_file', name: 'Brief.pdf', data: pdf },
  );
  const answer = await sendForm(coordinator, 'POST', `/api/coordinator/assignments/upload/${courseId}`, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id as number;
}

async function createPost(person: Person, role: 'participant' | 'coordinator', courseId: number) {
  const url =
    role === 'participant'
      ? `/api/participant/forum/create_post/${courseId}`
      : `/api/coordinator/posts/create/${courseId}`;
  const answer = await call(person, 'POST', url, { post_title: 'A question', post_body: 'What is due?' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as number;
}

async function reply(person: Person, role: 'participant' | 'coordinator', postId: number) {
  const url =
    role === 'participant' ? `/api/participant/forum/post/${postId}/reply` : `/api/coordinator/posts/${postId}/reply`;
  const answer = await call(person, 'POST', url, { reply_body: 'An answer' });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.id as number;
}

describe('who receives each kind', () => {
  it('a new assignment: the course’s participants, not the other course’s, not the coordinators; one mail each', async () => {
    const w = await world();
    await createAssignment(w.coord, w.courseA.id, 'Case study');
    expect(await holders('assignment-new')).toEqual([]);
    await t.jobs.drain();
    const got = await holders('assignment-new');
    expect(got).toContain(w.alice.id);
    expect(got).toContain(w.bob.id);
    expect(got).not.toContain(w.carol.id);
    expect(got).not.toContain(w.coord.id);
    const alice = await list(w.alice, 'participant');
    expect(alice.unread).toBe(1);
    expect(alice.notifications[0]).toMatchObject({
      kind: 'assignment-new',
      link: '/participant/assignments',
      is_read: false,
    });
    expect(alice.notifications[0]?.text).toContain('Case study');
    // The values the web writes the line from in the page's language: those of the English line, nothing more.
    const assignment = alice.notifications[0];
    expect(assignment?.subject).toEqual({ title: 'Case study', course: expect.any(String) });
    expect(assignment?.text).toBe(`New assignment in ${assignment?.subject?.course}: Case study`);
    expect((await list(w.carol, 'participant')).total_data).toBe(0);
    // Assignments are mailed at once by default, with the one-click headers, to the address of record.
    const mail = await mailbox.waitFor(w.alice.email, /New assignment/);
    // The headers as sent (mailparser folds List-* headers into its own `list` object).
    const line = (name: string) => mail.raw.headerLines.find((header) => header.key === name)?.line;
    expect(line('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/portal\.test\/unsubscribe\/[A-Za-z0-9._-]+>$/,
    );
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailbox.messages.filter((m) => m.to === w.carol.email)).toEqual([]);
  });

  it('a content sent: the course’s participants only', async () => {
    const w = await world();
    const upload = await sendForm(
      w.coord,
      'POST',
      '/api/coordinator/contents/upload',
      jsonAndFile({ title: 'Handout', course_id: 0 }, { field: 'content_file', name: 'Handout.pdf', data: pdf }),
    );
    expect(upload.status, JSON.stringify(upload.body)).toBeLessThan(300);
    const sent = await call(w.coord, 'POST', `/api/coordinator/contents/send/${w.courseA.id}`, {
      contents: [upload.body.id],
    });
    expect(sent.status).toBe(200);
    await t.jobs.drain();
    const [sendRow] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from content_sends where content_id = ${upload.body.id}`,
    );
    const rows = await queryRows<{ person_id: number }>(
      t.db,
      sql`select person_id from notifications where kind = 'content-new' and object_id = ${sendRow?.id} order by person_id`,
    );
    expect(rows.map((row) => row.person_id)).toEqual([w.alice.id, w.bob.id].sort((a, b) => a - b));
  });

  it('a new post: the course’s coordinators (not the author); a reply: the post’s author and earlier repliers', async () => {
    const w = await world();
    const postId = await createPost(w.alice, 'participant', w.courseA.id);
    await t.jobs.drain();
    const posts = await queryRows<{ person_id: number }>(
      t.db,
      sql`select person_id from notifications where kind = 'forum-post-new' and object_id = ${postId}`,
    );
    expect(posts.map((row) => row.person_id)).toEqual([w.coord.id]);

    const firstReply = await reply(w.bob, 'participant', postId);
    const secondReply = await reply(w.coord, 'coordinator', postId);
    await t.jobs.drain();
    const of = async (kind: string, replyId: number) =>
      (
        await queryRows<{ person_id: number }>(
          t.db,
          sql`select person_id from notifications where kind = ${kind} and object_id = ${replyId} order by person_id`,
        )
      ).map((row) => row.person_id);
    // Bob's reply: Alice (her post). Nobody replied before him.
    expect(await of('forum-reply-to-my-post', firstReply)).toEqual([w.alice.id]);
    expect(await of('forum-reply-in-thread', firstReply)).toEqual([]);
    // The coordinator's reply: Alice (her post) and Bob (replied in the thread), never the coordinator.
    expect(await of('forum-reply-to-my-post', secondReply)).toEqual([w.alice.id]);
    expect(await of('forum-reply-in-thread', secondReply)).toEqual([w.bob.id]);
    // A reply's line names its author: the subject carries the name, as the English line shows it.
    const aliceReplies = (await list(w.alice, 'participant')).notifications.filter(
      (item) => item.kind === 'forum-reply-to-my-post',
    );
    expect(aliceReplies).toHaveLength(2);
    for (const item of aliceReplies) {
      expect(item.subject).toMatchObject({ title: 'A question', author: expect.any(String) });
      expect(item.text).toBe(`${item.subject?.author} replied to your post "A question"`);
    }
    const cora = await list(w.coord, 'coordinator');
    expect(cora.notifications[0]).toMatchObject({ kind: 'forum-post-new', link: `/coordinator/posts/reply/${postId}` });
    // Forum kinds go to the digest by default: no mail at once.
    expect(mailbox.messages).toEqual([]);
  });

  it('someone who left the course before the job ran gets nothing', async () => {
    const w = await world();
    await createAssignment(w.coord, w.courseA.id, 'Left before');
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, w.courseA.id), eq(enrolments.participantId, w.bob.id)));
    await t.jobs.drain();
    const got = await holders('assignment-new');
    expect(got).toContain(w.alice.id);
    expect(got).not.toContain(w.bob.id);
  });
});

describe('once, and only when committed', () => {
  it('a rolled-back change queues nothing; a committed one queues one fan-out', async () => {
    const w = await world();
    const jobsOf = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pgboss.job where name = ${notificationFanOutJob.name}`,
        )
      )[0]?.n ?? 0;
    const before = await jobsOf();
    // The causing write's transaction fails after its fan-out job was queued in it: the job goes with it.
    await expect(
      t.db.transaction(async (tx) => {
        await queueNotifications(t.jobs, tx, 'post-created', [2147483000]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobsOf()).toBe(before);
    // A reply to a post the caller cannot see answers 404 and queues nothing either.
    const refused = await call(w.alice, 'POST', '/api/participant/forum/post/2147483000/reply', { reply_body: 'x' });
    expect(refused.status).toBe(404);
    expect(await jobsOf()).toBe(before);
    // The same write committed: one fan-out job.
    await createPost(w.alice, 'participant', w.courseA.id);
    expect(await jobsOf()).toBe(before + 1);
    await t.jobs.drain();
  });

  it('a fan-out run twice makes one notification and one mail', async () => {
    const w = await world();
    const assignmentId = await createAssignment(w.coord, w.courseA.id, 'Twice');
    const context = {
      db: t.db,
      config: t.config,
      sealer: createSealer(TEST_FILES_SECRET),
      log: pino({ level: 'silent' }),
      jobs: t.jobs,
      secret: TEST_FILES_SECRET,
      mailer: createMailer({
        smtpUrl: mailbox.url,
        from: t.config.MAIL_FROM,
        outboxDir: '/nonexistent',
        log: pino({ level: 'silent' }),
        logLinks: false,
      }),
    };
    const job = { id: '00000000-0000-4000-8000-000000000001', name: notificationFanOutJob.name, retryCount: 0 };
    const data = { kinds: [1], objectId: assignmentId };
    await notificationFanOutJob.run(context, data, job);
    await notificationFanOutJob.run(context, data, job);
    await t.jobs.drain();
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where kind = 'assignment-new' and object_id = ${assignmentId} and person_id = ${w.alice.id}`,
    );
    expect(rows[0]?.n).toBe(1);
    await mailbox.waitFor(w.alice.email, /Twice/);
    expect(mailbox.messages.filter((m) => m.to === w.alice.email && /Twice/.test(m.subject))).toHaveLength(1);
  });
});

describe('preferences and unsubscribe', () => {
  it('off: no mail; digest: no mail at once; the portal still lists it', async () => {
    const w = await world();
    const off = await call(w.alice, 'PATCH', '/api/participant/notification_preferences', {
      preferences: [{ kind: 'assignment-new', channel: 'off' }],
    });
    expect(off.status).toBe(200);
    await call(w.bob, 'PATCH', '/api/participant/notification_preferences', {
      preferences: [{ kind: 'assignment-new', channel: 'digest' }],
    });
    const prefs = await call(w.alice, 'GET', '/api/participant/notification_preferences');
    expect(prefs.body.preferences).toContainEqual(expect.objectContaining({ kind: 'assignment-new', channel: 'off' }));
    expect(prefs.body.preferences).toContainEqual(
      expect.objectContaining({ kind: 'content-new', channel: 'immediate' }),
    );
    await createAssignment(w.coord, w.courseA.id, 'Quiet');
    await t.jobs.drain();
    expect(mailbox.messages).toEqual([]);
    expect((await list(w.alice, 'participant')).unread).toBe(1);
  });

  it('a kind of the other area is refused with 400 and changes nothing', async () => {
    const w = await world();
    const answer = await call(w.alice, 'PATCH', '/api/participant/notification_preferences', {
      preferences: [{ kind: 'forum-post-new', channel: 'off' }],
    });
    expect(answer.status).toBe(400);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notification_preferences where person_id = ${w.alice.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('the one-click POST unsubscribes; a GET does not; an altered token is refused', async () => {
    const w = await world();
    const token = unsubscribeToken(TEST_FILES_SECRET, w.alice.id, 'assignment-new');
    const channel = async (person: Person) =>
      (await call(person, 'GET', '/api/participant/notification_preferences')).body.preferences.find(
        (p: { kind: string }) => p.kind === 'assignment-new',
      ).channel;

    const page = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().label).toBe('A new assignment in one of my courses');
    await t.app.inject({ method: 'GET', url: `/unsubscribe/${token}` });
    expect(await channel(w.alice)).toBe('immediate');

    // Another person's id or another kind under the same signature: refused, nothing changes.
    for (const altered of [
      token.replace(`${w.alice.id}.`, `${w.bob.id}.`),
      token.replace('assignment-new', 'content-new'),
      `${token.slice(0, -2)}AA`,
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe/${altered}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode, altered).toBe(400);
    }
    expect(await channel(w.bob)).toBe('immediate');

    const done = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await channel(w.alice)).toBe('off');
  });
});

describe('the list', () => {
  it('10 a page, newest first; mark one read, then all; the count follows a fan-out at once (not kept)', async () => {
    const w = await world();
    for (let i = 0; i < 11; i += 1) await createAssignment(w.coord, w.courseA.id, `Task ${i}`);
    const before = await list(w.alice, 'participant');
    expect(before.unread).toBe(0);
    await t.jobs.drain();
    const first = await list(w.alice, 'participant');
    expect(first).toMatchObject({ total_data: 11, unread: 11 });
    expect(first.notifications).toHaveLength(10);
    const second = (await list(w.alice, 'participant', 2)).notifications;
    expect(second).toHaveLength(1);
    const all = [...first.notifications, ...second];
    expect(new Set(all.map((item) => item.text)).size).toBe(11);
    const times = all.map((item) => (item as unknown as { created_at: string }).created_at);
    expect(times).toEqual([...times].sort().reverse());

    const id = first.notifications[0]?.id;
    expect((await call(w.alice, 'POST', `/api/participant/notifications/read/${id}`)).status).toBe(200);
    // Someone else's notification: 404, nothing changes.
    expect((await call(w.bob, 'POST', `/api/participant/notifications/read/${id}`)).status).toBe(404);
    expect((await list(w.alice, 'participant')).unread).toBe(10);
    expect((await call(w.alice, 'POST', '/api/participant/notifications/read_all')).status).toBe(200);
    const after = await list(w.alice, 'participant');
    expect(after.unread).toBe(0);
    expect(after.notifications.every((item) => item.is_read)).toBe(true);
    expect((await list(w.bob, 'participant')).unread).toBe(11);
  });
});
