// The role session checks' reads, and their start by the router (app/route-prefetch.ts). An area renders only
// after its check has answered 200 (components/role-gate.tsx); the router asks for the check with the area's first
// render, beside the area's chunk and the page's own read, instead of once the chunk has arrived. Like the public
// bar's read, this module builds no schema (the checks go by route, `readTrusted`), so the entry may import it
// (docs/decisions/006-home-page-performance.md).

import type { authEndpoints } from '@portal/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type EndpointRoute, readTrusted } from '#web/lib/api.ts';
import { type CookieRole, signedInCookieRole } from '#web/lib/cookies.ts';
import { authKeys } from './logged-in-user.ts';
import { ROLES, type Role } from './roles.ts';

// Role session checks refetch on every focus and reconnect, whatever the cache age (docs/features.md, Sign-in and
// sessions).
export function sessionOptions(role: Role) {
  // The answer's type is the role's own endpoint's (the admin's carries the two-step state).
  const check: EndpointRoute<
    typeof authEndpoints.participantAuth | typeof authEndpoints.coordinatorAuth | typeof authEndpoints.adminAuth
  > = ROLES[role].auth;
  return queryOptions({
    queryKey: authKeys.session(role),
    queryFn: ({ signal }) => readTrusted(check, { signal }),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
}

/**
 * Whether the cookies say this role is signed in: the case where its area's gate asks for the session check (another
 * role is sent to its own area without one, and nobody signed in gets the check's 401 from the gate as before).
 */
export function isSignedInAs(role: CookieRole): boolean {
  return signedInCookieRole() === role;
}

/** Starts a role's session check (the router, when the area is opened by that role). */
export function prefetchRoleSession(client: QueryClient, role: Role): void {
  void client.prefetchQuery(sessionOptions(role));
}
