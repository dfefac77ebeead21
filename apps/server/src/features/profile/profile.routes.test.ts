import fs from 'node:fs';
import path from 'node:path';
import {
  COORDINATOR_PROFILE_UPDATED,
  EMAIL_CHANGE_CONFIRMED,
  EMAIL_CHANGE_SENT,
  PARTICIPANT_PROFILE_EDITED,
  TOO_MANY_EMAIL_CHANGES,
  UNKNOWN_ORGANIZATION,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { createSession } from '#server/core/auth/sessions.ts';
import { queryRows } from '#server/core/db/client.ts';
import {
  coordinatorProfiles,
  emailChanges,
  organizations,
  participantProfiles,
  users,
} from '#server/core/db/schema/index.ts';
import { createInvitation } from '#server/features/invitations/index.ts';
import { jsonAndFile, type MultipartBody, multipart, TINY_PNG } from '#server/testing/multipart.ts';
import { registrationBody } from '#server/testing/registration-body.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let passwordHash: string;
let sonaliBank: number;
beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword('demo1234');
  const [org] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Sonali Bank PLC'));
  sonaliBank = org!.id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const uniqueEmail = (kind: string) => `${kind}-${++counter}-${Date.now()}@profile.test`;

interface Person {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** A participant of its own, with a full profile and a session. */
async function makeParticipant(): Promise<Person> {
  const email = uniqueEmail('p');
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash,
      userType: 2,
      firstName: 'Old',
      lastName: 'Name',
      mobileNo: '01700000000',
      gender: 0,
    })
    .returning({ id: users.id });
  const id = row!.id;
  await t.db.insert(participantProfiles).values({
    userId: id,
    organizationId: sonaliBank,
    designation: 'Officer',
    presentAddress: 'Old address',
    permanentAddress: 'Old permanent',
    experienceInBank: 1,
    lastAcademicDegree: 'BBA',
    dob: '1990-01-01',
  });
  const { token } = await createSession(t.db, id);
  return { id, email, headers: { authorization: `Bearer ${token}` } };
}

async function makeCoordinator(): Promise<Person> {
  const email = uniqueEmail('c');
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash,
      userType: 1,
      firstName: 'Coord',
      lastName: 'Inator',
      mobileNo: '01900000000',
      gender: 1,
    })
    .returning({ id: users.id });
  const id = row!.id;
  await t.db.insert(coordinatorProfiles).values({ userId: id, occupation: 'Lecturer' });
  const { token } = await createSession(t.db, id);
  return { id, email, headers: { authorization: `Bearer ${token}` } };
}

const participantJson = (email: string, changes: Record<string, unknown> = {}) => ({
  first_name: 'Nabila',
  last_name: 'Karim',
  email,
  mobile_no: '01712345670',
  organization_id: sonaliBank,
  designation: 'Senior Officer',
  present_address: 'House 1, Road 2, Dhaka',
  permanent_address: 'Village X, Khulna',
  experience_in_bank: 4,
  last_academic_degree: 'MBA',
  gender: 0,
  dob: '1992-03-04',
  alternative_contact: { mobile_no: '01812345678', relation: 'Brother' },
  ...changes,
});

const coordinatorJson = (email: string, changes: Record<string, unknown> = {}) => ({
  first_name: 'Selina',
  last_name: 'Parvin',
  email,
  mobile_no: '01912345678',
  occupation: 'Professor',
  gender: 0,
  ...changes,
});

const patch = (url: string, person: Person, body: MultipartBody) =>
  t.app.inject({ method: 'PATCH', url, headers: { ...person.headers, ...body.headers }, payload: body.payload });
const updateParticipant = (person: Person, body: MultipartBody) => patch('/api/participant/user/update', person, body);
const updateCoordinator = (person: Person, body: MultipartBody) => patch('/api/coordinator/user/update', person, body);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function emailOf(id: number): Promise<string> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

