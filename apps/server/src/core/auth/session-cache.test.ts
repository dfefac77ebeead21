// The session check kept in memory (sessions.ts, createSessionReader): a checked session costs no query
// until something ends or changes it, and then it is refused or read again at once — in this process, and
// (on PostgreSQL) in a second server process on the same database through LISTEN/NOTIFY.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { codeAt, timeStep } from '#server/core/auth/two-step.ts';
import { users } from '#server/core/db/schema/index.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { eventually } from '#server/testing/processes.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';

const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => statements.push(query) });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Statements sent while `work` runs that read or write the sessions table. */
async function sessionStatements(work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work();
  return statements.slice(from).filter((query) => /"sessions"/.test(query));
}

let serial = 0;
async function makeUser(userType: 0 | 1 | 2, password = 'cache-password') {
  serial += 1;
  const email = `cache-${serial}-${Date.now()}@suite.test`;
  const [row] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), userType, firstName: 'Cached', lastName: 'User' })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}

const call = (app: TestApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

describe('the session check in memory', () => {
  it('reads a session once, then answers from memory', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    const first = await sessionStatements(() => call(t, '/api/participant/user/auth', headers));
    expect(first).toHaveLength(1);
    const next = await sessionStatements(async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(200);
      }
    });
    expect(next).toEqual([]);
  });

  it('writes last-seen at most once a minute however often the session is used', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const touched = await sessionStatements(async () => {
      // 10 minutes of use, a request every 10 seconds.
      for (let second = 0; second <= 600; second += 10) {
        vi.setSystemTime(start + second * 1000);
        expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(200);
      }
    });
    const updates = touched.filter((query) => query.startsWith('update'));
    expect(updates.length).toBeGreaterThanOrEqual(5);
    expect(updates.length).toBeLessThanOrEqual(10);
  });

  it('still ends a session kept in memory after the idle time', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + t.config.SESSION_IDLE + 60_000 });
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(401);
  });

  it('refuses a token at once after logout', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers });
    expect(out.statusCode, out.body).toBe(200);
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(401);
  });

  it('refuses the other sessions at once after a password change', async () => {
    const user = await makeUser(1);
    const kept = await loginAs(t.app, user.email, user.password);
    const other = await loginAs(t.app, user.email, user.password);
    expect((await call(t, '/api/coordinator/user/auth', other)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: kept,
      payload: { password: user.password, new_password: 'a-new-password', confirm_password: 'a-new-password' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await call(t, '/api/coordinator/user/auth', other)).statusCode).toBe(401);
    expect((await call(t, '/api/coordinator/user/auth', kept)).statusCode).toBe(200);
  });

  it('refuses a deactivated participant at once', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    const admin = await sessionHeader(t.db, 'ADM');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/participants/${user.id}/active`,
      headers: admin,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(t, '/api/participant/user/auth', headers)).statusCode).toBe(401);
  });

  it('shows a changed name at once', async () => {
    const user = await makeUser(1);
    const headers = await loginAs(t.app, user.email, user.password);
    expect((await call(t, '/api/user/is_logined', headers)).json()).toMatchObject([{ name: 'Cached User' }]);
    const form = jsonAndFile({
      first_name: 'Renamed',
      last_name: 'Person',
      email: user.email,
      mobile_no: '01912345678',
      occupation: 'Professor',
      gender: 0,
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/update',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, '/api/user/is_logined', headers)).json()).toMatchObject([{ name: 'Renamed Person' }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => second.close());

  const refusedOnSecond = (headers: Record<string, string>, url = '/api/participant/user/auth') =>
    eventually(async () => (await call(second, url, headers)).statusCode === 401);

  it('ends on the second process a session logged out on the first', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    expect((await call(second, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    expect((await call(second, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers });
    expect(await refusedOnSecond(headers)).toBe(true);
  });

  it("sees on the second process an admin's second sign-in step passed on the first", async () => {
    const admin = await makeUser(0);
    const headers = await loginAs(t.app, admin.email, admin.password);
    // The second process keeps the session as it is now: without its second step.
    expect((await call(second, '/api/admin/overview', headers)).statusCode).toBe(403);
    expect((await call(second, '/api/admin/overview', headers)).statusCode).toBe(403);
    const enrol = await t.app.inject({ method: 'POST', url: '/api/admin/user/two-step/enrolment', headers });
    const secret = enrol.json<{ secret: string }>().secret;
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/two-step/verify',
      headers,
      payload: { code: codeAt(secret, timeStep(Date.now())) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await eventually(async () => (await call(second, '/api/admin/overview', headers)).statusCode === 200)).toBe(
      true,
    );
  });

  it('ends on the second process the sessions of a participant deactivated on the first', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(second.app, user.email, user.password);
    expect((await call(second, '/api/participant/user/auth', headers)).statusCode).toBe(200);
    const admin = await sessionHeader(t.db, 'ADM');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/participants/${user.id}/active`,
      headers: admin,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await refusedOnSecond(headers)).toBe(true);
  });

  it('ends on the second process the other sessions after a password change on the first', async () => {
    const user = await makeUser(1);
    const kept = await loginAs(t.app, user.email, user.password);
    const other = await loginAs(second.app, user.email, user.password);
    expect((await call(second, '/api/coordinator/user/auth', other)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: kept,
      payload: { password: user.password, new_password: 'a-new-password', confirm_password: 'a-new-password' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await refusedOnSecond(other, '/api/coordinator/user/auth')).toBe(true);
  });

  it('keeps nothing in memory while the listener connection is lost', async () => {
    const user = await makeUser(2);
    const headers = await loginAs(t.app, user.email, user.password);
    const spare = await buildTestApp({ sameDatabaseAs: t });
    try {
      await spare.changes.close();
      expect(spare.changes.live).toBe(false);
      expect((await call(spare, '/api/participant/user/auth', headers)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers });
      // No notification can reach it: only reading the database each time refuses the token.
      expect((await call(spare, '/api/participant/user/auth', headers)).statusCode).toBe(401);
    } finally {
      await spare.close();
    }
  });
});
