// Security events (docs/security.md LG2): each one is a JSON line of the app's real log with the event's name, the user
// it concerns, the client's address, the request id of the request that caused it (the X-Request-Id its answer carried)
// and the time. Each request comes from an address of its own, so the `ip` is the caller's.
import { authEndpoints, participantForum, publicEndpoints, registrationEndpoints } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { users } from '#server/core/db/schema/index.ts';
import { LINK_REFUSED } from '#server/core/files/download-headers.ts';
import { FILES_PREFIX, signToken } from '#server/core/files/signed-links.ts';
import { createInvitation } from '#server/features/invitations/index.ts';
import { CONTACT_RATE_LIMIT } from '#server/features/public/public.routes.ts';
import { issueResetToken } from '#server/features/registration/index.ts';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import { registrationBody } from '#server/testing/registration-body.ts';
import { buildTestApp, TEST_FILES_SECRET } from '#server/testing/test-app.ts';

interface Event {
  event: string;
  level: number;
  time: number;
  reqId?: string;
  userId?: number | null;
  ip?: string;
}

const lines: string[] = [];
const started = Date.now();
const t = await buildTestApp({
  seed: false,
  env: { LOG_LEVEL: 'info', LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' },
  logStream: { write: (line) => void lines.push(line) },
});
afterAll(() => t.close());

let address = 0;
/** One request from an address of its own (TEST-NET-2); answers the response and that address. */
async function send(options: InjectOptions): Promise<{ response: LightMyRequestResponse; ip: string }> {
  address += 1;
  const ip = `198.51.100.${address}`;
  const response = await t.app.inject({ ...options, remoteAddress: ip });
  return { response, ip };
}

/** The one line of `event` written while answering `sent`, checked for its fields. */
function expectEvent(
  event: string,
  sent: { response: LightMyRequestResponse; ip: string },
  /** The user the line names; undefined where the line has no userId at all. */
  userId: number | null | undefined,
): Event {
  const reqId = sent.response.headers['x-request-id'];
  expect(reqId, 'the answer carries its request id').toMatch(/^[0-9a-f-]{36}$/);
  const entries = lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Event);
  const found = entries.filter((entry) => entry.event === event && entry.reqId === reqId);
  expect(
    found,
    `${event} of request ${reqId}: ${JSON.stringify(entries.filter((e) => e.reqId === reqId))}`,
  ).toHaveLength(1);
  const [line] = found as [Event];
  expect(line.level).toBe(30);
  expect(line.ip).toBe(sent.ip);
  expect(line.userId).toBe(userId);
  expect(line.time).toBeGreaterThanOrEqual(started);
  expect(line.time).toBeLessThanOrEqual(Date.now());
  return line;
}

const PASSWORD = 'a-good-password';

