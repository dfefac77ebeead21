// Invitation → mail (a real SMTP server in this process) → link → register_auth → registration → signed in and
// enrolled; used, expired, revoked and made-up tokens; races; every rule of the type 1 form (docs/security.md AU8).
import { REGISTRATION_MESSAGES as M } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '#server/core/auth/passwords.ts';
import { hashToken, newToken } from '#server/core/auth/tokens.ts';
import { queryRows } from '#server/core/db/client.ts';
import { enrolments, invitations, participantProfiles, users } from '#server/core/db/schema/index.ts';
import { redactUrl } from '#server/core/logging.ts';
import { createInvitation, type NewInvitation, revokeInvitation } from '#server/features/invitations/index.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { linkIn, startMailbox, type TestMailbox } from '#server/testing/mailbox.ts';
import { registrationBody } from '#server/testing/registration-body.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url }, realMailer: true });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const log = pino({ level: 'silent' });
const invite = (input: NewInvitation) =>
  createInvitation(
    { db: t.db, jobs: t.jobs, publicUrl: t.config.PUBLIC_URL, timeZone: t.config.TZ_INSTITUTE, log },
    input,
  );

let counter = 0;
/** A fresh e-mail and a type 1 invitation to course A for it. */
async function freshInvitation(course: string | number = 'CEAML-2026') {
  counter += 1;
  const email = `newcomer${counter}@registration.test`;
  const created = await invite({ email, course, name: `Newcomer ${counter}` });
  return { email, token: created.token, id: created.id };
}

const validBody = registrationBody;

const registerAuth = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/register_auth', headers: { authorization: `Bearer ${token}` } });
const registerNew = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/register/new_participant/${token}`, payload: body as object });
const registerExisting = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/register/existing_participant/${token}`, payload: body as object });

async function userRows(email: string) {
  return t.db.select().from(users).where(eq(users.email, email));
}

