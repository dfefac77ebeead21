// People and courses of the admin console: the course select, courses and their coordinators, enrolments,
// coordinator accounts and participants; every change audited, bad input refused without a change, and a
// deactivated account signed out at once and refused at sign-in.
import { USER_TYPE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { sessions, users } from '#server/core/db/schema/index.ts';
import { makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { linkIn } from '#server/testing/mailbox.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await makePerson(t.db, 'admin');
});
afterAll(() => t.close());

/** The audit rows of one entity and action, newest first. */
async function audit(entity: string, action: string) {
  const answer = await api.call(admin, 'GET', `/api/admin/audit?entity=${entity}&action=${action}`);
  return answer.body as { total_data: number; data: { entity_id: string; before: unknown; after: unknown }[] };
}

const auditTotal = async () =>
  ((await api.call(admin, 'GET', '/api/admin/audit')).body as { total_data: number }).total_data;

const courseBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Certified Anti-Money Laundering Professional',
  short_name: 'CAMLP-2027',
  program_id: null,
  intake_name: 'January',
  batch: 3,
  session_name: '2027-28',
  year: 2027,
  status: 1,
  ...overrides,
});

describe('course options', () => {
  it('answers every course as "name (short name)", running first, and filters by status', async () => {
    const running = await makeCourse(t.db, { name: 'Options Running', shortName: 'OPT-R', status: 1 });
    const expired = await makeCourse(t.db, { name: 'Options Expired', shortName: 'OPT-E', status: 0 });
    const all = await api.call(admin, 'GET', '/api/admin/courses/options');
    expect(all.status).toBe(200);
    const courses = all.body.courses as { value: number; label: string }[];
    expect(courses).toContainEqual({ value: running.id, label: 'Options Running (OPT-R)' });
    expect(courses).toContainEqual({ value: expired.id, label: 'Options Expired (OPT-E)' });
    const firstExpired = courses.findIndex((option) => option.value === expired.id);
    expect(courses.findIndex((option) => option.value === running.id)).toBeLessThan(firstExpired);

    const onlyExpired = (await api.call(admin, 'GET', '/api/admin/courses/options?status=0')).body.courses as {
      value: number;
    }[];
    expect(onlyExpired.some((option) => option.value === expired.id)).toBe(true);
    expect(onlyExpired.some((option) => option.value === running.id)).toBe(false);
  });

  it('answers the programmes and the active coordinators as options', async () => {
    const programs = (await api.call(admin, 'GET', '/api/admin/courses/program-options')).body.programs;
    expect(programs.length).toBeGreaterThan(0);
    expect(programs[0].label).toMatch(/\(.+\)$/);
    const inactive = await makePerson(t.db, 'coordinator', { first: 'Gone' });
    await api.call(admin, 'PATCH', `/api/admin/coordinators/${inactive.id}/active`, { active: false });
    const coordinators = (await api.call(admin, 'GET', '/api/admin/coordinators/options')).body.coordinators as {
      value: number;
      label: string;
    }[];
    expect(coordinators.some((option) => option.label.includes('coordinator@demo.test'))).toBe(true);
    expect(coordinators.some((option) => option.value === inactive.id)).toBe(false);
  });
});

describe('list searches', () => {
  it('refuse a q with a NUL or another control character with 400, never a 5xx (found by wapiti)', async () => {
    for (const list of ['courses', 'coordinators', 'participants']) {
      for (const text of ['/e\u0000', 'a\u0007b']) {
        const answer = await api.call(admin, 'GET', `/api/admin/${list}?q=${encodeURIComponent(text)}`);
        expect(answer.status).toBe(400);
      }
    }
  });
});

