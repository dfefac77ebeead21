import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '#server/core/auth/passwords.ts';
import { hashToken } from '#server/core/auth/tokens.ts';
import { queryRows } from '#server/core/db/client.ts';
import { sessions, users } from '#server/core/db/schema/index.ts';
import { buildTestApp, loginAs, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress, headers });

/** A user of its own for cases that change passwords or lock accounts. */
async function makeUser(email: string, userType: 1 | 2, password = 'demo1234') {
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwords.hashPassword(password),
      userType,
      firstName: 'Test',
      lastName: 'User',
    })
    .returning({ id: users.id });
  return row!.id;
}

describe('POST /api/user/login', () => {
  it('signs a participant in and answers id, token, email and user_type 2', async () => {
    const response = await login('participant@demo.test', 'demo1234');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: 'participant@demo.test', user_type: 2 });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof body.id).toBe('number');
  });

  it('signs a coordinator in with user_type 1, whatever the case of the e-mail', async () => {
    const response = await login('Coordinator@Demo.TEST', 'demo1234');
    expect(response.statusCode).toBe(200);
    expect(response.json().user_type).toBe(1);
  });

  it('issues a new token on every login and stores only its SHA-256', async () => {
    const first = (await login('participant2@demo.test', 'demo1234')).json().token as string;
    const second = (await login('participant2@demo.test', 'demo1234')).json().token as string;
    expect(first).not.toBe(second);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(first)));
    expect(rows).toHaveLength(1);
    const leaked = await queryRows(t.db, sql`select 1 from sessions where token_hash = ${first}`);
    expect(leaked).toHaveLength(0);
  });

  it('answers a wrong password and an unknown e-mail alike, verifying a hash once in both cases', async () => {
    const spy = vi.spyOn(passwords, 'verifyPassword');
    const wrong = await login('participant3@demo.test', 'wrong-password', '10.0.0.1');
    expect(spy).toHaveBeenCalledTimes(1);
    const unknown = await login('nobody@demo.test', 'wrong-password', '10.0.0.1');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses bad input with 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect(response.json().issues.length).toBeGreaterThan(0);
  });

  it('throttles the 11th failure on one account with 429 and Retry-After, from any address', async () => {
    await makeUser('throttled@demo.test', 2);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login('throttled@demo.test', 'wrong', `10.1.0.${attempt}`, {
        'x-forwarded-for': `192.0.2.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login('throttled@demo.test', 'demo1234', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().error).toMatch(/Too many failed sign-in attempts/);
    // Another account signs in from the same addresses.
    expect((await login('participant4@demo.test', 'demo1234', '10.1.0.3')).statusCode).toBe(200);
  });

  it('counts no successful sign-in: after 12 of them from one address a wrong password still gets 401', async () => {
    await makeUser('often@demo.test', 2);
    for (let n = 0; n < 12; n += 1)
      expect((await login('often@demo.test', 'demo1234', '10.4.0.1')).statusCode).toBe(200);
    expect((await login('often@demo.test', 'wrong', '10.4.0.1')).statusCode).toBe(401);
    expect((await login('often@demo.test', 'demo1234', '10.4.0.1')).statusCode).toBe(200);
  });

  it('lets the account in again once the window has passed', async () => {
    await makeUser('window@demo.test', 2);
    for (let attempt = 0; attempt < 10; attempt += 1) await login('window@demo.test', 'wrong', '10.2.0.1');
    expect((await login('window@demo.test', 'demo1234', '10.2.0.2')).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await login('window@demo.test', 'demo1234', '10.2.0.2')).statusCode).toBe(200);
  });

  // 101 sign-ins, each verifying a hash: about 12 s on a busy machine, so a longer limit than the default 30 s.
  it('throttles an address at its default of 100 failures over many e-mails: the 101st gets 429', {
    timeout: 120_000,
  }, async () => {
    // No LOGIN_MAX_FAILURES_* in the environment: the configuration's own defaults.
    const local = await buildTestApp({ seed: false });
    const guess = (n: number, remoteAddress: string) =>
      local.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: `guess${n}@demo.test`, password: 'x' },
        remoteAddress,
      });
    try {
      expect(local.config.LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(100);
      for (let n = 1; n <= 100; n += 1) {
        const response = await guess(n, '203.0.113.7');
        expect(response.statusCode, `failure ${n}`).toBe(401);
      }
      const blocked = await guess(101, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      // The limit is the address's: the same e-mail from another address is only refused.
      expect((await guess(101, '203.0.113.8')).statusCode).toBe(401);
    } finally {
      await local.close();
    }
  });
});

describe('sessions', () => {
  it('is_logined answers [] without a token and the user with one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/is_logined' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual([]);
    const headers = await loginAs(t.app, 'coordinator@demo.test');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/user/is_logined', headers });
    expect(signedIn.json()).toEqual([
      { avatar: expect.any(String), name: expect.any(String), user_type: 'Coordinator', language: null },
    ]);
  });

  it('checks each role: the other role and the admin get 401 with WWW-Authenticate', async () => {
    const participant = await loginAs(t.app, 'participant@demo.test');
    const coordinator = await loginAs(t.app, 'coordinator@demo.test');
    const admin = await loginAs(t.app, 'admin@demo.test');
    const check = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await check('/api/participant/user/auth', participant)).statusCode).toBe(200);
    expect((await check('/api/coordinator/user/auth', coordinator)).statusCode).toBe(200);
    for (const [url, headers] of [
      ['/api/participant/user/auth', coordinator],
      ['/api/participant/user/auth', admin],
      ['/api/coordinator/user/auth', participant],
      ['/api/coordinator/user/auth', admin],
    ] as const) {
      const response = await check(url, headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('ignores a cookie and a query token: only the Authorization header counts', async () => {
    const { authorization } = await loginAs(t.app, 'participant@demo.test');
    const token = authorization.slice('Bearer '.length);
    const viaCookie = await t.app.inject({
      method: 'GET',
      url: '/api/participant/user/auth',
      headers: { cookie: `auth_token=${token}` },
    });
    expect(viaCookie.statusCode).toBe(401);
    const viaQuery = await t.app.inject({ method: 'GET', url: `/api/participant/user/auth?access_token=${token}` });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('logout ends the session: the token then answers 401', async () => {
    const headers = await loginAs(t.app, 'participant5@demo.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: expect.any(String) });
    const after = await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session after 8 hours idle and after 7 days even when active', async () => {
    const idle = await loginAs(t.app, 'participant3@demo.test');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 8 * 3_600_000 + 60_000 });
    expect((await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers: idle })).statusCode).toBe(
      401,
    );

    vi.useRealTimers();
    const active = await loginAs(t.app, 'participant3@demo.test');
    for (let hours = 7; hours < 7 * 24; hours += 7) {
      vi.setSystemTime(start + hours * 3_600_000);
      const response = await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers: active });
      expect(response.statusCode).toBe(200);
    }
    vi.setSystemTime(start + 7 * 86_400_000 + 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers: active })).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH …/me/update_password', () => {
  it('needs the old password, ends the other sessions, keeps this one and mails a notice', async () => {
    await makeUser('changer@demo.test', 1, 'old-password');
    const a = await loginAs(t.app, 'changer@demo.test', 'old-password');
    const b = await loginAs(t.app, 'changer@demo.test', 'old-password');
    const wrongOld = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: a,
      payload: { password: 'nope', new_password: 'new-password', confirm_password: 'new-password' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ error: 'Old password is incorrect' });

    const mismatch = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: a,
      payload: { password: 'old-password', new_password: 'new-password', confirm_password: 'other-password' },
    });
    expect(mismatch.json()).toEqual({ error: 'Your Password do not match' });

    const short = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: a,
      payload: { password: 'old-password', new_password: '12345', confirm_password: '12345' },
    });
    expect(short.statusCode).toBe(400);

    await t.jobs.drain();
    const before = t.mailer.messages.length;
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/me/update_password',
      headers: a,
      payload: { password: 'old-password', new_password: 'new-password 🔑', confirm_password: 'new-password 🔑' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: 'Password Changed Successfully!' });
    expect((await t.app.inject({ method: 'GET', url: '/api/coordinator/user/auth', headers: a })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/coordinator/user/auth', headers: b })).statusCode).toBe(401);
    expect((await login('changer@demo.test', 'old-password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('changer@demo.test', 'new-password 🔑', '10.3.0.1')).statusCode).toBe(200);
    await t.jobs.drain();
    const notice = t.mailer.messages.slice(before);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.to).toBe('changer@demo.test');
    expect(`${notice[0]?.text}${notice[0]?.html}`).not.toContain('new-password');
  });

  // AU11: no password oracle behind a session. Each role's route, one account each, from one address and then another.
  it.each([
    ['participant', 2, '/api/participant/user/me/update_password'],
    ['coordinator', 1, '/api/coordinator/user/me/update_password'],
  ] as const)(
    'counts wrong old passwords of a %s as failed sign-ins: the 11th is 429 with Retry-After',
    async (role, userType, url) => {
      const email = `oracle-${role}@demo.test`;
      const userId = await makeUser(email, userType, 'old-password');
      const headers = await loginAs(t.app, email, 'old-password');
      const change = (password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'PATCH',
          url,
          headers,
          remoteAddress,
          payload: { password, new_password: 'changed-password', confirm_password: 'changed-password' },
        });
      for (let guess = 1; guess <= 10; guess += 1) {
        const wrong = await change(`guess-${guess}`, `10.7.${userType}.${guess}`);
        expect(wrong.statusCode, `guess ${guess}`).toBe(400);
        expect(wrong.json()).toEqual({ error: 'Old password is incorrect' });
      }
      const eleventh = await change('guess-11', `10.7.${userType}.11`);
      expect(eleventh.statusCode).toBe(429);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      // The right password too, and a sign-in of the account: the guesses count in the one throttle.
      expect((await change('old-password', `10.7.${userType}.12`)).statusCode).toBe(429);
      expect((await login(email, 'old-password', `10.7.${userType}.13`)).statusCode).toBe(429);
      const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      expect(await passwords.verifyPassword(row?.hash ?? null, 'old-password')).toBe(true);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
      const right = await change('old-password', `10.7.${userType}.14`);
      expect(right.statusCode).toBe(200);
      expect((await login(email, 'changed-password', `10.7.${userType}.15`)).statusCode).toBe(200);
    },
  );

  it('accepts 128 characters exactly and refuses 129', async () => {
    await makeUser('long@demo.test', 2, 'start-password');
    const headers = await loginAs(t.app, 'long@demo.test', 'start-password');
    const long = 'p'.repeat(128);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/participant/user/me/update_password',
      headers,
      payload: { password: 'start-password', new_password: long, confirm_password: long },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login('long@demo.test', long.slice(0, 127), '10.4.0.1')).statusCode).toBe(401);
    expect((await login('long@demo.test', long, '10.4.0.1')).statusCode).toBe(200);
    const tooLong = 'p'.repeat(129);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/participant/user/me/update_password',
      headers,
      payload: { password: long, new_password: tooLong, confirm_password: tooLong },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('passwords at rest', () => {
  it('are argon2id with m=19456, t=2, p=1 and a unique salt', async () => {
    await makeUser('same1@demo.test', 2, 'same-password');
    await makeUser('same2@demo.test', 2, 'same-password');
    const rows = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.email} in ('same1@demo.test', 'same2@demo.test')`);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // PHC: …$<salt>$<hash>, both base64 without padding. A salt of 16 bytes or more (docs/security.md AU1).
      const salt = row.hash.split('$')[4] ?? '';
      expect(Buffer.from(salt, 'base64').length).toBeGreaterThanOrEqual(16);
    }
    expect(rows[0]?.hash).not.toBe(rows[1]?.hash);
  });
});
