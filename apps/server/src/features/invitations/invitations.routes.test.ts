// The admin's invitations: a CSV preview that answers every line's problems and changes nothing, an import that
// sends exactly the good lines (checked again) with one audit row each, a single invitation, and the board of a
// course with its states, resend (new link, old one dead) and revoke (pending only).
import { INVITATION_CSV } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { linkIn } from '#server/testing/mailbox.ts';
import { registrationBody } from '#server/testing/registration-body.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CSV_RECORDS_READ_MAX } from './invitations.csv.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;
let enrolled: Person;
let existing: Person;
let coordinator: Person;
let courseA: { id: number; shortName: string };
let courseB: { id: number; shortName: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await makePerson(t.db, 'admin');
  enrolled = await makePerson(t.db, 'participant');
  existing = await makePerson(t.db, 'participant');
  coordinator = await makePerson(t.db, 'coordinator');
  const a = await makeCourse(t.db, { shortName: 'INV-A', participants: [enrolled] });
  const b = await makeCourse(t.db, { shortName: 'INV-B' });
  courseA = { id: a.id, shortName: 'INV-A' };
  courseB = { id: b.id, shortName: 'INV-B' };
});
afterAll(() => t.close());

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const invitationCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(invitations))[0]?.n ?? 0;
const auditRows = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.action, action)));
/** The token of the last invitation mailed to `to`, once the queue has sent what is due. */
const tokenOf = async (to: string) => {
  await t.jobs.drain();
  const mail = t.mailer.messages.filter((message) => message.to === to).at(-1);
  return linkIn({ text: mail?.text ?? '' }, `${t.config.PUBLIC_URL}/register?token=`).token;
};
const linkWorks = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/register_auth', headers: { authorization: `Bearer ${token}` } }))
    .statusCode === 200;

interface Row {
  line: number;
  email: string;
  course_id: number | null;
  register_type: number | null;
  problems: string[];
}