describe('courses', () => {
  it('creates a course, lists it with its counts, and audits the creation', async () => {
    const programs = (await api.call(admin, 'GET', '/api/admin/courses/program-options')).body.programs;
    const created = await api.call(admin, 'POST', '/api/admin/courses', courseBody({ program_id: programs[0].value }));
    expect(created).toEqual({ status: 201, body: { success: 'Course created', id: expect.any(Number) } });
    const id = created.body.id as number;

    const list = await api.call(admin, 'GET', '/api/admin/courses?q=camlp-2027');
    expect(list.body).toEqual({
      total_data: 1,
      data: [
        {
          id,
          name: 'Certified Anti-Money Laundering Professional',
          short_name: 'CAMLP-2027',
          program_id: programs[0].value,
          program_name: expect.any(String),
          intake_name: 'January',
          batch: 3,
          session_name: '2027-28',
          year: 2027,
          status: 1,
          participant_count: 0,
          coordinator_count: 0,
        },
      ],
    });
    const rows = await audit('course', 'create');
    expect(rows.data[0]).toMatchObject({ entity_id: String(id), before: null, after: { short_name: 'CAMLP-2027' } });
  });

  it('counts participants and coordinators, filters by status, and pages by 10', async () => {
    const people = await Promise.all([1, 2, 3].map(() => makePerson(t.db, 'participant')));
    const faculty = await makePerson(t.db, 'coordinator');
    const course = await makeCourse(t.db, {
      name: 'Counted Course',
      shortName: 'COUNT-1',
      participants: people,
      coordinators: [faculty],
    });
    const found = await api.call(admin, 'GET', '/api/admin/courses?q=Counted&status=1');
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: course.id, participant_count: 3, coordinator_count: 1 }),
    ]);
    expect((await api.call(admin, 'GET', '/api/admin/courses?q=Counted&status=0')).body).toEqual({
      total_data: 0,
      data: [],
    });
    for (let n = 0; n < 11; n += 1) await makeCourse(t.db, { name: `Paged Course ${n}`, shortName: `PAGED-${n}` });
    const first = await api.call(admin, 'GET', '/api/admin/courses?q=Paged%20Course');
    const second = await api.call(admin, 'GET', '/api/admin/courses?q=Paged%20Course&page=2');
    expect(first.body.total_data).toBe(11);
    expect(first.body.data).toHaveLength(10);
    expect(second.body.data).toHaveLength(1);
    expect(first.body.data[0].name).toBe('Paged Course 10');
  });

  it('refuses a taken short name in any case (409), bad input (400) and an unknown programme (404), changing nothing', async () => {
    const before = await auditTotal();
    const taken = await api.call(admin, 'POST', '/api/admin/courses', courseBody({ short_name: 'camlp-2027' }));
    expect(taken).toEqual({ status: 409, body: { error: 'A course with this short name already exists' } });
    const bad = await api.call(admin, 'POST', '/api/admin/courses', courseBody({ name: '  ', batch: 0, year: 1800 }));
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.batch', 'body.year']),
    );
    const noProgram = await api.call(
      admin,
      'POST',
      '/api/admin/courses',
      courseBody({ short_name: 'X-1', program_id: 999999 }),
    );
    expect(noProgram).toEqual({ status: 404, body: { error: 'No such programme' } });
    expect(await auditTotal()).toBe(before);
    expect((await api.call(admin, 'GET', '/api/admin/courses?q=X-1')).body.total_data).toBe(0);
  });

  it("edits a course (its own short name in another case is fine; another course's is 409) with before and after audited", async () => {
    const course = await makeCourse(t.db, { name: 'Edit Me', shortName: 'EDIT-1' });
    const saved = await api.call(
      admin,
      'PATCH',
      `/api/admin/courses/${course.id}`,
      courseBody({ name: 'Edited', short_name: 'edit-1', batch: null, intake_name: '', status: 0 }),
    );
    expect(saved).toEqual({ status: 200, body: { success: 'Course saved' } });
    const detail = await api.call(admin, 'GET', `/api/admin/courses/${course.id}`);
    expect(detail.body).toMatchObject({
      name: 'Edited',
      short_name: 'edit-1',
      batch: null,
      intake_name: null,
      status: 0,
      coordinators: [],
    });
    const rows = await audit('course', 'update');
    expect(rows.data[0]).toMatchObject({
      entity_id: String(course.id),
      before: { name: 'Edit Me', short_name: 'EDIT-1', status: 1 },
      after: { name: 'Edited', short_name: 'edit-1', status: 0 },
    });
    const clash = await api.call(
      admin,
      'PATCH',
      `/api/admin/courses/${course.id}`,
      courseBody({ short_name: 'COUNT-1' }),
    );
    expect(clash.status).toBe(409);
    expect((await api.call(admin, 'PATCH', '/api/admin/courses/999999', courseBody())).status).toBe(404);
    expect((await api.call(admin, 'GET', '/api/admin/courses/999999')).status).toBe(404);
  });

  it('deletes only a course without participants or work, saying why otherwise', async () => {
    const pat = await makePerson(t.db, 'participant');
    const busy = await makeCourse(t.db, { participants: [pat] });
    const refused = await api.call(admin, 'DELETE', `/api/admin/courses/${busy.id}`);
    expect(refused).toEqual({
      status: 409,
      body: { error: 'This course has 1 participant(s): remove them first, or mark the course expired instead' },
    });
    const empty = await makeCourse(t.db, { coordinators: [await makePerson(t.db, 'coordinator')] });
    expect(await api.call(admin, 'DELETE', `/api/admin/courses/${empty.id}`)).toEqual({
      status: 200,
      body: { success: 'Course deleted' },
    });
    expect((await api.call(admin, 'GET', `/api/admin/courses/${empty.id}`)).status).toBe(404);
    expect((await audit('course', 'delete')).data[0]).toMatchObject({ entity_id: String(empty.id), after: null });
    expect((await api.call(admin, 'DELETE', `/api/admin/courses/${empty.id}`)).status).toBe(404);
  });
});

