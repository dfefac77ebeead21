// The notifications a clock causes (docs/decisions/025-scheduled-notifications.md), on PGlite through the queue and
// a real SMTP peer, with the test clock (core/clock.ts: the Date is faked) set to the institute's times (Asia/Dhaka):
// deadline reminders reach who has not submitted and is still in the course, once, checked again when the mail goes,
// and follow a changed deadline; the 09:00 digest goes only to people away, once, never empty; the coordinators'
// summary counts the day's unanswered posts and submissions of their courses.
import { PRODUCT_NAME } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '#server/core/auth/sessions.ts';
import { queryRows } from '#server/core/db/client.ts';
import { assignments, enrolments, sessions, userLanguages } from '#server/core/db/schema/index.ts';
import { makeAssignment, makeCourse, makePerson, makeSubmission, type Person } from '#server/testing/factories.ts';
import type { TestMailbox } from '#server/testing/mailbox.ts';
import { useMailedTestApp } from '#server/testing/mailed-test-app.ts';
import { requester } from '#server/testing/requests.ts';
import { TEST_FILES_SECRET, type TestApp } from '#server/testing/test-app.ts';
import { kindEnv } from './notifications.jobs.ts';
import { runCoordinatorSummary, runDeadlineReminders, runDigest } from './notifications.schedules.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
let mailbox: TestMailbox;
useMailedTestApp((app, peer) => {
  t = app;
  mailbox = peer;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const { call: callAsOf } = requester(() => t.app);
/** A request on a session opened now (the test clock jumps days, past any session's idle limit). */
async function call(person: Person, method: 'GET' | 'POST', url: string, body?: object) {
  const { token } = await createSession(t.db, person.id);
  return callAsOf({ ...person, headers: { authorization: `Bearer ${token}` } }, method, url, body);
}
const context = () => ({ db: t.db, jobs: t.jobs, log: pino({ level: 'silent' }) });
/** Sets the test clock to `local`, a time in Dhaka (UTC+6, no summer time). */
const clockAt = (local: string) => vi.setSystemTime(new Date(`${local}+06:00`));

const reminders = async (local: string) => {
  clockAt(local);
  await runDeadlineReminders(context(), kindEnv(t.config));
  await t.jobs.drain();
};

async function holders(kind: string, objectId: number): Promise<number[]> {
  const rows = await queryRows<{ person_id: number }>(
    t.db,
    sql`select person_id from notifications where kind = ${kind} and object_id = ${objectId} order by person_id`,
  );
  return rows.map((row) => row.person_id);
}

const mailsTo = (person: Person, subject: RegExp) =>
  mailbox.messages.filter((mail) => mail.to === person.email && subject.test(mail.subject));

const header = (mail: { raw: { headerLines: readonly { key: string; line: string }[] } }, name: string) =>
  mail.raw.headerLines.find((line) => line.key === name)?.line;

async function course() {
  const [alice, bob, carol, dave] = await Promise.all([
    makePerson(t.db, 'participant', { first: 'Alice' }),
    makePerson(t.db, 'participant', { first: 'Bob' }),
    makePerson(t.db, 'participant', { first: 'Carol' }),
    makePerson(t.db, 'participant', { first: 'Dave' }),
  ]);
  const [cora, omar] = await Promise.all([
    makePerson(t.db, 'coordinator', { first: 'Cora' }),
    makePerson(t.db, 'coordinator', { first: 'Omar' }),
  ]);
  // A: alice, bob, carol; run by cora. B: dave; run by omar.
  const courseA = await makeCourse(t.db, { participants: [alice, bob, carol], coordinators: [cora] });
  const courseB = await makeCourse(t.db, { participants: [dave], coordinators: [omar] });
  return { alice, bob, carol, dave, cora, omar, courseA, courseB };
}

describe('deadline reminders', () => {
  it('reach who has not submitted and is still in the course, once each, checked again when the mail goes', async () => {
    clockAt('2031-03-10T10:00:00');
    const w = await course();
    // Last dates: in 2 days (due in 48 hours), tomorrow (its on-time part ends tonight: due today).
    const in48 = await makeAssignment(t.db, {
      courseId: w.courseA.id,
      createdBy: w.cora,
      lastSubmitDate: '2031-03-12',
      title: 'Case study',
    });
    const today = await makeAssignment(t.db, {
      courseId: w.courseA.id,
      createdBy: w.cora,
      lastSubmitDate: '2031-03-11',
      title: 'Reading log',
    });
    // Another course's assignment of the same dates: its participant only.
    const other = await makeAssignment(t.db, {
      courseId: w.courseB.id,
      createdBy: w.omar,
      lastSubmitDate: '2031-03-12',
    });
    await makeSubmission(t.db, in48, w.alice);
    // Carol leaves the course.
    await t.db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, w.courseA.id), eq(enrolments.participantId, w.carol.id)));

    clockAt('2031-03-10T10:00:00');
    await runDeadlineReminders(context(), kindEnv(t.config));
    expect(await holders('deadline-48h', in48)).toEqual([w.bob.id]);
    expect(await holders('deadline-today', in48)).toEqual([]);
    expect(await holders('deadline-today', today)).toEqual([w.alice.id, w.bob.id].sort((a, b) => a - b));
    expect(await holders('deadline-48h', today)).toEqual([]);
    expect(await holders('deadline-48h', other)).toEqual([w.dave.id]);
    // Alice submits "Reading log" after the scan, before its mail goes: no mail for her.
    await makeSubmission(t.db, today, w.alice);
    await t.jobs.drain();
    expect(mailsTo(w.bob, /Due in 48 hours: Case study/)).toHaveLength(1);
    expect(mailsTo(w.bob, /Due today: Reading log/)).toHaveLength(1);
    expect(mailsTo(w.alice, /Due/)).toEqual([]);
    expect(mailsTo(w.carol, /Due/)).toEqual([]);
    const mail = mailsTo(w.bob, /Case study/)[0];
    expect(mail?.text).toContain('last submission date 12-03-2031');
    expect(header(mail as NonNullable<typeof mail>, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // Each reminder once: the scans of the next hours add nothing and mail nothing.
    mailbox.messages.length = 0;
    await reminders('2031-03-10T10:15:00');
    await reminders('2031-03-10T18:00:00');
    expect(await holders('deadline-48h', in48)).toEqual([w.bob.id]);
    expect(mailbox.messages).toEqual([]);
  });

  it('in grace: one reminder with the hours left, from noon of the last date, to who has not submitted', async () => {
    clockAt('2031-04-10T09:00:00');
    const w = await course();
    const late = await makeAssignment(t.db, {
      courseId: w.courseA.id,
      createdBy: w.cora,
      lastSubmitDate: '2031-04-10',
      title: 'Essay',
    });
    await makeSubmission(t.db, late, w.bob);
    // In grace since midnight, 15 hours left: not yet.
    await reminders('2031-04-10T09:00:00');
    expect(await holders('deadline-grace', late)).toEqual([]);
    // 11 and a half hours left (said rounded up).
    await reminders('2031-04-10T12:30:00');
    expect(await holders('deadline-grace', late)).toEqual([w.alice.id, w.carol.id].sort((a, b) => a - b));
    expect(mailsTo(w.alice, /In grace: 12 hours left to submit Essay/)).toHaveLength(1);
    expect(mailsTo(w.bob, /In grace/)).toEqual([]);
    await reminders('2031-04-10T20:00:00');
    expect(mailsTo(w.alice, /In grace/)).toHaveLength(1);
    // Read after the deadline, it says the grace period has ended.
    clockAt('2031-04-11T08:00:00');
    const list = await call(w.alice, 'GET', '/api/participant/notifications/1');
    expect(list.body.notifications[0].text).toMatch(/^The grace period to submit Essay in .+ has ended$/);
  });

  it('a changed deadline leaves no wrong reminder: an old one is not mailed, the new deadline gets its own', async () => {
    clockAt('2031-05-10T10:00:00');
    const w = await course();
    const moved = await makeAssignment(t.db, {
      courseId: w.courseA.id,
      createdBy: w.cora,
      lastSubmitDate: '2031-05-12',
      title: 'Project plan',
    });
    await runDeadlineReminders(context(), kindEnv(t.config));
    // Extended by a week before the mails went: the reminder is no longer true, so no mail.
    await t.db.update(assignments).set({ lastSubmitDate: '2031-05-19' }).where(eq(assignments.id, moved));
    await t.jobs.drain();
    expect(mailsTo(w.bob, /Project plan/)).toEqual([]);
    await reminders('2031-05-11T10:00:00');
    expect(mailsTo(w.bob, /Project plan/)).toEqual([]);
    // 48 hours before the new date: the reminder is made again (the same row, now, unread) and mailed.
    await reminders('2031-05-17T10:00:00');
    expect(await holders('deadline-48h', moved)).toContain(w.bob.id);
    expect(mailsTo(w.bob, /Due in 48 hours: Project plan/)).toHaveLength(1);
    expect(mailsTo(w.bob, /Project plan/)[0]?.text).toContain('last submission date 19-05-2031');
    const [row] = await queryRows<{ created_at: string | Date; read_at: unknown }>(
      t.db,
      sql`select created_at, read_at from notifications where kind = 'deadline-48h' and object_id = ${moved} and person_id = ${w.bob.id}`,
    );
    expect(new Date(row?.created_at ?? 0).toISOString()).toBe('2031-05-17T04:00:00.000Z');
    // And only once for that deadline.
    await reminders('2031-05-17T10:15:00');
    expect(mailsTo(w.bob, /Project plan/)).toHaveLength(1);
  });
});

describe('the 09:00 digest', () => {
  /** Sets every session of `person` last seen at `local` (Dhaka). */
  const lastSeen = (person: Person, local: string) =>
    t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(`${local}+06:00`) })
      .where(eq(sessions.userId, person.id));

  async function replyTo(author: Person, replier: Person, courseId: number) {
    const post = await call(author, 'POST', `/api/participant/forum/create_post/${courseId}`, {
      post_title: `Question of ${author.name}`,
      post_body: 'What is due?',
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const reply = await call(replier, 'POST', `/api/participant/forum/post/${post.body.id}/reply`, {
      reply_body: 'An answer',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    await t.jobs.drain();
    return post.body.id as number;
  }

  it('goes once, at 09:00, only to people away since the last one, and not when there is nothing', async () => {
    clockAt('2031-06-09T15:00:00');
    const w = await course();
    // Replies to alice's and bob's posts (forum kinds go to the digest by default); carol has nothing.
    const alicesPost = await replyTo(w.alice, w.carol, w.courseA.id);
    await replyTo(w.bob, w.carol, w.courseA.id);
    expect(mailbox.messages).toEqual([]);
    // Alice and carol have not opened the portal since yesterday's digest time; bob and cora have (and do again).
    await lastSeen(w.alice, '2031-06-08T20:00:00');
    await lastSeen(w.carol, '2031-06-08T20:00:00');
    await lastSeen(w.bob, '2031-06-12T08:00:00');
    await lastSeen(w.cora, '2031-06-12T08:00:00');

    clockAt('2031-06-10T09:00:00');
    expect(await runDigest(context(), kindEnv(t.config))).toBe(1);
    await t.jobs.drain();
    const [digest, ...others] = mailsTo(w.alice, /daily digest/);
    expect(others).toEqual([]);
    expect(digest?.subject).toMatch(/Your daily digest: 1 notification$/);
    expect(digest?.text).toContain(`Carol`);
    expect(digest?.text).toContain(`replied to your post "Question of ${w.alice.name}"`);
    expect(mailsTo(w.bob, /digest/)).toEqual([]);
    expect(mailsTo(w.carol, /digest/)).toEqual([]);
    // One-click unsubscribe of the digest, signed for alice.
    expect(header(digest as NonNullable<typeof digest>, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const token = /\/unsubscribe\/([^>]+)>$/.exec(
      header(digest as NonNullable<typeof digest>, 'list-unsubscribe') ?? '',
    )?.[1];
    expect(readUnsubscribeToken(TEST_FILES_SECRET, token ?? '')).toEqual({
      personId: w.alice.id,
      kind: 'daily-digest',
    });

    // Once: the same morning's run again (a second process, a retry) makes no second one.
    clockAt('2031-06-10T09:00:30');
    expect(await runDigest(context(), kindEnv(t.config))).toBe(0);
    await t.jobs.drain();
    expect(mailsTo(w.alice, /digest/)).toHaveLength(1);
    // A run again later that morning (a retry) after a new reply: still one digest that day.
    clockAt('2031-06-10T09:05:00');
    const again = await call(w.carol, 'POST', `/api/participant/forum/post/${alicesPost}/reply`, {
      reply_body: 'More',
    });
    expect(again.status).toBeLessThan(300);
    await t.jobs.drain();
    clockAt('2031-06-10T09:10:00');
    expect(await runDigest(context(), kindEnv(t.config))).toBe(0);
    await t.jobs.drain();
    expect(mailsTo(w.alice, /digest/)).toHaveLength(1);
    // The next morning, still away: that reply only (made after her last digest).
    clockAt('2031-06-11T09:00:00');
    expect(await runDigest(context(), kindEnv(t.config))).toBe(1);
    await t.jobs.drain();
    expect(mailsTo(w.alice, /digest/).map((mail) => mail.subject.replace(/^.*: /, ''))).toEqual([
      '1 notification',
      '1 notification',
    ]);
    // The morning after, nothing new since: none.
    clockAt('2031-06-12T09:00:00');
    expect(await runDigest(context(), kindEnv(t.config))).toBe(0);

    // The one-click POST turns every kind alice has on the digest off: the next reply is not gathered.
    const posted = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const preferences = await call(w.alice, 'GET', '/api/participant/notification_preferences');
    const channels = Object.fromEntries(
      (preferences.body.preferences as { kind: string; channel: string }[]).map((p) => [p.kind, p.channel]),
    );
    expect(channels['forum-reply-to-my-post']).toBe('off');
    expect(channels['assignment-new']).toBe('immediate');
  });

  it('goes in the language its reader chose: Bangla, its count in Bengali digits, no English sentence', async () => {
    clockAt('2031-07-09T15:00:00');
    const w = await course();
    await t.db.insert(userLanguages).values({ userId: w.alice.id, language: 'bn', updatedAt: new Date() });
    await replyTo(w.alice, w.carol, w.courseA.id);
    await lastSeen(w.alice, '2031-07-08T20:00:00');
    clockAt('2031-07-10T09:00:00');
    expect(await runDigest(context(), kindEnv(t.config))).toBeGreaterThanOrEqual(1);
    await t.jobs.drain();
    const [digest, ...others] = mailsTo(w.alice, /সারসংক্ষেপ/);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe(`${PRODUCT_NAME}: আপনার দৈনিক সারসংক্ষেপ: ১টি নোটিফিকেশন`);
    expect(digest?.text).toContain('উত্তর দিয়েছেন');
    // The values it carries: the post's title, the names (the greeting's first name), the product's name.
    const values = [`Question of ${w.alice.name}`, w.alice.name, w.carol.name, 'Alice', PRODUCT_NAME];
    const rest = values.reduce((text, value) => text.replaceAll(value, ''), digest?.text ?? '');
    expect(rest.replace(/https?:\/\/\S+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});

describe('the coordinators’ daily summary', () => {
  it('counts yesterday’s unanswered posts and submissions of the courses they run; none for nothing; once a day', async () => {
    clockAt('2031-07-09T11:00:00');
    const w = await course();
    const essay = await makeAssignment(t.db, { courseId: w.courseA.id, createdBy: w.cora, title: 'Essay' });
    // Yesterday (9 July in Dhaka): two posts, one answered; one submission. Today: a post (not counted yet).
    const asked = async (person: Person, title: string) => {
      const post = await call(person, 'POST', `/api/participant/forum/create_post/${w.courseA.id}`, {
        post_title: title,
        post_body: 'Body',
      });
      expect(post.status).toBe(201);
      return post.body.id as number;
    };
    const open = await asked(w.alice, 'Open question');
    const answered = await asked(w.bob, 'Answered question');
    await call(w.cora, 'POST', `/api/coordinator/posts/${answered}/reply`, { reply_body: 'Here' });
    const late = await asked(w.carol, 'Asked this morning');
    // The database stamps posts itself: place them on the test clock's days.
    await t.db.execute(
      sql`update forum_posts set created_at = case id when ${late} then '2031-07-10T08:00:00+06:00'::timestamptz else '2031-07-09T11:00:00+06:00'::timestamptz end where id in (${open}, ${answered}, ${late})`,
    );
    await makeSubmission(t.db, essay, w.bob);
    await t.jobs.drain();
    mailbox.messages.length = 0;

    clockAt('2031-07-10T08:45:00');
    await runCoordinatorSummary(context(), kindEnv(t.config));
    await runCoordinatorSummary(context(), kindEnv(t.config));
    await t.jobs.drain();
    const rows = await queryRows<{ person_id: number }>(
      t.db,
      sql`select person_id from notifications where kind = 'coordinator-daily-summary'`,
    );
    expect(rows.map((row) => row.person_id)).toEqual([w.cora.id]);
    const list = await call(w.cora, 'GET', '/api/coordinator/notifications/1');
    expect(list.body.notifications[0]).toMatchObject({
      kind: 'coordinator-daily-summary',
      text: 'Yesterday in your courses: 1 post still unanswered, 1 new submission',
      link: '/coordinator/posts/unanswered',
      is_read: false,
    });
    const mails = mailsTo(w.cora, /Yesterday in your courses/);
    expect(mails).toHaveLength(1);
    expect(mailsTo(w.omar, /Yesterday/)).toEqual([]);
    // The next day: nothing happened on 10 July but the morning post, which is still unanswered.
    clockAt('2031-07-11T08:45:00');
    await runCoordinatorSummary(context(), kindEnv(t.config));
    await t.jobs.drain();
    expect(mailsTo(w.cora, /Yesterday in your courses: 1 post still unanswered, 0 new submissions/)).toHaveLength(1);
    // The day after, nothing at all: no summary.
    clockAt('2031-07-12T08:45:00');
    expect(await runCoordinatorSummary(context(), kindEnv(t.config))).toBe(0);
  });
});