describe('CSV import', () => {
  let pendingEmail: string;
  let file: string;

  beforeAll(async () => {
    pendingEmail = 'pending@csv.test';
    const sent = await api.call(admin, 'POST', '/api/admin/invitations', {
      email: pendingEmail,
      name: 'Already Invited',
      course_id: courseA.id,
    });
    expect(sent.status).toBe(200);
    file = csv(
      'E-mail,Name,Course,Register type',
      'New.One@CSV.test,New One,inv-a,', // 2 good, type decided: 1
      `${existing.email},Existing Person,${courseA.id},2`, // 3 good, type 2
      `new.one@csv.test,New One Again,${courseA.id},`, // 4 duplicate of line 2 (course by id)
      'someone@csv.test,Some One,NO-SUCH-COURSE,', // 5 unknown course
      'formula@csv.test,"=HYPERLINK(""http://evil.test"",""x"")",INV-B,', // 6 formula
      `${enrolled.email},Enrolled Person,INV-A,`, // 7 already enrolled
      'not-an-email,Bad Mail,INV-A,', // 8 bad e-mail
      'nobody@csv.test,No Account,INV-B,2', // 9 type 2 without an account
      `${coordinator.email},Coordinator,INV-B,`, // 10 a coordinator's e-mail
      `${pendingEmail},Already Invited,INV-A,`, // 11 pending invitation
      'third@csv.test,Third,INV-B,3', // 12 bad type
      'short@csv.test,Short Line', // 13 missing cells
      '@cmd@csv.test,At Sign,INV-B,', // 14 formula in the e-mail
      'second.course@csv.test,Second Course,INV-B,1', // 15 good, type 1
    );
  });

  it('previews every line with its problems and changes nothing', async () => {
    await t.jobs.drain();
    const before = { invitations: await invitationCount(), mails: t.mailer.messages.length };
    const preview = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: file });
    expect(preview.status).toBe(200);
    const body = preview.body as { file_problems: string[]; rows: Row[]; good: number; bad: number };
    expect(body.file_problems).toEqual([]);
    expect(body).toMatchObject({ good: 3, bad: 11 });
    const problemsOf = (line: number) => body.rows.find((row) => row.line === line)?.problems ?? ['(no row)'];
    expect(body.rows.find((row) => row.line === 2)).toMatchObject({
      email: 'new.one@csv.test',
      course_id: courseA.id,
      register_type: 1,
      problems: [],
    });
    expect(body.rows.find((row) => row.line === 3)).toMatchObject({ register_type: 2, problems: [] });
    expect(problemsOf(4)).toEqual(['Duplicate of line 2 (same e-mail and course)']);
    expect(problemsOf(5)).toEqual(['No course has the short name "NO-SUCH-COURSE"']);
    expect(problemsOf(6)).toEqual([
      'name: a cell starting with "=" is refused (it would run as a spreadsheet formula)',
    ]);
    expect(problemsOf(7)).toEqual([`${enrolled.email} is already enrolled in INV-A`]);
    expect(problemsOf(8)).toEqual(['E-mail must be valid']);
    expect(problemsOf(9)).toEqual(['nobody@csv.test has no account yet: invite it as a new participant (type 1)']);
    expect(problemsOf(10)[0]).toMatch(/coordinator or admin account/);
    expect(problemsOf(11)[0]).toMatch(/already has a pending invitation to INV-A/);
    expect(problemsOf(12)).toEqual(['Register type must be 1 (new participant) or 2 (existing account)']);
    expect(problemsOf(13)).toEqual(['This line has 2 cells; the header has 4', 'Choose a course']);
    expect(problemsOf(14)[0]).toMatch(/^email: a cell starting with "@" is refused/);
    expect(problemsOf(15)).toEqual([]);
    await t.jobs.drain();
    expect({ invitations: await invitationCount(), mails: t.mailer.messages.length }).toEqual(before);
  });

  it('answers beside each problem naming something its code and values, null beside a fixed text', async () => {
    const preview = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: file });
    const rows = preview.body.rows as (Row & { written: unknown[] })[];
    const writtenOf = (line: number) => rows.find((row) => row.line === line)?.written;
    expect(writtenOf(2)).toEqual([]);
    expect(writtenOf(4)).toEqual([{ code: 'csvDuplicate', values: { line: '2' } }]);
    expect(writtenOf(5)).toEqual([{ code: 'noCourseShortName', values: { course: 'NO-SUCH-COURSE' } }]);
    expect(writtenOf(6)).toEqual([{ code: 'csvFormula', values: { column: 'name', first: '=' } }]);
    expect(writtenOf(7)).toEqual([{ code: 'emailEnrolled', values: { email: enrolled.email, course: 'INV-A' } }]);
    expect(writtenOf(8)).toEqual([null]);
    expect(writtenOf(9)).toEqual([{ code: 'noAccount', values: { email: 'nobody@csv.test' } }]);
    expect(writtenOf(10)).toEqual([{ code: 'notParticipant', values: { email: coordinator.email } }]);
    expect(writtenOf(11)).toEqual([{ code: 'pendingInvitation', values: { email: pendingEmail, course: 'INV-A' } }]);
    expect(writtenOf(12)).toEqual([null]);
    expect(writtenOf(13)).toEqual([{ code: 'csvCellCount', values: { found: 2, expected: 4 } }, null]);
    for (const row of rows) expect(row.written).toHaveLength(row.problems.length);

    const files = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', {
      csv: csv('email,colour,email', 'a@csv.test,blue,b@csv.test'),
    });
    expect(files.body.file_written).toEqual([
      { code: 'csvUnknownColumn', values: { cell: 'colour' } },
      { code: 'csvDuplicateColumn', values: { column: 'email' } },
      { code: 'csvMissingColumns', values: { columns: ['name', 'course'] } },
    ]);
    expect(files.body.file_problems).toHaveLength(3);
  });

  it('sends exactly the good lines, reports the bad ones, and audits one row per invitation sent', async () => {
    const before = { invitations: await invitationCount(), audit: (await auditRows('send')).length };
    const imported = await api.call(admin, 'POST', '/api/admin/invitations/import', { csv: file });
    expect(imported.status).toBe(200);
    const body = imported.body as { success: string; sent: (Row & { invitation_id: number })[]; refused: Row[] };
    expect(body.success).toBe('3 invitations sent');
    expect(body.sent.map((row) => row.line)).toEqual([2, 3, 15]);
    expect(body.refused.map((row) => row.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);

    const ids = body.sent.map((row) => row.invitation_id);
    const created = await t.db.select().from(invitations).where(inArray(invitations.id, ids));
    expect(created.map((row) => [row.email, row.courseId, row.registerType, row.createdById]).sort()).toEqual(
      [
        ['new.one@csv.test', courseA.id, 1, admin.id],
        [existing.email, courseA.id, 2, admin.id],
        ['second.course@csv.test', courseB.id, 1, admin.id],
      ].sort(),
    );
    expect(await invitationCount()).toBe(before.invitations + 3);
    for (const email of ['new.one@csv.test', existing.email, 'second.course@csv.test']) {
      expect(await linkWorks(await tokenOf(email))).toBe(true);
    }
    await t.jobs.drain();
    expect(t.mailer.messages.some((message) => message.to === 'someone@csv.test')).toBe(false);

    const audit = await auditRows('send');
    expect(audit).toHaveLength(before.audit + 3);
    const newRows = audit.filter((row) => ids.map(String).includes(row.entityId ?? ''));
    expect(newRows).toHaveLength(3);
    expect(newRows[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, before: null });
    expect(JSON.stringify(newRows)).not.toMatch(/token/i);
  });

  it('checks the file again on import: the same file now refuses the lines already sent', async () => {
    const before = await invitationCount();
    const again = await api.call(admin, 'POST', '/api/admin/invitations/import', { csv: file });
    expect(again.status).toBe(200);
    expect(again.body.sent).toEqual([]);
    expect(again.body.success).toBe('0 invitations sent');
    expect(again.body.refused.find((row: Row) => row.line === 2).problems[0]).toMatch(/pending invitation/);
    expect(again.body.refused.find((row: Row) => row.line === 2).written).toEqual([
      { code: 'pendingInvitation', values: { email: 'new.one@csv.test', course: 'INV-A' } },
    ]);
    expect(await invitationCount()).toBe(before);
  });

  it('refuses a malformed file as a whole: the preview says why, the import answers 400 and sends nothing', async () => {
    const cases: [string, RegExp][] = [
      [csv('email,name,course', 'open@csv.test,"Open Quote,INV-A'), /could not be read as CSV: a quote is still open/],
      [csv('email,name,course', 'q@csv.test,"Quoted" after,INV-A'), /CSV: on line 2, text follows a closing quote/],
      [csv('email,name,course', 'q@csv.test,Middle "quote",INV-A'), /CSV: on line 2, a quote is inside a cell/],
      [csv('mail;name;course', 'a@csv.test;A;INV-A'), /Unknown column "mail;name;course"/],
      [csv('email,name,colour', 'a@csv.test,A,blue'), /Unknown column "colour"/],
      [csv('email,name,course,email', 'a@csv.test,A,INV-A,b@csv.test'), /column email is named twice/],
      [csv('email,name', 'a@csv.test,A'), /missing: course/],
      [csv('email,name,course'), /no invitation lines/],
      [
        csv(
          'email,name,course',
          ...Array.from({ length: INVITATION_CSV.maxRows + 1 }, (_, i) => `p${i}@csv.test,P ${i},INV-B`),
        ),
        /more than 500 invitation lines/,
      ],
      ['\r\n\r\n', /file is empty/],
    ];
    await t.jobs.drain();
    const before = { invitations: await invitationCount(), mails: t.mailer.messages.length };
    for (const [text, problem] of cases) {
      const preview = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: text });
      expect(preview.status, text.slice(0, 40)).toBe(200);
      expect(preview.body.file_problems.join(' | '), text.slice(0, 40)).toMatch(problem);
      expect(preview.body.rows).toEqual([]);
      const imported = await api.call(admin, 'POST', '/api/admin/invitations/import', { csv: text });
      expect(imported.status, text.slice(0, 40)).toBe(400);
      expect(imported.body.error).toMatch(problem);
    }
    await t.jobs.drain();
    expect({ invitations: await invitationCount(), mails: t.mailer.messages.length }).toEqual(before);
  });

  it('answers where and why the CSV reader stopped as a code and its line, beside the English', async () => {
    // An unclosed quote is found at the end of the file (the line after the last line break); the others where they are.
    const cases: [string, string, string][] = [
      [csv('email,name,course', 'a@csv.test,A,INV-A', 'open@csv.test,"Open Quote,INV-A'), 'csvQuoteNotClosed', '4'],
      [csv('email,name,course', 'a@csv.test,A,INV-A', 'q@csv.test,"Quoted" after,INV-A'), 'csvClosingQuote', '3'],
      [csv('email,name,course', 'a@csv.test,A,INV-A', 'q@csv.test,Middle "quote",INV-A'), 'csvOpeningQuote', '3'],
    ];
    for (const [text, code, line] of cases) {
      const preview = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: text });
      expect(preview.body.file_written).toEqual([{ code, values: { line } }]);
      expect(preview.body.file_problems[0]).toContain(`line ${line}`);
    }
  });

  it('refuses a file over the size limit and an empty text with 400', async () => {
    const huge = `email,name,course\r\n${'x'.repeat(INVITATION_CSV.maxChars)}`;
    const over = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: huge });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/too large/);
    expect((await api.call(admin, 'POST', '/api/admin/invitations/import', { csv: '' })).status).toBe(400);
  });

  it('stops reading a file past the records it may hold: more lines are refused as too many, whatever follows', async () => {
    // The unclosed quote after the lines would make the whole file unreadable, were it parsed to its end.
    const long = `${csv('email,name,course', ...Array.from({ length: CSV_RECORDS_READ_MAX }, (_, i) => `q${i}@csv.test,Q,INV-B`))}"open`;
    expect(long.length).toBeLessThan(INVITATION_CSV.maxChars);
    const preview = await api.call(admin, 'POST', '/api/admin/invitations/import/preview', { csv: long });
    expect(preview.status).toBe(200);
    expect(preview.body.file_problems).toEqual(['The file has more than 500 invitation lines; split it']);
  });
});