describe('course coordinators', () => {
  it('adds an active coordinator once, shows them on the course page, and removes them, each audited', async () => {
    const course = await makeCourse(t.db);
    const faculty = await makePerson(t.db, 'coordinator', { first: 'Added' });
    const url = `/api/admin/courses/${course.id}/coordinators`;
    expect(await api.call(admin, 'POST', url, { coordinator_id: faculty.id })).toEqual({
      status: 200,
      body: { success: 'Coordinator added to the course' },
    });
    expect((await api.call(admin, 'POST', url, { coordinator_id: faculty.id })).status).toBe(409);
    const detail = await api.call(admin, 'GET', `/api/admin/courses/${course.id}`);
    expect(detail.body.coordinators).toEqual([
      { id: faculty.id, name: faculty.name, email: faculty.email, is_active: true },
    ]);
    expect(detail.body.coordinator_count).toBe(1);
    expect((await audit('course_coordinator', 'create')).data[0]).toMatchObject({
      entity_id: `${course.id}:${faculty.id}`,
    });

    const participant = await makePerson(t.db, 'participant');
    expect((await api.call(admin, 'POST', url, { coordinator_id: participant.id })).status).toBe(404);
    expect(
      (await api.call(admin, 'POST', '/api/admin/courses/999999/coordinators', { coordinator_id: faculty.id })).status,
    ).toBe(404);

    expect((await api.call(admin, 'DELETE', `${url}/${faculty.id}`)).body).toEqual({
      success: 'Coordinator removed from the course',
    });
    expect((await api.call(admin, 'DELETE', `${url}/${faculty.id}`)).status).toBe(404);
    expect((await audit('course_coordinator', 'delete')).data[0]).toMatchObject({
      entity_id: `${course.id}:${faculty.id}`,
    });
  });

  it('refuses a deactivated coordinator', async () => {
    const course = await makeCourse(t.db);
    const faculty = await makePerson(t.db, 'coordinator');
    await api.call(admin, 'PATCH', `/api/admin/coordinators/${faculty.id}/active`, { active: false });
    const refused = await api.call(admin, 'POST', `/api/admin/courses/${course.id}/coordinators`, {
      coordinator_id: faculty.id,
    });
    expect(refused).toEqual({
      status: 409,
      body: { error: 'This coordinator account is deactivated: activate it first' },
    });
  });
});