describe('security events in the log', async () => {
  const [alice, bob] = await Promise.all([makePerson(t.db, 'participant'), makePerson(t.db, 'participant')]);
  const course = await makeCourse(t.db, { participants: [alice, bob] });

  it('login_ok names the account signed in; login_failed the address it came from, and the account when the e-mail is known', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, alice.id));
    const ok = await send({
      method: 'POST',
      url: authEndpoints.login.path,
      payload: { email: alice.email, password: PASSWORD },
    });
    expect(ok.response.statusCode).toBe(200);
    expectEvent('login_ok', ok, alice.id);
    const failed = await send({
      method: 'POST',
      url: authEndpoints.login.path,
      payload: { email: alice.email, password: 'not-the-password' },
    });
    expect(failed.response.statusCode).toBe(401);
    // A known e-mail with a wrong password names the account, an unknown e-mail nobody; the answers are alike.
    const line = expectEvent('login_failed', failed, alice.id);
    const unknown = await send({
      method: 'POST',
      url: authEndpoints.login.path,
      payload: { email: 'nobody-known@events.test', password: 'not-the-password' },
    });
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.body).toBe(failed.response.body);
    const unknownLine = expectEvent('login_failed', unknown, null);
    for (const event of [line, unknownLine]) {
      expect(event).not.toHaveProperty('password');
      expect(JSON.stringify(event)).not.toContain('not-the-password');
    }
  });

  it('429: rate_limited, from the sign-in throttle and from a route limit', async () => {
    for (let i = 0; i < 2; i += 1) {
      await send({
        method: 'POST',
        url: authEndpoints.login.path,
        payload: { email: bob.email, password: 'wrong-one' },
      });
    }
    const throttled = await send({
      method: 'POST',
      url: authEndpoints.login.path,
      payload: { email: bob.email, password: 'wrong-one' },
    });
    expect(throttled.response.statusCode).toBe(429);
    expectEvent('rate_limited', throttled, null);

    const message = {
      first_name: 'Event',
      last_name: 'Sender',
      email: 'sender@events.test',
      phone: '',
      message: 'A message for the rate limit.',
    };
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      const ok = await t.app.inject({ method: 'POST', url: publicEndpoints.contact.path, payload: message, ...from });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: publicEndpoints.contact.path,
      payload: message,
      ...from,
    });
    expect(limited.statusCode).toBe(429);
    expectEvent('rate_limited', { response: limited, ip: from.remoteAddress }, null);
  });

  it('401: unauthorized, for no session and for a made-up one', async () => {
    const none = await send({ method: 'GET', url: authEndpoints.participantAuth.path });
    expect(none.response.statusCode).toBe(401);
    expectEvent('unauthorized', none, null);
    const madeUp = await send({
      method: 'GET',
      url: authEndpoints.participantAuth.path,
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(madeUp.response.statusCode).toBe(401);
    expectEvent('unauthorized', madeUp, null);
  });

  it('403: forbidden names the caller who was refused', async () => {
    const created = await send({
      method: 'POST',
      url: participantForum.createPost.path.replace(':courseId', String(course.id)),
      headers: bob.headers,
      payload: { post_title: 'Bob asks', post_body: 'A question of Bob' },
    });
    expect(created.response.statusCode).toBe(201);
    const postId = created.response.json<{ id: number }>().id;
    const refused = await send({
      method: 'DELETE',
      url: participantForum.deletePost.path.replace(':postId', String(postId)),
      headers: alice.headers,
      payload: { id: String(postId) },
    });
    expect(refused.response.statusCode).toBe(403);
    expectEvent('forbidden', refused, alice.id);
  });

  it('validation_failed names the caller when signed in, and nobody otherwise', async () => {
    const signedIn = await send({
      method: 'POST',
      url: participantForum.createPost.path.replace(':courseId', String(course.id)),
      headers: alice.headers,
      payload: { post_title: '', post_body: '' },
    });
    expect(signedIn.response.statusCode).toBe(400);
    expectEvent('validation_failed', signedIn, alice.id);
    const anonymous = await send({ method: 'POST', url: authEndpoints.login.path, payload: { email: 'not-an-email' } });
    expect(anonymous.response.statusCode).toBe(400);
    expectEvent('validation_failed', anonymous, null);
  });

  it('password_changed names the account', async () => {
    const changed = await send({
      method: 'PATCH',
      url: authEndpoints.participantChangePassword.path,
      headers: alice.headers,
      payload: { password: PASSWORD, new_password: 'another-password', confirm_password: 'another-password' },
    });
    expect(changed.response.statusCode).toBe(200);
    expectEvent('password_changed', changed, alice.id);
  });

  it('password_change_refused names the account whose old password was guessed wrong', async () => {
    // An account of its own: bob's failed sign-ins above have used up his.
    const carol = await makePerson(t.db, 'participant');
    const refused = await send({
      method: 'PATCH',
      url: authEndpoints.participantChangePassword.path,
      headers: carol.headers,
      payload: { password: 'a-wrong-guess', new_password: 'another-password', confirm_password: 'another-password' },
    });
    expect(refused.response.statusCode).toBe(400);
    expectEvent('password_change_refused', refused, carol.id);
  });

  it('password_reset names the account; a dead reset link is reset_link_refused', async () => {
    const token = await issueResetToken(t.db, bob.id);
    const reset = await send({
      method: 'PATCH',
      url: registrationEndpoints.resetPassword.path.replace(':token', token),
      payload: { password: 'reset-password-1', confirm_password: 'reset-password-1' },
    });
    expect(reset.response.statusCode).toBe(200);
    expectEvent('password_reset', reset, bob.id);
    const again = await send({
      method: 'PATCH',
      url: registrationEndpoints.resetPassword.path.replace(':token', token),
      payload: { password: 'reset-password-2', confirm_password: 'reset-password-2' },
    });
    expect(again.response.statusCode).toBe(400);
    expectEvent('reset_link_refused', again, null);
  });

  it('an invitation used: registered names the new account; a used link is invitation_refused', async () => {
    const invitation = await createInvitation(
      {
        db: t.db,
        jobs: t.jobs,
        publicUrl: t.config.PUBLIC_URL,
        timeZone: t.config.TZ_INSTITUTE,
        log: pino({ level: 'silent' }),
      },
      { email: 'events.newcomer@events.test', name: 'Events Newcomer', course: course.id, registerType: 1 },
    );
    const url = registrationEndpoints.newParticipant.path.replace(':token', invitation.token);
    const used = await send({
      method: 'POST',
      url,
      payload: registrationBody({ email: 'events.newcomer@events.test' }),
    });
    expect(used.response.statusCode, used.response.body).toBe(201);
    const [account] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'events.newcomer@events.test'));
    expectEvent('registered', used, account?.id ?? -1);
    const again = await send({
      method: 'POST',
      url,
      payload: registrationBody({ email: 'events.newcomer@events.test' }),
    });
    expect(again.response.statusCode).toBe(400);
    expectEvent('invitation_refused', again, null);
  });

  it("download_link_refused, for a refused link to a file and to the ZIP of an assignment's submissions", async () => {
    const tampered = signToken(TEST_FILES_SECRET, 'file', 1).replace(/\.\d+\./, '.1000.');
    const zipOfNothing = signToken(TEST_FILES_SECRET, 'submissions', 2_000_000_000);
    for (const url of [
      `${FILES_PREFIX}${tampered}`,
      `${FILES_PREFIX}1.1.${'A'.repeat(43)}`,
      `${FILES_PREFIX}submissions/${tampered}`,
      `${FILES_PREFIX}submissions/1.1.${'A'.repeat(43)}`,
      `${FILES_PREFIX}submissions/${zipOfNothing}`,
    ]) {
      const refused = await send({ method: 'GET', url });
      expect(refused.response.statusCode, url).toBe(403);
      expect(refused.response.json()).toEqual({ error: LINK_REFUSED });
      expectEvent('download_link_refused', refused, null);
    }
  });

  it('never logs a token or a password of these requests', () => {
    const text = lines.join('');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('another-password');
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