describe('one invitation', () => {
  it('creates, mails and audits it; the type follows the account unless given', async () => {
    const sent = await api.call(admin, 'POST', '/api/admin/invitations', {
      email: '  Single.Person@One.test ',
      name: 'Single Person',
      course_id: courseB.id,
    });
    expect(sent).toMatchObject({ status: 200, body: { success: 'Invitation sent' } });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, sent.body.id));
    expect(row).toMatchObject({ email: 'single.person@one.test', registerType: 1, courseId: courseB.id });
    await t.jobs.drain();
    const mail = t.mailer.messages.at(-1);
    expect(mail?.to).toBe('single.person@one.test');
    expect(mail?.subject).toContain('INV-B');
    const audit = (await auditRows('send')).filter((entry) => entry.entityId === String(sent.body.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ email: 'single.person@one.test', course_id: courseB.id, register_type: 1 });

    const typed = await api.call(admin, 'POST', '/api/admin/invitations', {
      email: existing.email,
      name: 'Existing Person',
      course_id: courseB.id,
    });
    expect(typed.status).toBe(200);
    const [second] = await t.db.select().from(invitations).where(eq(invitations.id, typed.body.id));
    expect(second?.registerType).toBe(2);
  });

  it('refuses bad input, an unknown course, a pending invitation and a type that does not fit, changing nothing', async () => {
    const before = { invitations: await invitationCount(), audit: (await auditRows('send')).length };
    const send = (body: object) => api.call(admin, 'POST', '/api/admin/invitations', body);
    const base = { email: 'refused@one.test', name: 'Refused Person', course_id: courseB.id };
    expect(await send({ ...base, email: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'body.email: E-mail must be valid' },
    });
    expect((await send({ ...base, name: '  ' })).body.error).toMatch(/Name is required/);
    expect((await send({ ...base, register_type: 3 })).status).toBe(400);
    expect(await send({ ...base, course_id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'No course has the id "999999".' },
    });
    expect(await send({ ...base, register_type: 2 })).toMatchObject({ status: 400 });
    expect((await send({ ...base, email: existing.email, register_type: 1 })).status).toBe(409);
    expect((await send({ ...base, email: enrolled.email, course_id: courseA.id })).status).toBe(409);
    expect(
      (await send({ email: 'single.person@one.test', name: 'Single Person', course_id: courseB.id })).body.error,
    ).toMatch(/already has a pending invitation/);
    expect({ invitations: await invitationCount(), audit: (await auditRows('send')).length }).toEqual(before);
  });

  it('answers a refusal naming an e-mail or a course with its code and values beside the English', async () => {
    const send = (body: object) => api.call(admin, 'POST', '/api/admin/invitations', body);
    const base = { email: 'refused@one.test', name: 'Refused Person', course_id: courseB.id };
    expect(await send({ ...base, course_id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'No course has the id "999999".', code: 'noCourseId', values: { course: '999999' } },
    });
    expect(await send({ ...base, email: enrolled.email, course_id: courseA.id })).toMatchObject({
      status: 409,
      body: {
        error: `${enrolled.email} is already enrolled in INV-A.`,
        code: 'emailEnrolled',
        values: { email: enrolled.email, course: 'INV-A' },
      },
    });
    expect(await send({ ...base, register_type: 2 })).toMatchObject({
      status: 400,
      body: { code: 'noAccount', values: { email: 'refused@one.test' } },
    });
    expect(await send({ ...base, email: existing.email, register_type: 1 })).toMatchObject({
      status: 409,
      body: { code: 'hasAccount', values: { email: existing.email } },
    });
  });
});

