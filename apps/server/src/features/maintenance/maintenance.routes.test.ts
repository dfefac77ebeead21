// Maintenance mode: the console's switch (audited, every process at once), what it refuses and what goes on, the
// public status of the banner, the readiness check, and the command line's switch.
import { MAINTENANCE_RETRY_AFTER_SECONDS, MAINTENANCE_TEXTS } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { beginDraining } from '#server/features/system/index.ts';
import { makeContent, makeCourse, makePerson, type Person } from '#server/testing/factories.ts';
import { eventually } from '#server/testing/processes.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { maintenanceCommand } from './index.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;
let participant: Person;
let coordinator: Person;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  admin = await makePerson(t.db, 'admin');
  participant = await makePerson(t.db, 'participant');
  coordinator = await makePerson(t.db, 'coordinator');
  ({ id: courseId } = await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await switchTo(t, false);
});

const MESSAGE = 'Upgrading the portal until 14:00. Reading works; saving is paused.';

async function switchTo(app: TestApp, on: boolean, message = on ? MESSAGE : '') {
  const answer = await app.app.inject({
    method: 'PUT',
    url: '/api/admin/maintenance',
    headers: admin.headers,
    payload: { on, message },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const postOf = (app: TestApp, person: Person = participant) =>
  app.app.inject({
    method: 'POST',
    url: `/api/participant/forum/create_post/${courseId}`,
    headers: person.headers,
    payload: { post_title: 'During maintenance?', post_body: 'A post.' },
  });

describe('the console switch', () => {
  it('turns maintenance on with the message, shows who and since when, and writes the audit log', async () => {
    expect(await switchTo(t, true)).toEqual({ success: MAINTENANCE_TEXTS.turnedOn });
    const state = await api.call(admin, 'GET', '/api/admin/maintenance');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ on: true, message: MESSAGE, by: admin.email, since: expect.any(String) });
    const audit = await api.call(admin, 'GET', '/api/admin/audit?entity=maintenance');
    expect(audit.body.data[0]).toMatchObject({
      actor_email: admin.email,
      action: 'activate',
      after: { on: true, message: MESSAGE },
    });
    expect(await switchTo(t, false)).toEqual({ success: MAINTENANCE_TEXTS.turnedOff });
    const off = await api.call(admin, 'GET', '/api/admin/audit?entity=maintenance');
    expect(off.body.data[0]).toMatchObject({ action: 'deactivate', before: { on: true } });
  });

  it('refuses a message too long (400) and changes nothing', async () => {
    const answer = await api.call(admin, 'PUT', '/api/admin/maintenance', { on: true, message: 'x'.repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(MAINTENANCE_TEXTS.messageTooLong);
    expect((await api.call(admin, 'GET', '/api/admin/maintenance')).body.on).toBe(false);
  });

  it('is the admins’ only: a participant and a coordinator get 401', async () => {
    expect((await api.call(participant, 'PUT', '/api/admin/maintenance', { on: true, message: '' })).status).toBe(401);
    expect((await api.call(coordinator, 'GET', '/api/admin/maintenance')).status).toBe(401);
  });
});

describe('while maintenance mode is on', () => {
  it('refuses signed-in writes with 503, the message and Retry-After; reads go on', async () => {
    await switchTo(t, true);
    const refused = await postOf(t);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: MESSAGE });
    expect(refused.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    const coordinatorPost = await t.app.inject({
      method: 'POST',
      url: `/api/coordinator/posts/create/${courseId}`,
      headers: coordinator.headers,
      payload: { post_title: 'Coordinator', post_body: 'A post.' },
    });
    expect(coordinatorPost.statusCode).toBe(503);
    expect((await api.call(participant, 'GET', '/api/participant/forum/all_posts')).status).toBe(200);
    expect((await api.call(coordinator, 'GET', '/api/coordinator/posts/all')).status).toBe(200);
  });

  it('answers a write with a bad body 503 too: the refusal comes before the body is checked', async () => {
    await switchTo(t, true);
    const refused = await api.call(participant, 'POST', `/api/participant/forum/create_post/${courseId}`, {});
    expect(refused.status).toBe(503);
  });

  it('keeps the admins’ writes', async () => {
    await switchTo(t, true);
    const created = await api.call(admin, 'POST', '/api/admin/programs', {
      short_name: 'MNT',
      name: 'Maintained Programme',
      sort_order: 90,
      module: '<p>Module</p>',
      description: '<p>About</p>',
    });
    expect(created.status).toBe(201);
  });

  it('keeps sign-in, sign-out and a participant’s download; refuses the contact form and registration', async () => {
    await switchTo(t, true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@maintenance.test', password: 'wrong-password' },
    });
    expect(signIn.statusCode).toBe(401);
    const contentId = await makeContent(t.db, { owner: coordinator, courseId, sentTo: [courseId] });
    const download = await t.app.inject({
      method: 'POST',
      url: `/api/participant/contents/download/${contentId}/${courseId}`,
      headers: participant.headers,
      payload: {},
    });
    expect(download.statusCode).not.toBe(503);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { first_name: 'A', last_name: 'B', email: 'a@b.test', phone: '', message: 'Hello there.' },
    });
    expect(contact.statusCode).toBe(503);
    expect(contact.json()).toEqual({ error: MESSAGE });
    const register = await t.app.inject({
      method: 'POST',
      url: `/api/register/new_participant/${'A'.repeat(43)}`,
      payload: {},
    });
    expect(register.statusCode).toBe(503);
    const leaving = await makePerson(t.db, 'participant');
    const logout = await api.call(leaving, 'POST', '/api/participant/user/logout', {});
    expect(logout.status).toBe(200);
  });

  it('answers the banner’s public status, with the default text for a blank message', async () => {
    await switchTo(t, true, '   ');
    const status = await t.app.inject({ method: 'GET', url: '/api/public/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      maintenance: { on: true, message: MAINTENANCE_TEXTS.defaultMessage, since: expect.any(String) },
    });
    expect((await postOf(t)).json()).toEqual({ error: MAINTENANCE_TEXTS.defaultMessage });
  });

  it('takes writes again once it is off', async () => {
    await switchTo(t, true);
    expect((await postOf(t)).statusCode).toBe(503);
    await switchTo(t, false);
    expect((await postOf(t)).statusCode).toBe(201);
    const status = await t.app.inject({ method: 'GET', url: '/api/public/status' });
    expect(status.json()).toEqual({ maintenance: { on: false, message: '', since: null } });
  });
});

