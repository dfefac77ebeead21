// The admins' second sign-in step (docs/decisions/013-admin-two-step-sign-in.md; docs/security.md AU14, ASVS V4.3.1):
// enrolment, codes, replay, the throttle, the refusal of every admin route before the step, the command-line reset, and
// ADMIN_MFA=off. Codes are computed from the secret the enrolment answered, as an app would.
import { authEndpoints, TWO_STEP_TEXTS } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { newToken } from '#server/core/auth/tokens.ts';
import { codeAt, timeStep } from '#server/core/auth/two-step.ts';
import { queryRows } from '#server/core/db/client.ts';
import { adminTwoStep, users } from '#server/core/db/schema/index.ts';
import { resetAdminTwoStepCommand } from '#server/features/admin/index.ts';
import { fillUrl, routeKey, walkedRoutes } from '#server/testing/suites/route-walk.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

const PASSWORD = 'admin-password-1';
const MAX_FAILURES = 3;

async function makeAdmin(t: TestApp): Promise<string> {
  const email = `two-step-${newToken()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@suite.test`;
  await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), userType: 0, firstName: 'Two', lastName: 'Step' });
  return email;
}

function client(t: TestApp) {
  return {
    async login(email: string, password = PASSWORD) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
  };
}

const ENROL = authEndpoints.adminTwoStepEnrol.path;
const VERIFY = authEndpoints.adminTwoStepVerify.path;
const AUTH = authEndpoints.adminAuth.path;
const nowStep = () => timeStep(Date.now());