describe('enrolments', () => {
  it("lists a course's participants by roll, 10 a page, and removes one (audited)", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => makePerson(t.db, 'participant')));
    const rolls = people.map((_, index) => `R${String(12 - index).padStart(2, '0')}`);
    const course = await makeCourse(t.db, { participants: people, rolls });
    const first = await api.call(admin, 'GET', `/api/admin/courses/${course.id}/enrolments`);
    expect(first.body.total_data).toBe(12);
    expect(first.body.data.map((row: { course_roll: string }) => row.course_roll)).toEqual([
      'R01',
      'R02',
      'R03',
      'R04',
      'R05',
      'R06',
      'R07',
      'R08',
      'R09',
      'R10',
    ]);
    const last = people[11] as Person;
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      participant_id: last.id,
      course_roll: 'R01',
      name: last.name,
      email: last.email,
      is_active: true,
    });
    const second = await api.call(admin, 'GET', `/api/admin/courses/${course.id}/enrolments?page=2`);
    expect(second.body.data).toHaveLength(2);

    const enrolmentId = first.body.data[0].id as number;
    const other = await makeCourse(t.db);
    expect((await api.call(admin, 'DELETE', `/api/admin/courses/${other.id}/enrolments/${enrolmentId}`)).status).toBe(
      404,
    );
    expect(await api.call(admin, 'DELETE', `/api/admin/courses/${course.id}/enrolments/${enrolmentId}`)).toEqual({
      status: 200,
      body: { success: 'Participant removed from the course' },
    });
    expect((await api.call(admin, 'GET', `/api/admin/courses/${course.id}/enrolments`)).body.total_data).toBe(11);
    expect((await audit('enrolment', 'delete')).data[0]).toMatchObject({
      entity_id: String(enrolmentId),
      before: { course_id: course.id, participant_id: last.id, course_roll: 'R01' },
    });
    expect((await api.call(admin, 'GET', '/api/admin/courses/999999/enrolments')).status).toBe(404);
  });
});