describe('invitation mail → link → registration', () => {
  it('mails a link built from PUBLIC_URL; following it registers, signs in and enrols the participant', async () => {
    const email = 'Nadia.Karim@Registration.test';
    await invite({ email, course: 'ceaml-2026', name: 'Nadia Karim' });
    const mail = await mailbox.waitFor('nadia.karim@registration.test', /invitation/);
    expect(mail.subject).toContain('CEAML-2026');
    expect(mail.html).toContain('<a href="http://portal.test/register?token=');
    const { link, token } = linkIn(mail, `${t.config.PUBLIC_URL}/register?token=`);
    expect(link).toBe(`http://portal.test/register?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(await queryRows(t.db, sql`select 1 from invitations where token_hash = ${token}`)).toHaveLength(0);
    const [stored] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13.9 * 86_400_000);

    const check = await registerAuth(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      token,
      course_name: 'Certified Expert in Anti-Money Laundering',
      email: 'nadia.karim@registration.test',
      register_type: 1,
      participant_name: 'Nadia Karim',
    });

    const response = await registerNew(token, validBody());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: 'Successfully Enrolled in Certified Expert in Anti-Money Laundering',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      course: 'Certified Expert in Anti-Money Laundering',
    });

    // Signed in: the answered token is a participant session.
    const auth = await t.app.inject({
      method: 'GET',
      url: '/api/participant/user/auth',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({ email: 'nadia.karim@registration.test', user_type: 2 });

    // The account, its profile and the enrolment with a course-wise roll.
    const [user] = await userRows('nadia.karim@registration.test');
    expect(user).toMatchObject({
      userType: 2,
      firstName: 'Nadia',
      lastName: 'Karim',
      mobileNo: '01712345678',
      gender: 0,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? null, 'secret-pass')).toBe(true);
    const [profile] = await t.db
      .select()
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, user?.id ?? 0));
    expect(profile).toMatchObject({
      organizationId: null,
      otherOrgName: 'Mutual Trust Bank PLC',
      designation: 'Senior Officer',
      experienceInBank: 4,
      lastAcademicDegree: 'MBA',
      dob: '1994-03-21',
      alternateContactNumber: '01898765432',
      alternateContactRelation: 'Brother',
    });
    const rows = await queryRows<{ course_roll: string; short_name: string }>(
      t.db,
      sql`select e.course_roll, c.short_name from enrolments e join courses c on c.id = e.course_id
          where e.participant_id = ${user?.id ?? 0}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.short_name).toBe('CEAML-2026');
    expect(rows[0]?.course_roll).toMatch(/^CEAML-26-\d{3}$/);
    const [used] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    expect(used?.usedAt).not.toBeNull();
    expect(used?.usedByUserId).toBe(user?.id);

    // The new participant signs in with the chosen password.
    await loginAs(t.app, 'nadia.karim@registration.test', 'secret-pass');

    // The same link a second time: refused, and nothing is created.
    const before = await dbFingerprint(t.db);
    const again = await registerNew(token, validBody({ first_name: 'Again' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'INVALID_TOKEN' });
    expect((await registerAuth(token)).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('gives consecutive course-wise rolls, unique in the course', async () => {
    const first = await freshInvitation('CCP-2026');
    const second = await freshInvitation('CCP-2026');
    expect((await registerNew(first.token, validBody())).statusCode).toBe(201);
    expect((await registerNew(second.token, validBody())).statusCode).toBe(201);
    const rolls = await queryRows<{ course_roll: string }>(
      t.db,
      sql`select e.course_roll from enrolments e join users u on u.id = e.participant_id
          where u.email in (${first.email}, ${second.email}) order by e.id`,
    );
    const numbers = rolls.map((row) => Number(row.course_roll.split('-').at(-1)));
    expect(rolls.map((row) => row.course_roll.replace(/\d+$/, ''))).toEqual(['CCP-26-', 'CCP-26-']);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('takes the e-mail from the invitation, whatever the body says', async () => {
    const { email, token } = await freshInvitation();
    const response = await registerNew(token, validBody({ email: 'someone.else@evil.test' }));
    expect(response.statusCode).toBe(201);
    expect(await userRows('someone.else@evil.test')).toHaveLength(0);
    expect(await userRows(email)).toHaveLength(1);
  });

  it('stores an organisation of the list, and no emergency contact when none is given', async () => {
    const { email, token } = await freshInvitation();
    const [org] = await queryRows<{ id: number }>(t.db, sql`select id from organizations order by id limit 1`);
    const body = validBody({ organization_id: org?.id, organization_name: 'ignored' });
    delete body.alternative_contact;
    expect((await registerNew(token, body)).statusCode).toBe(201);
    const [user] = await userRows(email);
    const [profile] = await t.db
      .select()
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, user?.id ?? 0));
    expect(profile).toMatchObject({
      organizationId: org?.id,
      otherOrgName: null,
      alternateContactNumber: null,
      alternateContactRelation: null,
    });
  });

  it('refuses an organisation that does not exist, creating nothing', async () => {
    const { token } = await freshInvitation();
    const before = await dbFingerprint(t.db);
    const response = await registerNew(token, validBody({ organization_id: 999_999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/organization does not exist/);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 409 with a clear text when the e-mail already has an account, and keeps the invitation', async () => {
    const { email, token } = await freshInvitation();
    await t.db.insert(users).values({ email, passwordHash: 'x', userType: 2, firstName: 'Early' });
    const before = await dbFingerprint(t.db);
    const response = await registerNew(token, validBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/already exists/);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect((await registerAuth(token)).statusCode).toBe(200);
  });
});

describe('tokens that do not work', () => {
  it('answers INVALID_TOKEN to a made-up, malformed or missing token', async () => {
    for (const token of [newToken(), 'short', 'x'.repeat(43).replace('x', '$')]) {
      const response = await registerAuth(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'INVALID_TOKEN' });
      expect((await registerNew(encodeURIComponent(token), validBody())).json()).toEqual({ error: 'INVALID_TOKEN' });
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/register_auth' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'INVALID_TOKEN' });
  });

  it('answers INVALID_TOKEN after 14 days, and creates nothing', async () => {
    const { email, token } = await freshInvitation();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 13 * 86_400_000);
    expect((await registerAuth(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    expect((await registerAuth(token)).json()).toEqual({ error: 'INVALID_TOKEN' });
    const response = await registerNew(token, validBody());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_TOKEN' });
    expect(await userRows(email)).toHaveLength(0);
  });

  it('answers INVALID_TOKEN once revoked, and a newer invitation to the same course revokes the older one', async () => {
    const { email, token, id } = await freshInvitation();
    expect(await revokeInvitation(t.db, id)).toBe(true);
    expect((await registerAuth(token)).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect((await registerNew(token, validBody())).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect(await userRows(email)).toHaveLength(0);

    const older = await invite({ email, course: 'CEAML-2026', name: 'Twice Invited' });
    const newer = await invite({ email, course: 'CEAML-2026', name: 'Twice Invited' });
    expect((await registerAuth(older.token)).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect((await registerAuth(newer.token)).statusCode).toBe(200);
  });

  it('lets exactly one of 10 parallel registrations with one token through (one user row)', async () => {
    const { email, token } = await freshInvitation();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => registerNew(token, validBody({ first_name: `Racer${index}` }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ error: 'INVALID_TOKEN' });
    }
    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    const enrolled = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.participantId, rows[0]?.id ?? 0));
    expect(enrolled).toHaveLength(1);
  });

  it('keeps tokens of registration paths out of logged URLs', () => {
    const token = newToken();
    for (const url of [
      `/api/register/new_participant/${token}`,
      `/api/register/existing_participant/${token}`,
      `/api/public/user/forgot-password/verify/${token}`,
      `/api/public/user/reset-password/${token}`,
      `/register?token=${token}`,
    ]) {
      expect(redactUrl(url)).not.toContain(token);
    }
  });
});

describe('the rules of the type 1 form, applied by the server', () => {
  const without = (key: string) => {
    const body = validBody();
    delete body[key];
    return body;
  };
  const cases: [string, Record<string, unknown>, string][] = [
    ['first name empty', validBody({ first_name: '  ' }), M.firstName],
    ['first name missing', without('first_name'), M.firstName],
    ['last name empty', validBody({ last_name: '' }), M.lastName],
    ['mobile empty', validBody({ mobile_no: '' }), M.mobileRequired],
    ['mobile missing', without('mobile_no'), M.mobileRequired],
    ['mobile of 10 digits', validBody({ mobile_no: '0171234567' }), M.mobileInvalid],
    ['mobile of 12 digits', validBody({ mobile_no: '017123456789' }), M.mobileInvalid],
    ['mobile not starting 01', validBody({ mobile_no: '02123456789' }), M.mobileInvalid],
    ['mobile negative', validBody({ mobile_no: '-1712345678' }), M.mobileInvalid],
    ['password empty', validBody({ password: '', confirm_password: '' }), M.passwordRequired],
    ['password of 5', validBody({ password: 'abcde', confirm_password: 'abcde' }), M.passwordMin],
    ['confirmation empty', validBody({ confirm_password: '' }), M.confirmRequired],
    ['confirmation differs', validBody({ confirm_password: 'secret-pasS' }), M.passwordMismatch],
    ['organisation missing', without('organization_id'), M.organization],
    ['organisation empty', validBody({ organization_id: '' }), M.organization],
    ['organisation negative', validBody({ organization_id: -1 }), M.organization],
    ['others without a name', without('organization_name'), M.organizationName],
    ['others with a blank name', validBody({ organization_name: '   ' }), M.organizationName],
    ['designation empty', validBody({ designation: '' }), M.designation],
    ['experience missing', without('exp_in_bank'), M.experienceRequired],
    ['experience negative', validBody({ exp_in_bank: -1 }), M.experienceInvalid],
    ['experience not whole', validBody({ exp_in_bank: 1.5 }), M.experienceInvalid],
    ['degree empty', validBody({ last_academic_degree: '' }), M.degree],
    ['dob empty', validBody({ dob: '' }), M.dobRequired],
    ['dob missing', without('dob'), M.dobRequired],
    ['dob not year-month-day', validBody({ dob: '21/03/1994' }), M.dobNotADate],
    ['dob not a date', validBody({ dob: '1994-02-30' }), M.dobNotADate],
    ['dob in the future', validBody({ dob: '2999-01-01' }), M.dobInvalid],
    ['present address empty', validBody({ present_address: '' }), M.address],
    ['permanent address empty', validBody({ permanent_address: '' }), M.address],
    [
      'emergency number invalid',
      validBody({ alternative_contact: { mobile_no: '1234', relation: 'Brother' } }),
      M.emergencyInvalid,
    ],
    [
      'emergency relation empty',
      validBody({ alternative_contact: { mobile_no: '01898765432', relation: '' } }),
      M.relationRequired,
    ],
    [
      'emergency relation of 101',
      validBody({ alternative_contact: { mobile_no: '01898765432', relation: 'a'.repeat(101) } }),
      M.relationMax,
    ],
    ['gender missing', without('gender'), M.gender],
    ['gender 2', validBody({ gender: 2 }), M.gender],
    ['gender as text', validBody({ gender: '1' }), M.gender],
  ];

  let token: string;
  beforeAll(async () => {
    token = (await freshInvitation()).token;
  });

  it.each(cases)('refuses %s with 400 and its message, creating nothing', async (_label, body, message) => {
    const before = await dbFingerprint(t.db);
    const response = await registerNew(token, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { error: string; issues: { path: string; message: string }[] };
    expect(answer.issues.map((issue) => issue.message)).toContain(message);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('still accepts the invitation after all those refusals', async () => {
    expect((await registerAuth(token)).statusCode).toBe(200);
    expect((await registerNew(token, validBody())).statusCode).toBe(201);
  });
});

describe('type 2: an existing participant account', () => {
  const existingBody = (over: Record<string, unknown> = {}) => ({
    email: 'participant2@demo.test',
    password: 'demo1234',
    organization_id: 0,
    organization_name: 'Community Bank Bangladesh PLC',
    designation: 'Principal Officer',
    ...over,
  });

  it('refuses a type 1 invitation for an e-mail with an account, and defaults to type 2', async () => {
    await expect(
      invite({ email: 'participant2@demo.test', course: 'CEAML-2026', name: 'P2', registerType: 1 }),
    ).rejects.toThrow(/already has an account/);
    const created = await invite({ email: 'participant2@demo.test', course: 'CTF-2026', name: 'P2' }).catch(
      (error: Error) => error,
    );
    expect(created).toBeInstanceOf(Error);
    expect((created as Error).message).toMatch(/No course has the short name "CTF-2026"/);
  });

  it("enrols after the password of the account matches; the e-mail must be the invitation's", async () => {
    const created = await invite({ email: 'participant2@demo.test', course: 'CEAML-2026', name: 'Participant Two' });
    expect(created.registerType).toBe(2);
    const mail = await mailbox.waitFor('participant2@demo.test', /invitation/);
    const { token } = linkIn(mail, `${t.config.PUBLIC_URL}/register?token=`);
    expect((await registerAuth(token)).json()).toMatchObject({ register_type: 2, email: 'participant2@demo.test' });

    const before = await dbFingerprint(t.db);
    const wrong = await registerExisting(token, existingBody({ password: 'not-the-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    const otherEmail = await registerExisting(token, existingBody({ email: 'participant3@demo.test' }));
    expect(otherEmail.statusCode).toBe(400);
    const missingName = await registerExisting(token, existingBody({ organization_name: undefined }));
    expect(missingName.statusCode).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);

    const response = await registerExisting(token, existingBody({ email: 'Participant2@Demo.test' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ course: 'Certified Expert in Anti-Money Laundering' });
    const auth = await t.app.inject({
      method: 'GET',
      url: '/api/participant/user/auth',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(auth.statusCode).toBe(200);
    const rows = await queryRows<{ course_roll: string; other_org_name: string; designation: string }>(
      t.db,
      sql`select e.course_roll, p.other_org_name, p.designation from users u
          join enrolments e on e.participant_id = u.id join courses c on c.id = e.course_id
          join participant_profiles p on p.user_id = u.id
          where u.email = 'participant2@demo.test' and c.short_name = 'CEAML-2026'`,
    );
    expect(rows).toEqual([
      {
        course_roll: expect.stringMatching(/^CEAML-26-\d{3}$/),
        other_org_name: 'Community Bank Bangladesh PLC',
        designation: 'Principal Officer',
      },
    ]);
    expect((await registerExisting(token, existingBody())).json()).toEqual({ error: 'INVALID_TOKEN' });
  });

  it('refuses someone enrolled in the course since the invitation with 409, naming the course as a value too', async () => {
    await invite({ email: 'participant4@demo.test', course: 'CEAML-2026', name: 'Participant Four' });
    const mail = await mailbox.waitFor('participant4@demo.test', /invitation/);
    const { token } = linkIn(mail, `${t.config.PUBLIC_URL}/register?token=`);
    // Enrolled another way meanwhile (an admin's import).
    await t.db.execute(
      sql`insert into enrolments (course_id, participant_id, course_roll)
          select c.id, u.id, 'CEAML-26-990' from courses c, users u
          where c.short_name = 'CEAML-2026' and u.email = 'participant4@demo.test'`,
    );
    const before = await dbFingerprint(t.db);
    const response = await registerExisting(token, existingBody({ email: 'participant4@demo.test' }));
    expect(response.statusCode).toBe(409);
    // The English text as ever, and beside it its code and the course, for a client to write it in its language.
    expect(response.json()).toEqual({
      error: 'You are already enrolled in Certified Expert in Anti-Money Laundering.',
      code: 'alreadyEnrolled',
      values: { course: 'Certified Expert in Anti-Money Laundering' },
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses to invite an e-mail already enrolled in the course', async () => {
    await expect(invite({ email: 'participant@demo.test', course: 'CEAML-2026', name: 'P1' })).rejects.toThrow(
      'participant@demo.test is already enrolled in CEAML-2026.',
    );
  });
});
