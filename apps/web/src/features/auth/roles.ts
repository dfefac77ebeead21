// The three signed-in roles and what the web needs of each: its session check, logout, password change, home screen and
// cookies (docs/features.md, Sign-in and sessions).

import { type authEndpoints, USER_TYPE, USER_TYPE_NAME, type UserType } from '@portal/contract';
import { paths } from '#web/config/paths.ts';
import type { EndpointRoute } from '#web/lib/api.ts';
import type { CookieRole } from '#web/lib/cookies.ts';

export type Role = 'participant' | 'coordinator' | 'admin';
/** The roles with a Reset Password modal. */
export type PasswordRole = 'participant' | 'coordinator';

// The session checks and logouts are routes, not the contract's descriptors: this module is in every work area's
// first paint (its shell), and a descriptor would build the contract's schemas and load zod there (the calls go
// through readTrusted and writeTrusted; decision 006).
export const ROLES = {
  participant: {
    userType: USER_TYPE.participant,
    auth: { method: 'GET', path: '/api/participant/user/auth' },
    logout: { method: 'POST', path: '/api/participant/user/logout' },
    home: paths.participant.dashboard.path,
    area: '/participant',
    cookies: 'participant',
  },
  coordinator: {
    userType: USER_TYPE.coordinator,
    auth: { method: 'GET', path: '/api/coordinator/user/auth' },
    logout: { method: 'POST', path: '/api/coordinator/user/logout' },
    home: paths.coordinator.dashboard.path,
    area: '/coordinator',
    cookies: 'coordinator',
  },
  admin: {
    userType: USER_TYPE.admin,
    auth: { method: 'GET', path: '/api/admin/user/auth' },
    logout: { method: 'POST', path: '/api/admin/user/logout' },
    home: paths.admin.root.path,
    area: '/admin',
    cookies: undefined,
  },
} as const satisfies {
  [R in Role]: {
    userType: UserType;
    auth: EndpointRoute<(typeof authEndpoints)[`${R}Auth`]>;
    logout: EndpointRoute<(typeof authEndpoints)[`${R}Logout`]>;
    home: string;
    /** The first segment of every address of the role's area (where a return after sign-in may go). */
    area: string;
    cookies: CookieRole | undefined;
  };
};

/** Whether a role has a profile and a Reset Password modal (the admin changes it through 'Forgot password'). */
export function isPasswordRole(role: Role): role is PasswordRole {
  return role === 'participant' || role === 'coordinator';
}

export const PASSWORD_ROLES = {
  participant: {
    profile: paths.participant.profile.path,
    /** The form is reset after a change for coordinators only. */
    resetFormOnSuccess: false,
  },
  coordinator: {
    profile: paths.coordinator.profile.path,
    resetFormOnSuccess: true,
  },
} as const;

export function roleOfUserType(userType: number): Role | undefined {
  return (Object.keys(ROLES) as Role[]).find((role) => ROLES[role].userType === userType);
}

/** The signed-in user's `user_type` text of is_logined ('Participant', 'Coordinator', 'Admin'). */
export function roleOfUserTypeName(name: string): Role | undefined {
  return (Object.keys(ROLES) as Role[]).find((role) => USER_TYPE_NAME[ROLES[role].userType] === name);
}