describe('coordinator accounts', () => {
  it('creates a coordinator whose mailed link sets the password, and audits it without secrets', async () => {
    const created = await api.call(admin, 'POST', '/api/admin/coordinators', {
      first_name: 'Nadia',
      last_name: 'Rahman',
      email: ' Nadia.Rahman@Institute.test ',
      mobile_no: '01711111111',
      designation: 'Senior Trainer',
    });
    expect(created).toEqual({
      status: 201,
      body: {
        success: 'Coordinator created; a link to set the password was e-mailed',
        id: expect.any(Number),
        mailed: true,
      },
    });
    await t.jobs.drain();
    const mail = t.mailer.messages.at(-1);
    expect(mail?.to).toBe('nadia.rahman@institute.test');
    const { token } = linkIn({ text: mail?.text ?? '' }, `${t.config.PUBLIC_URL}/reset-password?token=`);
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/user/reset-password/${token}`,
      payload: { password: 'nadia-chosen-1', confirm_password: 'nadia-chosen-1' },
    });
    expect(set.statusCode).toBe(200);
    await loginAs(t.app, 'nadia.rahman@institute.test', 'nadia-chosen-1');

    const list = await api.call(admin, 'GET', '/api/admin/coordinators?q=nadia');
    expect(list.body).toEqual({
      total_data: 1,
      data: [
        {
          id: created.body.id,
          first_name: 'Nadia',
          last_name: 'Rahman',
          email: 'nadia.rahman@institute.test',
          mobile_no: '01711111111',
          designation: 'Senior Trainer',
          is_active: true,
          course_count: 0,
        },
      ],
    });
    const rows = await audit('coordinator', 'create');
    expect(rows.data[0]).toMatchObject({ entity_id: String(created.body.id), after: { occupation: 'Senior Trainer' } });
    expect(JSON.stringify(rows.data[0])).not.toMatch(/password|hash|token/i);
  });

  it('refuses a taken e-mail (409) and bad input (400) without an account or an audit row', async () => {
    const before = await auditTotal();
    const taken = await api.call(admin, 'POST', '/api/admin/coordinators', {
      first_name: 'Again',
      email: 'NADIA.RAHMAN@institute.test',
    });
    expect(taken).toEqual({ status: 409, body: { error: 'An account with this e-mail already exists' } });
    const bad = await api.call(admin, 'POST', '/api/admin/coordinators', {
      first_name: '',
      email: 'not-an-email',
      mobile_no: '12345',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.first_name', message: 'First name is required' },
        { path: 'body.email', message: 'Enter a valid e-mail address' },
        { path: 'body.mobile_no', message: 'Mobile number must be 11 digits starting with 01' },
      ]),
    );
    expect(await auditTotal()).toBe(before);
  });

  it('queues the link while the mail server is down: it goes out once when it answers, and can be sent again', async () => {
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    const created = await api.call(admin, 'POST', '/api/admin/coordinators', {
      first_name: 'Unmailed',
      email: 'unmailed@institute.test',
    });
    expect(created.body).toMatchObject({
      mailed: true,
      success: 'Coordinator created; a link to set the password was e-mailed',
    });
    await t.jobs.drain();
    const toUnmailed = () => t.mailer.messages.filter((mail) => mail.to === 'unmailed@institute.test');
    expect(toUnmailed()).toHaveLength(0);
    t.mailer.send = send;
    await t.jobs.drain({ retryNow: true });
    expect(toUnmailed()).toHaveLength(1);
    const resent = await api.call(admin, 'POST', `/api/admin/coordinators/${created.body.id}/setup-link`, {});
    expect(resent).toEqual({
      status: 200,
      body: { success: 'A new link to set the password was e-mailed', mailed: true },
    });
    await t.jobs.drain();
    expect(toUnmailed()).toHaveLength(2);
    expect((await audit('coordinator', 'resend')).data[0]).toMatchObject({ entity_id: String(created.body.id) });
    const participant = await makePerson(t.db, 'participant');
    expect((await api.call(admin, 'POST', `/api/admin/coordinators/${participant.id}/setup-link`, {})).status).toBe(
      404,
    );
  });

  it('edits names, mobile, designation and e-mail (a taken one is 409), audited before and after', async () => {
    const faculty = await makePerson(t.db, 'coordinator', { first: 'Old' });
    const url = `/api/admin/coordinators/${faculty.id}`;
    const saved = await api.call(admin, 'PATCH', url, {
      first_name: 'New',
      last_name: 'Name',
      email: 'new.name@institute.test',
      mobile_no: '',
      designation: 'Lecturer',
    });
    expect(saved).toEqual({ status: 200, body: { success: 'Coordinator saved' } });
    const list = await api.call(admin, 'GET', '/api/admin/coordinators?q=new.name@');
    expect(list.body.data[0]).toMatchObject({ first_name: 'New', designation: 'Lecturer', mobile_no: null });
    expect((await audit('coordinator', 'update')).data[0]).toMatchObject({
      before: { first_name: 'Old', email: faculty.email, occupation: null },
      after: { first_name: 'New', email: 'new.name@institute.test', occupation: 'Lecturer' },
    });
    const clash = await api.call(admin, 'PATCH', url, { first_name: 'New', email: 'coordinator2@demo.test' });
    expect(clash).toEqual({ status: 409, body: { error: 'An account with this e-mail already exists' } });
    const participant = await makePerson(t.db, 'participant');
    expect(
      (
        await api.call(admin, 'PATCH', `/api/admin/coordinators/${participant.id}`, {
          first_name: 'X',
          email: 'x@y.test',
        })
      ).status,
    ).toBe(404);
  });

  it('deactivates a coordinator: their session answers 401 at once; activation lets them back', async () => {
    const faculty = await makePerson(t.db, 'coordinator');
    expect((await api.call(faculty, 'GET', '/api/coordinator/user/courses/1/1')).status).toBe(200);
    const off = await api.call(admin, 'PATCH', `/api/admin/coordinators/${faculty.id}/active`, { active: false });
    expect(off).toEqual({ status: 200, body: { success: 'Account deactivated: it can no longer sign in' } });
    expect((await api.call(faculty, 'GET', '/api/coordinator/user/courses/1/1')).status).toBe(401);
    expect((await api.call(admin, 'GET', `/api/admin/coordinators?q=${faculty.email}`)).body.data[0].is_active).toBe(
      false,
    );
    const on = await api.call(admin, 'PATCH', `/api/admin/coordinators/${faculty.id}/active`, { active: true });
    expect(on.body).toEqual({ success: 'Account activated' });
    expect((await audit('coordinator', 'activate')).data[0]).toMatchObject({
      entity_id: String(faculty.id),
      before: { is_active: false },
      after: { is_active: true },
    });
  });
});

describe('participants', () => {
  it('searches participants by name, e-mail or mobile with their course count', async () => {
    const pat = await makePerson(t.db, 'participant', { first: 'Searchable', mobileNo: '01898765432' });
    await makeCourse(t.db, { participants: [pat] });
    await makeCourse(t.db, { participants: [pat] });
    for (const q of ['searchable', '98765', pat.email.slice(0, 12)]) {
      const found = await api.call(admin, 'GET', `/api/admin/participants?q=${encodeURIComponent(q)}`);
      expect(found.body.data, q).toContainEqual({
        id: pat.id,
        name: pat.name,
        email: pat.email,
        mobile_no: '01898765432',
        is_active: true,
        course_count: 2,
      });
    }
    const coordinator = await makePerson(t.db, 'coordinator', { first: 'Searchable' });
    const found = await api.call(admin, 'GET', '/api/admin/participants?q=searchable');
    expect(found.body.data.some((row: { id: number }) => row.id === coordinator.id)).toBe(false);
    const literal = await api.call(admin, 'GET', '/api/admin/participants?q=%25');
    expect(literal.body.total_data).toBe(0);
  });

  it('deactivates a participant with a live session: the next call answers 401 and sign-in gets the normal refusal', async () => {
    const email = 'deactivated.participant@institute.test';
    const [row] = await t.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword('right-password-1'),
        userType: USER_TYPE.participant,
        firstName: 'Soon',
        lastName: 'Gone',
      })
      .returning({ id: users.id });
    const id = row?.id as number;
    const session = await loginAs(t.app, email, 'right-password-1');
    const me = () => t.app.inject({ method: 'GET', url: '/api/participant/user/courses/1', headers: session });
    expect((await me()).statusCode).toBe(200);

    const off = await api.call(admin, 'PATCH', `/api/admin/participants/${id}/active`, { active: false });
    expect(off).toEqual({ status: 200, body: { success: 'Account deactivated: it can no longer sign in' } });
    const sessionsLeft = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
    expect(sessionsLeft).toEqual([]);
    const after = await me();
    expect(after.statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    const refused = await login('right-password-1');
    const wrong = await login('wrong-password-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());

    expect((await audit('participant', 'deactivate')).data[0]).toMatchObject({
      entity_id: String(id),
      before: { email, is_active: true },
      after: { email, is_active: false },
    });
    await api.call(admin, 'PATCH', `/api/admin/participants/${id}/active`, { active: true });
    expect((await login('right-password-1')).statusCode).toBe(200);
  });

  it('answers 404 for an id that is not a participant, and refuses other roles', async () => {
    const coordinator = await makePerson(t.db, 'coordinator');
    expect(
      (await api.call(admin, 'PATCH', `/api/admin/participants/${coordinator.id}/active`, { active: false })).status,
    ).toBe(404);
    expect(
      (await api.call(admin, 'PATCH', `/api/admin/participants/${admin.id}/active`, { active: false })).status,
    ).toBe(404);
    const pat = await makePerson(t.db, 'participant');
    expect((await api.call(pat, 'GET', '/api/admin/participants')).status).toBe(401);
    expect(
      (await api.call(coordinator, 'PATCH', `/api/admin/participants/${pat.id}/active`, { active: false })).status,
    ).toBe(401);
  });
});
