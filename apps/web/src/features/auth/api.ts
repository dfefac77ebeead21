// The signed-in user, the role session checks and logout: their query keys, reads and mutations
// (spec part 1, sections 4, 7 and 8). Sign-in and password change, which carry the forms, are apart
// (sign-in.ts, change-password.ts) so that they load with their lazy components.

import { authEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import defaultAvatarUrl from '#web/assets/default-avatar.svg';
import { read, write } from '#web/lib/api.ts';
import { clearAuthCookies, clearRoleCookies, getAuthToken } from '#web/lib/cookies.ts';
import { ROLES, type Role } from './roles.ts';

export const authKeys = {
  all: ['auth'] as const,
  loggedInUser: ['auth', 'logged-in-user'] as const,
  session: (role: Role) => ['auth', 'session', role] as const,
};

// ---------------------------------------------------------------------------------------------------------
// Who is signed in (public user menu; the work areas' sidebar header reads the profile feature).

export function loggedInUserOptions() {
  return queryOptions({
    queryKey: authKeys.loggedInUser,
    queryFn: ({ signal }) => read(authEndpoints.isLogined, { signal }),
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

export function avatarSrc(avatar: string | null | undefined): string {
  return avatar || defaultAvatarUrl;
}

// ---------------------------------------------------------------------------------------------------------
// Role session checks: an area renders only after its check answered 200. They refetch on every focus and
// reconnect, whatever the cache age (spec part 1, section 4).

export function sessionOptions(role: Role) {
  return queryOptions({
    queryKey: authKeys.session(role),
    queryFn: ({ signal }) => read(ROLES[role].auth, { signal }),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
}

export function useRoleSession(role: Role) {
  return useQuery(sessionOptions(role));
}

// ---------------------------------------------------------------------------------------------------------
// Logout.

/** Logout of a role: on 200 the token and the role's cookies go, every cached read goes, and so does the user. */
export function useLogout(role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => write(ROLES[role].logout),
    onSuccess: () => {
      clearRoleCookies(ROLES[role].cookies);
      // Tell what is on screen that nobody is signed in, then forget every cached read (SECURITY.md SE6).
      queryClient.setQueryData(authKeys.loggedInUser, []);
      queryClient.clear();
      navigate('/');
    },
  });
}