describe('ADMIN_MFA=required', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES) } });
    api = client(t);
  });
  afterAll(() => t.close());

  /** Signs in with the password and enrols; answers the secret and the (verified) token. */
  async function enrolled(email: string): Promise<{ secret: string; token: string; step: number }> {
    const login = await api.login(email);
    const enrol = await api.call(login.body.token, 'POST', ENROL);
    const step = nowStep();
    const verify = await api.call(login.body.token, 'POST', VERIFY, { code: codeAt(enrol.body.secret, step) });
    expect(verify.status).toBe(200);
    return { secret: enrol.body.secret, token: login.body.token, step };
  }

  it('leaves the sign-in answer of participants and coordinators as it was, byte for byte', async () => {
    for (const email of ['participant@demo.test', 'coordinator@demo.test']) {
      const login = await api.login(email, 'demo1234');
      expect(login.status).toBe(200);
      expect(Object.keys(login.body)).toEqual(['id', 'token', 'email', 'user_type']);
    }
  });

  it('enrols an admin: the password gives a session the console refuses until the first code confirms the secret', async () => {
    const email = await makeAdmin(t);
    const login = await api.login(email);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user_type: 0, two_step: 'enrol' });
    const token = login.body.token as string;

    expect(await api.call(token, 'GET', '/api/admin/overview')).toMatchObject({
      status: 403,
      body: { error: TWO_STEP_TEXTS.required },
    });
    expect((await api.call(token, 'GET', AUTH)).body).toMatchObject({ email, two_step: 'enrol' });
    expect(await api.call(token, 'POST', VERIFY, { code: '123456' })).toMatchObject({
      status: 409,
      body: { error: TWO_STEP_TEXTS.notStarted },
    });

    const enrol = await api.call(token, 'POST', ENROL);
    expect(enrol.status).toBe(200);
    const { secret, otpauth_uri: uri } = enrol.body as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(uri)).toContain(email);
    // Stored sealed: the row never shows the secret.
    const [row] = await t.db
      .select()
      .from(adminTwoStep)
      .innerJoin(users, eq(users.id, adminTwoStep.userId))
      .where(eq(users.email, email));
    expect(row?.admin_two_step.secretSealed).not.toContain(secret);
    expect(row?.admin_two_step.confirmedAt).toBeNull();

    const verify = await api.call(token, 'POST', VERIFY, { code: codeAt(secret, nowStep()) });
    expect(verify).toMatchObject({ status: 200, body: { email, two_step: 'verified' } });
    // The session kept in memory was dropped by the change: the next call reads it verified.
    expect((await api.call(token, 'GET', '/api/admin/overview')).status).toBe(200);
    expect((await api.call(token, 'GET', AUTH)).body).toMatchObject({ two_step: 'verified' });

    // The secret is never answered again.
    expect(await api.call(token, 'POST', ENROL)).toMatchObject({
      status: 409,
      body: { error: TWO_STEP_TEXTS.alreadyEnrolled },
    });
    const audit = await api.call(token, 'GET', '/api/admin/audit?entity=admin');
    expect(audit.body.data[0]).toMatchObject({
      actor_email: email,
      action: 'update',
      before: { two_step: 'not set up' },
      after: { two_step: 'set up' },
    });
    expect(JSON.stringify(audit.body)).not.toContain(secret);
  });

  it('asks an enrolled admin for a code, refuses the same time step twice, and takes the next one', async () => {
    const email = await makeAdmin(t);
    const { secret, step } = await enrolled(email);
    const login = await api.login(email);
    expect(login.body).toMatchObject({ two_step: 'verify' });
    const token = login.body.token as string;
    expect((await api.call(token, 'GET', AUTH)).body).toMatchObject({ two_step: 'verify' });
    expect(await api.call(token, 'POST', VERIFY, { code: codeAt(secret, step) })).toMatchObject({
      status: 400,
      body: { error: TWO_STEP_TEXTS.replayed },
    });
    expect((await api.call(token, 'GET', '/api/admin/overview')).status).toBe(403);
    const next = codeAt(secret, step + 1);
    expect((await api.call(token, 'POST', VERIFY, { code: `${next.slice(0, 3)} ${next.slice(3)}` })).status).toBe(200);
    expect((await api.call(token, 'GET', '/api/admin/overview')).status).toBe(200);
  });

  it('counts wrong codes as failed sign-ins: 429 with Retry-After, for codes and passwords alike', async () => {
    const email = await makeAdmin(t);
    const { secret } = await enrolled(email);
    const token = (await api.login(email)).body.token as string;
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      const wrong = await api.call(token, 'POST', VERIFY, { code: '000000' });
      // (A made-up code that happens to be right would be one in a million.)
      expect(wrong).toMatchObject({ status: 400, body: { error: TWO_STEP_TEXTS.badCode } });
    }
    const throttled = await api.call(token, 'POST', VERIFY, { code: codeAt(secret, nowStep() + 1) });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.login(email)).status).toBe(429);
    expect((await api.call(token, 'GET', '/api/admin/overview')).status).toBe(403);
  });

  it('does not let a right password reset the count of wrong codes', async () => {
    const email = await makeAdmin(t);
    await enrolled(email);
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      const token = (await api.login(email)).body.token as string;
      expect((await api.call(token, 'POST', VERIFY, { code: '000000' })).status).toBe(400);
    }
    expect((await api.login(email)).status).toBe(429);
  });

  it('refuses a session without its second step on every admin route but the session check, logout and the step itself', async () => {
    const email = await makeAdmin(t);
    const token = (await api.login(email)).body.token as string;
    const allowed = new Set([
      `GET ${AUTH}`,
      `POST ${authEndpoints.adminLogout.path}`,
      `POST ${ENROL}`,
      `POST ${VERIFY}`,
    ]);
    const adminRoutes = walkedRoutes(t.app).filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(40);
    const seenAllowed: string[] = [];
    for (const route of adminRoutes) {
      const key = routeKey(route);
      if (allowed.has(key)) {
        seenAllowed.push(key);
        continue;
      }
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillUrl(route.url),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
      });
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({
        key,
        status: 403,
        body: { error: TWO_STEP_TEXTS.required },
      });
    }
    expect(seenAllowed.sort()).toEqual([...allowed].sort());
    // The session itself still works for what it may do: logout ends it.
    expect((await api.call(token, 'POST', authEndpoints.adminLogout.path)).status).toBe(200);
    expect((await api.call(token, 'GET', AUTH)).status).toBe(401);
  });

  it('reset-admin-mfa clears the enrolment, ends the sessions (audited as the command line), and the admin enrols again', async () => {
    const email = await makeAdmin(t);
    const { token } = await enrolled(email);
    const output = await resetAdminTwoStepCommand({ db: t.db, changes: t.changes }, ['--email', email.toUpperCase()]);
    expect(output).toContain(`Two-step sign-in of ${email} cleared`);
    expect((await api.call(token, 'GET', AUTH)).status).toBe(401);
    const [audit] = await queryRows<{ actor_email: string; actor_id: number | null; after: unknown }>(
      t.db,
      sql`select actor_email, actor_id, after from audit_log where entity = 'admin' order by id desc limit 1`,
    );
    expect(audit).toEqual({ actor_email: 'command line', actor_id: null, after: { two_step: 'not set up' } });
    expect((await api.login(email)).body).toMatchObject({ two_step: 'enrol' });
    await enrolled(email);

    const reset = (...args: string[]) => resetAdminTwoStepCommand({ db: t.db, changes: t.changes }, args);
    await expect(reset('--email', 'participant@demo.test')).rejects.toThrow(/no admin account/);
    await expect(reset('--mail', email)).rejects.toThrow(/Unknown option/);
    const fresh = await makeAdmin(t);
    expect(await reset('--email', fresh)).toBe(`${fresh} has no two-step sign-in set up: nothing changed.`);
  });
});

it('ADMIN_MFA is required unless set to off, and any other value stops start-up naming it', () => {
  expect(loadConfig({}).ADMIN_MFA).toBe('required');
  expect(loadConfig({ ADMIN_MFA: 'off' }).ADMIN_MFA).toBe('off');
  expect(() => loadConfig({ ADMIN_MFA: 'optional' })).toThrow(/ADMIN_MFA/);
});

describe('ADMIN_MFA=off', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { ADMIN_MFA: 'off' } });
    api = client(t);
  });
  afterAll(() => t.close());

  it('lets the password alone into the console, and refuses the two-step calls', async () => {
    const email = await makeAdmin(t);
    const login = await api.login(email);
    expect(Object.keys(login.body)).toEqual(['id', 'token', 'email', 'user_type']);
    const token = login.body.token as string;
    expect((await api.call(token, 'GET', '/api/admin/overview')).status).toBe(200);
    expect((await api.call(token, 'GET', AUTH)).body).toMatchObject({ two_step: 'off' });
    expect(await api.call(token, 'POST', ENROL)).toMatchObject({ status: 409, body: { error: TWO_STEP_TEXTS.off } });
    expect((await api.call(token, 'POST', VERIFY, { code: '123456' })).status).toBe(409);
  });
});
