// The admin console's ground floor: `create-admin` on an empty database (the link chooses the password, the
// admin signs in), the inbox with its audited "mark read", and the audit log's filters.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, timeStep } from '#server/core/auth/two-step.ts';
import { queryRows } from '#server/core/db/client.ts';
import { makePerson, type Person } from '#server/testing/factories.ts';
import { linkIn } from '#server/testing/mailbox.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CreateAdminError, createAdminCommand } from './accounts/create-admin.ts';

const log = pino({ level: 'silent' });

describe('create-admin on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());
  const run = (...args: string[]) => createAdminCommand({ db: t.db, jobs: t.jobs, config: t.config, log }, args);

  it('creates the admin, mails a link to choose the password, and the admin then signs in to /admin', async () => {
    const output = await run('--email', 'First.Admin@Institute.test', '--name', 'First Admin');
    expect(output).toMatch(/^Admin account first\.admin@institute\.test created\./);
    await t.jobs.drain();
    const mail = t.mailer.messages.at(-1);
    expect(mail?.to).toBe('first.admin@institute.test');
    expect(mail?.text).toContain('An admin account');
    const { token } = linkIn({ text: mail?.text ?? '' }, `${t.config.PUBLIC_URL}/reset-password?token=`);
    expect(output).toContain(token);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'first.admin@institute.test', password: 'chosen-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/user/reset-password/${token}`,
      payload: { password: 'chosen-password-1', confirm_password: 'chosen-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'first.admin@institute.test', password: 'chosen-password-1' },
    });
    expect(login.statusCode).toBe(200);
    // The first sign-in sets up the second step (decision 013): the secret answered, then its first code.
    expect(login.json()).toMatchObject({ user_type: 0, two_step: 'enrol' });

    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const enrol = await t.app.inject({ method: 'POST', url: '/api/admin/user/two-step/enrolment', headers });
    const code = codeAt(enrol.json<{ secret: string }>().secret, timeStep(Date.now()));
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/two-step/verify',
      headers,
      payload: { code },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity=admin&action=create', headers });
    expect(audit.json()).toMatchObject({
      total_data: 1,
      data: [{ actor_email: 'command line', action: 'create', entity: 'admin', before: null }],
    });
    expect(JSON.stringify(audit.json())).not.toMatch(/password|hash|argon/i);
  });

  it('refuses a second account with the same e-mail, a bad e-mail and unknown options, and changes nothing', async () => {
    await expect(run('--email', 'first.admin@institute.test')).rejects.toThrow(
      new CreateAdminError('An account with this e-mail already exists'),
    );
    await expect(run('--email', 'not-an-email')).rejects.toThrow(/valid --email/);
    await expect(run('--mail', 'x@y.test')).rejects.toThrow(/Unknown option/);
  });
});

describe('inbox and audit log', () => {
  let t: TestApp;
  const api = requester(() => t.app);
  let admin: Person;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await makePerson(t.db, 'admin');
    for (const n of [1, 2, 3]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          first_name: 'Ask',
          last_name: `Er${n}`,
          email: `asker${n}@mail.test`,
          phone: '',
          message: `Question number ${n} about the programme.`,
        },
      });
      expect(sent.statusCode).toBeLessThan(300);
    }
  });
  afterAll(() => t.close());

  it('lists the messages newest first with the unread count, and filters the unread ones', async () => {
    const all = await api.call(admin, 'GET', '/api/admin/inbox');
    expect(all.status).toBe(200);
    const body = all.body as { total_data: number; unread: number; data: { name: string; read_at: null }[] };
    expect(body.data[0]?.name).toBe('Ask Er3');
    expect(body.data[0]?.read_at).toBeNull();

    const first = (body.data[0] as unknown as { id: number }).id;
    const marked = await api.call(admin, 'PATCH', `/api/admin/inbox/${first}`, { read: true });
    expect(marked).toEqual({ status: 200, body: { success: 'Marked as read' } });
    const unread = await api.call(admin, 'GET', '/api/admin/inbox?unread=1');
    expect(unread.body).toMatchObject({ total_data: body.unread - 1, unread: body.unread - 1 });
    expect((unread.body as { data: { id: number }[] }).data.some((row) => row.id === first)).toBe(false);

    const audit = await api.call(admin, 'GET', '/api/admin/audit?entity=contact_message&action=update');
    expect(audit.body).toMatchObject({
      total_data: 1,
      data: [{ entity_id: String(first), before: { read_at: null }, actor_email: admin.email }],
    });
  });

  it('answers 404 for an unknown message and 400 for a bad body, writing no audit row', async () => {
    const before = (await api.call(admin, 'GET', '/api/admin/audit')).body as { total_data: number };
    expect((await api.call(admin, 'PATCH', '/api/admin/inbox/999999', { read: true })).status).toBe(404);
    expect((await api.call(admin, 'PATCH', '/api/admin/inbox/1', { read: 'yes' })).status).toBe(400);
    const after = (await api.call(admin, 'GET', '/api/admin/audit')).body as { total_data: number };
    expect(after.total_data).toBe(before.total_data);
  });

  it('counts what the console manages in the overview', async () => {
    const answer = await api.call(admin, 'GET', '/api/admin/overview');
    expect(answer.status).toBe(200);
    const counts = answer.body as Record<string, number>;
    const inbox = (await api.call(admin, 'GET', '/api/admin/inbox')).body as { unread: number };
    expect(counts.unread_messages).toBe(inbox.unread);
    const [row] = await queryRows<{ participants: number; running: number }>(
      t.db,
      sql`select (select count(*)::int from users where user_type = 2) as participants,
                 (select count(*)::int from courses where status = 1) as running`,
    );
    expect(counts).toMatchObject({ participants: row?.participants, running_courses: row?.running });
    expect(counts.programs).toBeGreaterThan(0);
  });

  it('refuses participants and coordinators on every admin call', async () => {
    for (const role of ['participant', 'coordinator'] as const) {
      const person = await makePerson(t.db, role);
      expect((await api.call(person, 'GET', '/api/admin/inbox')).status).toBe(401);
      expect((await api.call(person, 'GET', '/api/admin/audit')).status).toBe(401);
    }
  });
});
