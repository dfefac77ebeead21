// Under an https PUBLIC_URL every answer carries HSTS (docs/security.md HD2; the http case is checked on every answer
// of the authorization matrix), and every 401, a refused sign-in too, carries a WWW-Authenticate challenge as RFC 9110
// requires, with the spec's body unchanged (decision 001).
import { authEndpoints } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { makePerson } from '#server/testing/factories.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

const t = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://portal.example' } });
afterAll(() => t.close());

describe('with an https PUBLIC_URL', () => {
  it('sends Strict-Transport-Security for half a year with subdomains on the API, the files and the app', async () => {
    const person = await makePerson(t.db, 'participant');
    for (const options of [
      { method: 'GET' as const, url: authEndpoints.participantAuth.path, headers: person.headers },
      { method: 'GET' as const, url: authEndpoints.participantAuth.path },
      { method: 'GET' as const, url: '/files/1.1.AAAA' },
      { method: 'GET' as const, url: '/' },
    ]) {
      const answer = await t.app.inject(options);
      expect(answer.headers['strict-transport-security'], `${options.url} → ${answer.statusCode}`).toBe(
        'max-age=15724800; includeSubDomains',
      );
    }
  });
});

describe('a refused sign-in', () => {
  it.each([
    ['a wrong password', 'participant'],
    ['an unknown e-mail', null],
  ] as const)('with %s: 401, the spec body exactly, and WWW-Authenticate: Bearer', async (_case, role) => {
    const email = role ? (await makePerson(t.db, role)).email : 'nobody@challenge.test';
    const answer = await t.app.inject({
      method: 'POST',
      url: authEndpoints.login.path,
      payload: { email, password: 'not-the-password' },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe('{"error":"Invalid email or password"}');
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="portal"');
  });

  it('keeps the one challenge of a guarded route', async () => {
    const answer = await t.app.inject({ method: 'GET', url: authEndpoints.participantAuth.path });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="portal"');
  });
});
