// The saved language (docs/i18n.md, Choosing the language): a signed-in person's choice is kept in their profile and
// answered back by is_logined; a value other than en or bn is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '#server/testing/factories.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const { call } = requester(() => t.app);

describe('the saved language', () => {
  it('is null until chosen, then what the person chose, kept per person', async () => {
    const participant = await makePerson(t.db, 'participant');
    const coordinator = await makePerson(t.db, 'coordinator');
    const before = await call(participant, 'GET', '/api/user/is_logined');
    expect(before.body).toEqual([expect.objectContaining({ user_type: 'Participant', language: null })]);

    const saved = await call(participant, 'PUT', '/api/participant/user/language', { language: 'bn' });
    expect(saved).toEqual({ status: 200, body: { success: 'Language saved' } });
    expect((await call(participant, 'GET', '/api/user/is_logined')).body).toEqual([
      expect.objectContaining({ language: 'bn' }),
    ]);
    // Another person's choice is their own.
    expect((await call(coordinator, 'GET', '/api/user/is_logined')).body).toEqual([
      expect.objectContaining({ language: null }),
    ]);

    // Chosen again: the new choice replaces the old one.
    await call(participant, 'PUT', '/api/participant/user/language', { language: 'en' });
    expect((await call(participant, 'GET', '/api/user/is_logined')).body).toEqual([
      expect.objectContaining({ language: 'en' }),
    ]);
  });

  it('refuses a language the portal does not have, and keeps the earlier choice', async () => {
    const admin = await makePerson(t.db, 'admin');
    await call(admin, 'PUT', '/api/admin/user/language', { language: 'bn' });
    const refused = await call(admin, 'PUT', '/api/admin/user/language', { language: 'fr' });
    expect(refused.status).toBe(400);
    expect((await call(admin, 'GET', '/api/user/is_logined')).body).toEqual([
      expect.objectContaining({ language: 'bn' }),
    ]);
  });
});
