// Logs (docs/security.md SE4, LG2, LG3): with the app's real log configuration, a scripted run through sign-in,
// password change, invitation, registration and password reset writes one JSON object per line, the expected security
// events, and never a session, invitation or reset token — not even those that travel in URLs.

import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createInvitation } from '#server/features/invitations/index.ts';
import { registrationBody } from '#server/testing/registration-body.ts';
import { buildTestApp, loginAs } from '#server/testing/test-app.ts';

const lines: string[] = [];
const t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
afterAll(() => t.close());

const issued: string[] = [];
const tokenOf = (authorization: string) => authorization.slice('Bearer '.length);

describe('the log of a scripted session', async () => {
  // Sign in, look around, fail once, change a password, sign out.
  const participant = await loginAs(t.app, 'participant3@demo.test');
  issued.push(tokenOf(participant.authorization));
  await t.app.inject({ method: 'GET', url: '/api/user/is_logined', headers: participant });
  await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers: participant });
  await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'participant3@demo.test', password: 'wrong-password' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'line\nbreak@demo.test', password: 'x' },
  });
  const coordinator = await loginAs(t.app, 'coordinator2@demo.test');
  issued.push(tokenOf(coordinator.authorization));
  await t.app.inject({
    method: 'PATCH',
    url: '/api/coordinator/user/me/update_password',
    headers: coordinator,
    payload: { password: 'demo1234', new_password: 'changed-password', confirm_password: 'changed-password' },
  });
  await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers: participant, payload: {} });
  await t.app.inject({ method: 'GET', url: '/api/participant/user/auth', headers: participant });

  // An invitation, its check and a registration: the token is in a header and in a path.
  const invitation = await createInvitation(
    {
      db: t.db,
      jobs: t.jobs,
      publicUrl: t.config.PUBLIC_URL,
      timeZone: t.config.TZ_INSTITUTE,
      log: pino({ level: 'silent' }),
    },
    { email: 'logged.newcomer@demo.test', name: 'Logged Newcomer', course: 'CEAML-2026', registerType: 1 },
  );
  issued.push(invitation.token);
  await t.app.inject({
    method: 'GET',
    url: '/api/register_auth',
    headers: { authorization: `Bearer ${invitation.token}` },
  });
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/register/new_participant/${invitation.token}`,
    payload: registrationBody({ email: 'logged.newcomer@demo.test' }),
  });
  if (registered.statusCode === 201) issued.push(registered.json<{ token: string }>().token);

  // A password reset: the token is in two paths.
  await t.app.inject({
    method: 'POST',
    url: '/api/public/user/forgot-password',
    payload: { email: 'participant4@demo.test' },
  });
  await t.jobs.drain();
  const resetToken = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(t.mailer.messages.at(-1)?.text ?? '')?.[1];
  if (resetToken) {
    issued.push(resetToken);
    await t.app.inject({ method: 'GET', url: `/api/public/user/forgot-password/verify/${resetToken}` });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/public/user/reset-password/${resetToken}`,
      payload: { password: 'reset-password-1', confirm_password: 'reset-password-1' },
    });
  }

  it('ran the whole script (registration and reset included)', () => {
    expect(registered.statusCode, registered.body).toBe(201);
    expect(resetToken).toBeDefined();
    expect(issued).toHaveLength(5);
  });

  it('writes one JSON object per line, with a request id on every request line', () => {
    const text = lines.join('');
    const split = text.split('\n').filter(Boolean);
    expect(split.length).toBeGreaterThan(10);
    for (const line of split) {
      const entry = JSON.parse(line) as { reqId?: string; msg?: string };
      if (entry.msg === 'request') expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('records the security events', () => {
    const events = lines.map((line) => (JSON.parse(line) as { event?: string }).event).filter(Boolean);
    for (const event of [
      'login_ok',
      'login_failed',
      'validation_failed',
      'unauthorized',
      'password_changed',
      'logout',
    ]) {
      expect(events, event).toContain(event);
    }
  });

  it('never contains a token, whole or in the bearer header', () => {
    const text = lines.join('');
    for (const token of issued) expect(text.includes(token), `token ${token.slice(0, 6)}… in the log`).toBe(false);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
