// The pivot file of the bad-input suite: for each route that takes parameters or a body, one well-formed
// request (and who sends it). The suite changes one thing at a time from it. A route with parameters or a
// body and no row here fails the suite, so each new route is covered the day it lands.
// Requests are well-formed, not necessarily successful: they must not change data the suite relies on
// (so the password change carries a wrong old password, the login an unknown e-mail).
import type { IdentityName } from '#server/testing/identities.ts';

export interface WellFormedRequest {
  /** Who sends it; omitted for public routes (a fresh session is made per request). */
  identity?: IdentityName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

export const WELL_FORMED: Record<string, WellFormedRequest> = {
  'POST /api/user/login': { body: { email: 'fuzz@suite.test', password: 'wrong-password' } },
  'PATCH /api/participant/user/me/update_password': {
    identity: 'P1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'PATCH /api/coordinator/user/me/update_password': {
    identity: 'C1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'POST /api/participant/user/logout': { identity: 'P1', body: {} },
  'POST /api/coordinator/user/logout': { identity: 'C1', body: {} },
  'POST /api/admin/user/logout': { identity: 'ADM', body: {} },
};

/** Who calls a guarded route by default. */
export const DEFAULT_IDENTITY: Record<string, IdentityName> = { participant: 'P1', coordinator: 'C1', admin: 'ADM' };