describe('invitation board', () => {
  let course: { id: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    course = await makeCourse(t.db, { shortName: 'INV-BOARD' });
    for (const who of ['expired', 'registered', 'revoked', 'pending']) {
      const sent = await api.call(admin, 'POST', '/api/admin/invitations', {
        email: `${who}@board.test`,
        name: `Board ${who}`,
        course_id: course.id,
      });
      expect(sent.status).toBe(200);
      ids[who] = sent.body.id;
    }
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, ids.expired ?? 0));
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/register/new_participant/${await tokenOf('registered@board.test')}`,
      payload: registrationBody({ mobile_no: '01712340001' }),
    });
    expect(registered.statusCode).toBeLessThan(300);
    expect((await api.call(admin, 'POST', `/api/admin/invitations/${ids.revoked}/revoke`, {})).status).toBe(200);
  });

  const board = (query = '') => api.call(admin, 'GET', `/api/admin/courses/${course.id}/invitations${query}`);

  it('lists the invitations newest first with their states and the count of each', async () => {
    const all = await board();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      course: { id: course.id, short_name: 'INV-BOARD' },
      total_data: 4,
      counts: { sent: 1, registered: 1, expired: 1, revoked: 1 },
    });
    expect(all.body.data.map((row: { email: string; state: string }) => [row.email, row.state])).toEqual([
      ['pending@board.test', 'sent'],
      ['revoked@board.test', 'revoked'],
      ['registered@board.test', 'registered'],
      ['expired@board.test', 'expired'],
    ]);
    expect(all.body.data[0]).toMatchObject({ sent_by: admin.email, register_type: 1, used_at: null });
    const expired = await board('?state=expired');
    expect(expired.body).toMatchObject({ total_data: 1, data: [{ id: ids.expired, state: 'expired' }] });
    expect(expired.body.counts).toEqual(all.body.counts);
    expect((await board('?page=2')).body.data).toEqual([]);
    expect((await board('?state=lost')).status).toBe(400);
    expect((await api.call(admin, 'GET', '/api/admin/courses/999999/invitations')).status).toBe(404);
  });

  it('revokes only a pending invitation: its link stops working; 409 otherwise, 404 when unknown', async () => {
    const extra = await api.call(admin, 'POST', '/api/admin/invitations', {
      email: 'to-revoke@board.test',
      name: 'To Revoke',
      course_id: course.id,
    });
    const token = await tokenOf('to-revoke@board.test');
    expect(await linkWorks(token)).toBe(true);
    const revoked = await api.call(admin, 'POST', `/api/admin/invitations/${extra.body.id}/revoke`, {});
    expect(revoked).toEqual({ status: 200, body: { success: 'Invitation revoked' } });
    expect(await linkWorks(token)).toBe(false);
    const audit = (await auditRows('revoke')).filter((row) => row.entityId === String(extra.body.id));
    expect(audit).toHaveLength(1);

    const before = (await auditRows('revoke')).length;
    for (const id of [extra.body.id, ids.registered, ids.expired]) {
      const again = await api.call(admin, 'POST', `/api/admin/invitations/${id}/revoke`, {});
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(
        /Only a pending invitation can be revoked; this one is (revoked|registered|expired)/,
      );
    }
    expect((await api.call(admin, 'POST', '/api/admin/invitations/999999/revoke', {})).status).toBe(404);
    expect((await auditRows('revoke')).length).toBe(before);
  });

  it('resends with a new link (the old one stops working) and refuses a registered one', async () => {
    const oldToken = await tokenOf('pending@board.test');
    expect(await linkWorks(oldToken)).toBe(true);
    const resent = await api.call(admin, 'POST', `/api/admin/invitations/${ids.pending}/resend`, {});
    expect(resent).toMatchObject({ status: 200, body: { success: 'Invitation sent again with a new link' } });
    const newToken = await tokenOf('pending@board.test');
    expect(newToken).not.toBe(oldToken);
    expect(await linkWorks(oldToken)).toBe(false);
    expect(await linkWorks(newToken)).toBe(true);
    const audit = (await auditRows('resend')).filter((row) => row.entityId === String(resent.body.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ invitation_id: ids.pending, state: 'sent' });
    expect(audit[0]?.after).toMatchObject({ replaced_invitation_ids: [ids.pending] });

    const expiredAgain = await api.call(admin, 'POST', `/api/admin/invitations/${ids.expired}/resend`, {});
    expect(expiredAgain.status).toBe(200);
    expect(await linkWorks(await tokenOf('expired@board.test'))).toBe(true);

    const counts = (await board()).body.counts;
    expect(counts).toEqual({ sent: 2, registered: 1, expired: 1, revoked: 3 });

    const refused = await api.call(admin, 'POST', `/api/admin/invitations/${ids.registered}/resend`, {});
    expect(refused.status).toBe(409);
    expect((await api.call(admin, 'POST', '/api/admin/invitations/999999/resend', {})).status).toBe(404);
  });

  it('refuses participants and coordinators', async () => {
    for (const person of [enrolled, coordinator]) {
      expect((await board()).status).toBe(200);
      const answer = await api.call(person, 'GET', `/api/admin/courses/${course.id}/invitations`);
      expect(answer.status).toBe(401);
      const sent = await api.call(person, 'POST', '/api/admin/invitations/import/preview', { csv: 'a' });
      expect(sent.status).toBe(401);
    }
  });
});
