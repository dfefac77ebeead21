// The signed-in user of the public bar (docs/features.md, Sign-in and sessions) and the auth feature's query keys. Read
// on every public page, the home page included, so this module builds no schema and imports no value of the contract:
// is_logined goes by route (`readTrusted`), and the session checks and logout, whose endpoints carry schemas, are in
// api.ts (docs/decisions/006-home-page-performance.md).

import type { authEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type EndpointRoute, readTrusted } from '#web/lib/api.ts';
import { clearAuthCookies, getAuthToken } from '#web/lib/cookies.ts';
import type { Role } from './roles.ts';

export { avatarSrc } from '#web/components/ui/avatar-src.ts';

export const authKeys = {
  all: ['auth'] as const,
  loggedInUser: ['auth', 'logged-in-user'] as const,
  session: (role: Role) => ['auth', 'session', role] as const,
};

// Who is signed in (public user menu; the work areas' sidebar header reads the profile feature).
const isLoginedRoute: EndpointRoute<typeof authEndpoints.isLogined> = { method: 'GET', path: '/api/user/is_logined' };

export function loggedInUserOptions() {
  return queryOptions({
    queryKey: authKeys.loggedInUser,
    queryFn: ({ signal }) => readTrusted(isLoginedRoute, { signal }),
  });
}

/** The signed-in user, when is_logined answers exactly one; removes a stale token when it answers none. */
export function useLoggedInUser() {
  const query = useQuery(loggedInUserOptions());
  const list = query.data;
  useEffect(() => {
    if (list?.length === 0 && getAuthToken()) clearAuthCookies();
  }, [list]);
  return { user: list?.length === 1 ? list[0] : undefined, isPending: query.isPending };
}
