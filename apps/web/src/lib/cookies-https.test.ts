/**
 * @vitest-environment jsdom
 * @vitest-environment-options { "url": "https://portal.example/" }
 */
// docs/security.md SE5 over https: the sign-in cookies (set by the web app, never by the server) are Secure, on path /,
// SameSite=Strict. Each cookie string the app writes is read as document.cookie receives it.
import { USER_TYPE } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, getAuthToken, setSignInCookies } from './cookies';

afterEach(() => vi.restoreAllMocks());

/** The cookie strings the app writes through document.cookie during `run`. */
function written(run: () => void): string[] {
  const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
  if (!setter) throw new Error('no document.cookie setter');
  const strings: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    strings.push(value);
    setter.call(this, value);
  });
  run();
  return strings;
}

describe('on an https page', () => {
  it('writes auth_token and the role cookies Secure, SameSite=Strict, on path /', () => {
    expect(window.location.protocol).toBe('https:');
    const strings = written(() =>
      setSignInCookies({ id: 7, token: 'a-session-token', email: 'p@demo.test', user_type: USER_TYPE.participant }),
    );
    expect(strings.map((s) => s.split('=')[0])).toEqual([AUTH_COOKIE, 'participant_id', 'participant_email']);
    for (const cookie of strings) {
      const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes, cookie).toContain('secure');
      expect(attributes, cookie).toContain('samesite=strict');
      expect(attributes, cookie).toContain('path=/');
    }
    // jsdom keeps a Secure cookie on an https page only: the token is there to be sent.
    expect(getAuthToken()).toBe('a-session-token');
  });
});