/** The token of the last confirm link mailed to `email`. */
function linkTokenTo(email: string): string {
  const mail = t.mailer.messages.filter((message) => message.to === email && /confirm/.test(message.subject)).at(-1);
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirm link mailed to ${email}`);
  return token;
}

const confirm = (token: string) => t.app.inject({ method: 'PATCH', url: `/api/public/user/confirm-email/${token}` });
const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'demo1234' } });

/** A checksum of one account: its users row and its role profile row. */
async function rowsOf(id: number): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    t.db,
    sql`select md5(coalesce((select u::text from users u where u.id = ${id}), '') ||
      coalesce((select p::text from participant_profiles p where p.user_id = ${id}), '') ||
      coalesce((select c::text from coordinator_profiles c where c.user_id = ${id}), '')) as digest`,
  );
  return row!.digest;
}

function storedFiles(): string[] {
  return fs
    .readdirSync(t.storeDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function avatarKeyOf(id: number): Promise<string | null> {
  const [row] = await t.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, id));
  return row!.key;
}

describe('participant reads', () => {
  it('answers the full profile of the caller, organisation "others" as 0 with its name', async () => {
    const headers = await loginAs(t.app, 'participant5@demo.test');
    const response = await get('/api/participant/user/my_profile', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      first_name: 'Mahmud',
      last_name: 'Hasan',
      email: 'participant5@demo.test',
      mobile_no: '01311456789',
      organization_id: 0,
      other_org_name: 'IDLC Finance PLC',
      designation: 'Senior Executive',
      present_address: 'House 19, Road 2, Block C, Mirpur-10, Dhaka-1216',
      permanent_address: 'Sadar Road, Barishal-8200',
      experience_in_bank: 4,
      last_academic_degree: 'M.Sc. in Economics, Jahangirnagar University',
      gender: 1,
      dob: '1994-01-30',
      alternate_contact_number: null,
      alternate_contact_relation: null,
      url: null,
    });
  });

  it('answers the emergency contact and the avatar url', async () => {
    const headers = await loginAs(t.app, 'participant@demo.test');
    const body = (await get('/api/participant/user/my_profile', headers)).json();
    expect(body).toMatchObject({ alternate_contact_number: '01819876543', alternate_contact_relation: 'Spouse' });
    expect(body.url).toMatch(/^\/media\/avatars\//);
    const sidebar = await get('/api/participant/user/profile', headers);
    expect(sidebar.statusCode).toBe(200);
    expect(sidebar.json()).toEqual({ url: body.url, first_name: 'Sabbir', last_name: 'Hossain' });
    expect((await get(body.url, {})).statusCode).toBe(200);
  });

  it('answers 401 to a coordinator token and to no token', async () => {
    const coordinator = await loginAs(t.app, 'coordinator@demo.test');
    for (const url of ['/api/participant/user/my_profile', '/api/participant/user/profile']) {
      expect((await get(url, coordinator)).statusCode).toBe(401);
      expect((await get(url, {})).statusCode).toBe(401);
    }
    const person = await makeParticipant();
    const before = await rowsOf(person.id);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/participant/user/update',
      headers: { ...coordinator, ...jsonAndFile(participantJson(person.email)).headers },
      payload: jsonAndFile(participantJson(person.email)).payload,
    });
    expect(refused.statusCode).toBe(401);
    expect(await rowsOf(person.id)).toBe(before);
  });
});

describe('coordinator reads', () => {
  it('answers the profile and the sidebar header of the caller', async () => {
    const headers = await loginAs(t.app, 'coordinator2@demo.test');
    const response = await get('/api/coordinator/user/my_profile', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      faculty_name: 'Md. Rafiqul Islam',
      first_name: 'Md. Rafiqul',
      last_name: 'Islam',
      email: 'coordinator2@demo.test',
      mobile_no: '01819234502',
      occupation: 'Associate Professor',
      gender: 1,
    });
    const sidebar = (await get('/api/coordinator/user/profile', headers)).json();
    expect(sidebar).toEqual({ url: response.json().url, faculty_name: 'Md. Rafiqul Islam' });
    const participant = await loginAs(t.app, 'participant2@demo.test');
    expect((await get('/api/coordinator/user/my_profile', participant)).statusCode).toBe(401);
    expect((await get('/api/coordinator/user/profile', participant)).statusCode).toBe(401);
  });
});

describe('PATCH /api/participant/user/update', () => {
  it('changes the profile and answers the spec text', async () => {
    const person = await makeParticipant();
    const response = await updateParticipant(person, jsonAndFile(participantJson(person.email)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: PARTICIPANT_PROFILE_EDITED });
    const profile = (await get('/api/participant/user/my_profile', person.headers)).json();
    expect(profile).toMatchObject({
      first_name: 'Nabila',
      last_name: 'Karim',
      mobile_no: '01712345670',
      organization_id: sonaliBank,
      other_org_name: null,
      designation: 'Senior Officer',
      experience_in_bank: 4,
      gender: 0,
      dob: '1992-03-04',
      alternate_contact_number: '01812345678',
      alternate_contact_relation: 'Brother',
      url: null,
    });
    const sidebar = (await get('/api/participant/user/profile', person.headers)).json();
    expect(sidebar).toEqual({ url: null, first_name: 'Nabila', last_name: 'Karim' });
    expect(t.mailer.messages.filter((mail) => mail.to === person.email)).toHaveLength(0);
  });

  it('keeps the typed name of organisation "others", and clears an emergency contact that is not sent', async () => {
    const person = await makeParticipant();
    const json = participantJson(person.email, { organization_id: 0, organization_name: '  Acme Finance  ' });
    delete (json as { alternative_contact?: unknown }).alternative_contact;
    const response = await updateParticipant(person, jsonAndFile(json));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(participantProfiles).where(eq(participantProfiles.userId, person.id));
    expect(row).toMatchObject({
      organizationId: null,
      otherOrgName: 'Acme Finance',
      alternateContactNumber: null,
      alternateContactRelation: null,
    });
    const profile = (await get('/api/participant/user/my_profile', person.headers)).json();
    expect(profile).toMatchObject({ organization_id: 0, other_org_name: 'Acme Finance' });
    // Back to a listed organisation: the typed name is dropped.
    await updateParticipant(person, jsonAndFile(participantJson(person.email, { organization_name: 'ignored' })));
    const [after] = await t.db.select().from(participantProfiles).where(eq(participantProfiles.userId, person.id));
    expect(after).toMatchObject({ organizationId: sonaliBank, otherOrgName: null });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty first name', { first_name: '  ' }, 'json.first_name: First Name is Required'],
    ['an empty last name', { last_name: '' }, 'json.last_name: First Name is Required'],
    ['a first name of 256 characters', { first_name: 'a'.repeat(256) }, 'json.first_name: max length is 255'],
    [
      'a last name with CR/LF',
      { last_name: 'Karim\r\nBcc: x@evil.test' },
      'json.last_name: Line breaks and control characters are not allowed',
    ],
    ['a designation of 256 characters', { designation: 'd'.repeat(256) }, 'json.designation: max length is 255'],
    ['an empty designation', { designation: '' }, 'json.designation: Please Enter Designation'],
    ['an empty e-mail', { email: '' }, 'json.email: Email is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'json.email: email must be valid'],
    ['an e-mail with CR/LF', { email: 'a@b.test\r\nBcc: x@evil.test' }, 'json.email: email must be valid'],
    ['an empty phone', { mobile_no: '' }, 'json.mobile_no: Phone number is Required'],
    ['a phone of 10 digits', { mobile_no: '0171234567' }, 'json.mobile_no: Phone Number Must be valid'],
    ['a phone not starting 01', { mobile_no: '02123456789' }, 'json.mobile_no: Phone Number Must be valid'],
    ['a negative phone', { mobile_no: '-1712345678' }, 'json.mobile_no: Phone Number Must be valid'],
    ['no organisation', { organization_id: undefined }, 'json.organization_id: This field is required!'],
    [
      'organisation "others" without a name',
      { organization_id: 0 },
      'json.organization_name: Organization name is Required',
    ],
    ['an empty present address', { present_address: '' }, 'json.present_address: Please Enter Address'],
    ['an empty permanent address', { permanent_address: '' }, 'json.permanent_address: Please Enter Permanent Address'],
    ['an empty degree', { last_academic_degree: '' }, 'json.last_academic_degree: This is a required a field'],
    ['no experience', { experience_in_bank: undefined }, 'json.experience_in_bank: Please Fill this field'],
    [
      'a negative experience',
      { experience_in_bank: -1 },
      'json.experience_in_bank: Experience Must be a valid number!',
    ],
    ['no date of birth', { dob: '' }, 'json.dob: Please Enter Your Date Of Birth'],
    ['an impossible date of birth', { dob: '1990-02-30' }, 'json.dob: Please Enter Your Date Of Birth'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'json.dob: Please Enter Your Date Of Birth'],
    ['a gender of 2', { gender: 2 }, 'json.gender: Gender is reuired'],
    [
      'an emergency number without relation',
      { alternative_contact: { mobile_no: '01812345678', relation: '' } },
      'json.alternative_contact.relation: This field is required!',
    ],
    [
      'a relation of 101 characters',
      { alternative_contact: { mobile_no: '01812345678', relation: 'r'.repeat(101) } },
      'json.alternative_contact.relation: max length is 100',
    ],
    [
      'an invalid emergency number',
      { alternative_contact: { mobile_no: '12345', relation: 'Brother' } },
      'json.alternative_contact.mobile_no: Phone Number must be valid',
    ],
  ];
  it.each(refusals)('refuses %s with 400 and the spec message, changing nothing', async (_label, changes, error) => {
    const person = await makeParticipant();
    const before = await rowsOf(person.id);
    const response = await updateParticipant(person, jsonAndFile(participantJson(person.email, changes)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await rowsOf(person.id)).toBe(before);
  });

  it('refuses an organisation id that does not exist', async () => {
    const person = await makeParticipant();
    const before = await rowsOf(person.id);
    const response = await updateParticipant(
      person,
      jsonAndFile(participantJson(person.email, { organization_id: 999_999 })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNKNOWN_ORGANIZATION });
    expect(await rowsOf(person.id)).toBe(before);
  });

  // AU13: the answer and the work before it are the same whatever the address; the mails say the rest.
  it('answers a taken e-mail exactly like a free one, and changes no e-mail', async () => {
    const person = await makeParticipant();
    const other = await makeCoordinator();
    const otherBefore = await rowsOf(other.id);
    const free = uniqueEmail('free');
    const answers = [];
    for (const email of [other.email, other.email.toUpperCase(), 'participant2@demo.test', free]) {
      const response = await updateParticipant(
        person,
        jsonAndFile(participantJson(email), { name: 'a.png', data: TINY_PNG }),
      );
      answers.push({ status: response.statusCode, body: response.json(), type: response.headers['content-type'] });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: PARTICIPANT_PROFILE_EDITED, email_change: EMAIL_CHANGE_SENT },
      type: 'application/json; charset=utf-8',
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await t.jobs.drain();
    expect(await emailOf(person.id)).toBe(person.email);
    expect(await rowsOf(other.id)).toBe(otherBefore);
    const stored = await t.db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(eq(emailChanges.userId, person.id));
    expect(stored).toEqual([{ newEmail: free }]);
    // The owner of a taken address is told it is in use, and gets no link; the free address gets its link.
    for (const taken of [other.email, 'participant2@demo.test']) {
      const mails = t.mailer.messages.filter((mail) => mail.to === taken);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.subject).toMatch(/already in use/);
        expect(mail.text).not.toContain('/confirm-email');
      }
    }
    expect(linkTokenTo(free)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('changes the e-mail (lower-cased) only when the link sent to it is followed, telling the old address', async () => {
    const person = await makeParticipant();
    const other = await loginAs(t.app, person.email, 'demo1234');
    const newEmail = uniqueEmail('moved').toUpperCase();
    const response = await updateParticipant(person, jsonAndFile(participantJson(newEmail, { first_name: 'Nadia' })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: PARTICIPANT_PROFILE_EDITED, email_change: EMAIL_CHANGE_SENT });
    await t.jobs.drain();
    // The other fields changed at once; the e-mail not yet.
    const [row] = await t.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row).toEqual({ email: person.email, firstName: 'Nadia' });
    const asked = t.mailer.messages.filter((mail) => mail.to === person.email);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toMatch(/change of your e-mail address was asked/);
    expect((await signIn(newEmail.toLowerCase())).statusCode).toBe(401);

    const token = linkTokenTo(newEmail.toLowerCase());
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: EMAIL_CHANGE_CONFIRMED });
    expect(await emailOf(person.id)).toBe(newEmail.toLowerCase());
    await t.jobs.drain();
    const told = t.mailer.messages.filter((mail) => mail.to === person.email);
    expect(told).toHaveLength(2);
    expect(told[1]!.subject).toMatch(/e-mail address was changed/);
    expect((await signIn(newEmail.toLowerCase())).statusCode).toBe(200);
    expect((await signIn(person.email)).statusCode).toBe(401);
    // The sessions stay (the password did not change) and answer the new address.
    const auth = await get('/api/participant/user/auth', other);
    expect(auth.statusCode).toBe(200);
    expect(auth.json().email).toBe(newEmail.toLowerCase());
    // Single use.
    expect((await confirm(token)).json()).toEqual({ error: 'INVALID_TOKEN' });
  });

  it("cannot take a pending invitation's address: not by the request, not by the link; the invitee registers", async () => {
    const person = await makeParticipant();
    const invite = (email: string) =>
      createInvitation(
        {
          db: t.db,
          jobs: t.jobs,
          publicUrl: t.config.PUBLIC_URL,
          timeZone: t.config.TZ_INSTITUTE,
          log: pino({ level: 'silent' }),
        },
        { email, course: 'CEAML-2026', name: 'Invited Person' },
      );
    // Asked for after the invitation: no link at all.
    const invitedFirst = uniqueEmail('invited');
    const invitation = await invite(invitedFirst);
    await t.jobs.drain();
    const asked = await updateParticipant(person, jsonAndFile(participantJson(invitedFirst)));
    expect(asked.json()).toEqual({ success: PARTICIPANT_PROFILE_EDITED, email_change: EMAIL_CHANGE_SENT });
    await t.jobs.drain();
    expect(t.mailer.messages.filter((mail) => mail.to === invitedFirst).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/invitation/),
      expect.stringMatching(/already in use/),
    ]);
    // Asked for before the invitation: the link no longer works once the invitation is pending.
    const invitedLater = uniqueEmail('invited-later');
    await updateParticipant(person, jsonAndFile(participantJson(invitedLater)));
    await t.jobs.drain();
    const token = linkTokenTo(invitedLater);
    const later = await invite(invitedLater);
    expect((await confirm(token)).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect(await emailOf(person.id)).toBe(person.email);
    // Both invitees register with their invitation.
    for (const created of [invitation, later]) {
      const registered = await t.app.inject({
        method: 'POST',
        url: `/api/register/new_participant/${created.token}`,
        payload: registrationBody(),
      });
      expect(registered.statusCode, registered.body).toBe(201);
    }
  });

  it('refuses a sixth e-mail change within an hour with 429, changing nothing; saves that keep the e-mail go on', async () => {
    const person = await makeParticipant();
    for (let change = 1; change <= 5; change += 1) {
      const response = await updateParticipant(person, jsonAndFile(participantJson(uniqueEmail('spam'))));
      expect(response.statusCode, `change ${change}`).toBe(200);
    }
    await t.jobs.drain();
    const mails = t.mailer.messages.length;
    const before = await rowsOf(person.id);
    const sixth = await updateParticipant(
      person,
      jsonAndFile(participantJson(uniqueEmail('spam'), { first_name: 'Changed' })),
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: TOO_MANY_EMAIL_CHANGES });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await t.jobs.drain();
    expect(await rowsOf(person.id)).toBe(before);
    expect(t.mailer.messages.length).toBe(mails);
    const kept = await updateParticipant(person, jsonAndFile(participantJson(person.email, { first_name: 'Kept' })));
    expect(kept.json()).toEqual({ success: PARTICIPANT_PROFILE_EDITED });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    expect((await updateParticipant(person, jsonAndFile(participantJson(uniqueEmail('later'))))).statusCode).toBe(200);
  });

  it('lets a link work for 24 hours, and a newer request or a password change void it', async () => {
    const person = await makeParticipant();
    const ask = async (email: string) => {
      await updateParticipant(person, jsonAndFile(participantJson(email)));
      await t.jobs.drain();
      return linkTokenTo(email);
    };
    const expired = await ask(uniqueEmail('late'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3_600_000 + 60_000 });
    expect((await confirm(expired)).json()).toEqual({ error: 'INVALID_TOKEN' });
    vi.useRealTimers();

    const first = await ask(uniqueEmail('first'));
    const second = await ask(uniqueEmail('second'));
    expect((await confirm(first)).json()).toEqual({ error: 'INVALID_TOKEN' });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/participant/user/me/update_password',
      headers: person.headers,
      payload: { password: 'demo1234', new_password: 'changed-password', confirm_password: 'changed-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(second)).json()).toEqual({ error: 'INVALID_TOKEN' });
    expect(await emailOf(person.id)).toBe(person.email);
  });

  it('ignores user_type, id and is_active in the json part (no mass assignment)', async () => {
    const person = await makeParticipant();
    const other = await makeParticipant();
    const otherBefore = await rowsOf(other.id);
    const json = participantJson(person.email, { user_type: 1, id: other.id, is_active: false, user_id: other.id });
    const response = await updateParticipant(person, jsonAndFile(json));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select({ userType: users.userType, isActive: users.isActive, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row).toEqual({ userType: 2, isActive: true, firstName: 'Nabila' });
    expect(await rowsOf(other.id)).toBe(otherBefore);
  });

  it("never changes another participant's profile: each caller changes only their own row", async () => {
    const first = await makeParticipant();
    const second = await makeParticipant();
    const secondBefore = await rowsOf(second.id);
    await updateParticipant(first, jsonAndFile(participantJson(first.email, { first_name: 'First' })));
    expect(await rowsOf(second.id)).toBe(secondBefore);
    const firstAfter = await rowsOf(first.id);
    await updateParticipant(second, jsonAndFile(participantJson(second.email, { first_name: 'Second' })));
    expect(await rowsOf(first.id)).toBe(firstAfter);
  });

  it('answers 415 to a JSON body', async () => {
    const person = await makeParticipant();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/participant/user/update',
      headers: person.headers,
      payload: participantJson(person.email),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('avatars', () => {
  it('stores a new avatar under /media, removes the replaced file, and shows it in the sidebar', async () => {
    const person = await makeParticipant();
    const first = await updateParticipant(
      person,
      jsonAndFile(participantJson(person.email), { name: 'me.png', data: TINY_PNG }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = await avatarKeyOf(person.id);
    expect(firstKey).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
    const firstFile = path.join(t.storeDir, 'media', ...firstKey!.split('/'));
    expect(fs.existsSync(firstFile)).toBe(true);
    const served = await get(`/media/${firstKey}`, {});
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = await updateParticipant(
      person,
      jsonAndFile(participantJson(person.email), { name: 'new.PNG', data: TINY_PNG }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondKey = await avatarKeyOf(person.id);
    expect(secondKey).not.toBe(firstKey);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await get(`/media/${firstKey}`, {})).statusCode).toBe(404);
    const sidebar = (await get('/api/participant/user/profile', person.headers)).json();
    expect(sidebar.url).toBe(`/media/${secondKey}`);

    // Saving without a file keeps the avatar.
    await updateParticipant(person, jsonAndFile(participantJson(person.email)));
    expect(await avatarKeyOf(person.id)).toBe(secondKey);
  });

  it('refuses a file named .png whose content is not an image with 415, storing nothing', async () => {
    const person = await makeParticipant();
    const files = storedFiles().length;
    const before = await rowsOf(person.id);
    const response = await updateParticipant(
      person,
      jsonAndFile(participantJson(person.email), {
        name: 'photo.png',
        data: '<?php echo "x"; ?>',
        contentType: 'image/png',
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().error).toBe('string');
    expect(storedFiles().length).toBe(files);
    expect(await rowsOf(person.id)).toBe(before);
  });

  it('refuses other extensions with 415 (.gif, .pdf, .exe)', async () => {
    const person = await makeParticipant();
    for (const name of ['a.gif', 'a.pdf', 'a.png.exe']) {
      const response = await updateParticipant(
        person,
        jsonAndFile(participantJson(person.email), { name, data: TINY_PNG }),
      );
      expect(response.statusCode, name).toBe(415);
    }
  });

  it('answers 413 to an avatar over 2 MiB, with no file and no row changed', async () => {
    const person = await makeParticipant();
    const files = storedFiles().length;
    const before = await rowsOf(person.id);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const response = await updateParticipant(
      person,
      jsonAndFile(participantJson(person.email), { name: 'big.png', data: big }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is too large (at most 2 MiB)' });
    expect(storedFiles().length).toBe(files);
    expect(await rowsOf(person.id)).toBe(before);
  });

  it('stores an SVG without script, event handlers or foreignObject, served with the sandbox CSP', async () => {
    const person = await makeCoordinator();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert('xss')">
      <script>alert(document.domain)</script>
      <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>
      <circle cx="5" cy="5" r="4" fill="teal"/></svg>`;
    const response = await updateCoordinator(
      person,
      jsonAndFile(coordinatorJson(person.email), { name: 'face.svg', data: svg }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { url } = (await get('/api/coordinator/user/profile', person.headers)).json();
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.svg$/);
    const served = await get(url, {});
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toContain('<circle');
    for (const gone of ['<script', 'onload', 'onerror', 'foreignObject', 'alert'])
      expect(served.body).not.toContain(gone);
  });
});