describe('GET /api/ready', () => {
  it('is 200 while serving and 503 in maintenance mode; /api/health stays 200', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    await switchTo(t, true);
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'maintenance' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the command line', () => {
  it('turns it on and off, audited as the command line, and the server hears it', async () => {
    const on = await maintenanceCommand({ db: t.db, changes: t.changes }, ['on', '--message', 'From the shell.']);
    expect(on).toContain('Maintenance mode is on');
    expect(on).toContain('From the shell.');
    await expect
      .poll(async () => (await postOf(t)).json(), { timeout: 2000, interval: 50 })
      .toEqual({
        error: 'From the shell.',
      });
    const audit = await api.call(admin, 'GET', '/api/admin/audit?entity=maintenance');
    expect(audit.body.data[0]).toMatchObject({ actor_email: 'command line', action: 'activate' });
    expect(await maintenanceCommand({ db: t.db, changes: t.changes }, ['status'])).toContain('From the shell.');
    expect(await maintenanceCommand({ db: t.db, changes: t.changes }, ['off'])).toBe('Maintenance mode is off.');
    // On PostgreSQL the server hears the switch through LISTEN/NOTIFY, a moment after the command returns.
    await expect.poll(async () => (await postOf(t)).statusCode, { timeout: 2000, interval: 50 }).toBe(201);
  });

  it('refuses a wrong action or a message with off, changing nothing', async () => {
    await expect(maintenanceCommand({ db: t.db, changes: t.changes }, ['maybe'])).rejects.toThrow(
      'Say on, off or status',
    );
    await expect(maintenanceCommand({ db: t.db, changes: t.changes }, ['off', '--message', 'x'])).rejects.toThrow(
      '--message goes with on only',
    );
    expect((await api.call(admin, 'GET', '/api/admin/maintenance')).body.on).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => second.close());

  it('refuses writes on the second process within a second of the switch on the first; reads and admins go on', async () => {
    expect((await postOf(second)).statusCode).toBe(201);
    await switchTo(t, true);
    expect(await eventually(async () => (await postOf(second)).statusCode === 503, 1000)).toBe(true);
    expect((await postOf(second)).json()).toEqual({ error: MESSAGE });
    const read = await second.app.inject({
      method: 'GET',
      url: '/api/participant/forum/all_posts',
      headers: participant.headers,
    });
    expect(read.statusCode).toBe(200);
    const adminWrite = await second.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: admin.headers,
      payload: { on: true, message: `${MESSAGE} (edited)` },
    });
    expect(adminWrite.statusCode).toBe(200);
    await switchTo(t, false);
    expect(await eventually(async () => (await postOf(second)).statusCode === 201, 1000)).toBe(true);
  });

  it('hears the command line’s switch', async () => {
    await maintenanceCommand({ db: t.db, changes: t.changes }, ['on', '--message', 'From the shell.']);
    expect(await eventually(async () => (await postOf(second)).statusCode === 503, 1000)).toBe(true);
    await maintenanceCommand({ db: t.db, changes: t.changes }, ['off']);
    expect(await eventually(async () => (await postOf(second)).statusCode === 201, 1000)).toBe(true);
  });
});

// Last: the app drains from here on (only its readiness check changes).
describe('GET /api/ready while draining', () => {
  it('is 503 once the server drains (a stop signal), while every other request is still served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await beginDraining(t.app, 0);
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await postOf(t)).statusCode).toBe(201);
  });
});
