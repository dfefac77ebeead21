// The role session checks and logout: their reads and mutations (docs/features.md, Sign-in and sessions). The signed-in
// user of the public bar is in logged-in-user.ts (no schema, loaded by the home page); sign-in and password change,
// which carry the forms, are apart (sign-in.ts, change-password.ts) so that they load with their lazy components.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { writeTrusted } from '#web/lib/api.ts';
import { clearRoleCookies } from '#web/lib/cookies.ts';
import { authKeys } from './logged-in-user.ts';
import { sessionOptions } from './prefetch.ts';
import { ROLES, type Role } from './roles.ts';

// ---------------------------------------------------------------------------------------------------------
// Role session checks: an area renders only after its check answered 200 (their reads: prefetch.ts).

export function useRoleSession(role: Role, enabled = true) {
  return useQuery({ ...sessionOptions(role), enabled });
}

// ---------------------------------------------------------------------------------------------------------
// Logout.

/** Logout of a role: on 200 the token and the role's cookies go, every cached read goes, and so does the user. */
export function useLogout(role: Role) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => writeTrusted(ROLES[role].logout),
    onSuccess: () => {
      clearRoleCookies(ROLES[role].cookies);
      // Tell what is on screen that nobody is signed in, then forget every cached read (docs/security.md SE6).
      queryClient.setQueryData(authKeys.loggedInUser, []);
      queryClient.clear();
      navigate('/');
    },
  });
}
