// The client-side cookies (docs/security.md SE5): the bearer token and the role's id and e-mail. JS must read
// auth_token to send it as a Bearer header (docs/decisions/001-sessions-and-sign-in.md), so the cookie cannot be
// HttpOnly; it is SameSite=Strict, Secure on https and scoped to the whole site. The server never reads cookies.
import { type LoginResponse, USER_TYPE } from '@portal/contract';
import Cookies from 'js-cookie';

export const AUTH_COOKIE = 'auth_token';

export const ROLE_COOKIES = {
  participant: { id: 'participant_id', email: 'participant_email' },
  coordinator: { id: 'coordinator_id', email: 'coordinator_email' },
} as const;
export type CookieRole = keyof typeof ROLE_COOKIES;

const SESSION_DAYS = 7;

function attributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    expires: SESSION_DAYS,
  };
}

export function getAuthToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE) || undefined;
}

export function setAuthToken(token: string): void {
  Cookies.set(AUTH_COOKIE, token, attributes());
}

/** After a sign-in: the token, plus the id and e-mail of a participant or a coordinator. */
export function setSignInCookies(login: LoginResponse): void {
  setAuthToken(login.token);
  const role = roleOfUserType(login.user_type);
  if (!role) return;
  Cookies.set(ROLE_COOKIES[role].id, String(login.id), attributes());
  Cookies.set(ROLE_COOKIES[role].email, login.email, attributes());
}

/** The role the cookies say is signed in (participant or coordinator), if any. */
export function signedInCookieRole(): CookieRole | undefined {
  if (!getAuthToken()) return undefined;
  if (Cookies.get(ROLE_COOKIES.participant.id)) return 'participant';
  if (Cookies.get(ROLE_COOKIES.coordinator.id)) return 'coordinator';
  return undefined;
}

/** A role's logout: the token and that role's id and e-mail. */
export function clearRoleCookies(role: CookieRole | undefined): void {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  if (!role) return;
  Cookies.remove(ROLE_COOKIES[role].id, { path: '/' });
  Cookies.remove(ROLE_COOKIES[role].email, { path: '/' });
}

/** A lost session (401) or a stale token: every cookie the app sets. */
export function clearAuthCookies(): void {
  clearRoleCookies('participant');
  clearRoleCookies('coordinator');
}

function roleOfUserType(userType: number): CookieRole | undefined {
  if (userType === USER_TYPE.participant) return 'participant';
  if (userType === USER_TYPE.coordinator) return 'coordinator';
  return undefined;
}