describe('PATCH /api/coordinator/user/update', () => {
  it('changes the profile and answers the spec text', async () => {
    const person = await makeCoordinator();
    const response = await updateCoordinator(
      person,
      jsonAndFile(coordinatorJson(person.email), { name: 'me.png', data: TINY_PNG }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: COORDINATOR_PROFILE_UPDATED });
    const profile = (await get('/api/coordinator/user/my_profile', person.headers)).json();
    expect(profile).toMatchObject({
      first_name: 'Selina',
      last_name: 'Parvin',
      email: person.email,
      mobile_no: '01912345678',
      occupation: 'Professor',
      gender: 0,
    });
    expect(profile.url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    const sidebar = (await get('/api/coordinator/user/profile', person.headers)).json();
    expect(sidebar).toEqual({ url: profile.url, faculty_name: 'Selina Parvin' });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty first name', { first_name: '' }, 'json.first_name: First Name is Required'],
    ['an empty last name', { last_name: '' }, 'json.last_name: First Name is Required'],
    [
      'a name with CR/LF',
      { first_name: 'x\r\nBcc: e@x.test' },
      'json.first_name: Line breaks and control characters are not allowed',
    ],
    ['an occupation of 256 characters', { occupation: 'o'.repeat(256) }, 'json.occupation: max length is 255'],
    ['an empty occupation', { occupation: '' }, 'json.occupation: Please Enter Designation'],
    ['an invalid e-mail', { email: 'x@' }, 'json.email: email must be valid'],
    ['a phone of 12 digits', { mobile_no: '017123456789' }, 'json.mobile_no: Phone Number Must be valid'],
    ['no gender', { gender: undefined }, 'json.gender: Gender is reuired'],
  ];
  it.each(refusals)('refuses %s with 400, changing nothing', async (_label, changes, error) => {
    const person = await makeCoordinator();
    const before = await rowsOf(person.id);
    const response = await updateCoordinator(person, jsonAndFile(coordinatorJson(person.email, changes)));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await rowsOf(person.id)).toBe(before);
  });

  it('answers a taken e-mail as a free one, changing no e-mail, and ignores user_type and id', async () => {
    const person = await makeCoordinator();
    const other = await makeParticipant();
    const before = [await rowsOf(person.id), await rowsOf(other.id)];
    const taken = await updateCoordinator(person, jsonAndFile(coordinatorJson(other.email)));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ success: COORDINATOR_PROFILE_UPDATED, email_change: EMAIL_CHANGE_SENT });
    await t.jobs.drain();
    expect(await emailOf(person.id)).toBe(person.email);
    expect(await rowsOf(other.id)).toBe(before[1]);
    const sneaky = await updateCoordinator(
      person,
      jsonAndFile(coordinatorJson(person.email, { user_type: 0, id: other.id })),
    );
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json()).toEqual({ success: COORDINATOR_PROFILE_UPDATED });
    const [row] = await t.db.select({ userType: users.userType }).from(users).where(eq(users.id, person.id));
    expect(row!.userType).toBe(1);
    expect(await rowsOf(other.id)).toBe(before[1]);
  });

  it('answers 401 to a participant token, changing nothing', async () => {
    const person = await makeCoordinator();
    const participant = await makeParticipant();
    const before = await rowsOf(person.id);
    const response = await patch(
      '/api/coordinator/user/update',
      participant,
      jsonAndFile(coordinatorJson(person.email)),
    );
    expect(response.statusCode).toBe(401);
    expect(await rowsOf(person.id)).toBe(before);
  });

  it('answers 400 to a file sent under another part name', async () => {
    const person = await makeCoordinator();
    const body = multipart([
      { name: 'json', value: JSON.stringify(coordinatorJson(person.email)) },
      { name: 'photo', filename: 'me.png', value: TINY_PNG },
    ]);
    const response = await updateCoordinator(person, body);
    expect(response.statusCode).toBe(400);
  });
});
