// The three signed-in roles and what the web needs of each: its session check, logout, password change,
// home screen and cookies (spec part 1, sections 2 to 4).

import { authEndpoints, type EndpointDef, USER_TYPE, USER_TYPE_NAME, type UserType } from '@portal/contract';
import { paths } from '#web/app/paths.ts';
import type { CookieRole } from '#web/lib/cookies.ts';

export type Role = 'participant' | 'coordinator' | 'admin';
/** The roles with a Reset Password modal. */
export type PasswordRole = 'participant' | 'coordinator';

export const ROLES = {
  participant: {
    userType: USER_TYPE.participant,
    auth: authEndpoints.participantAuth,
    logout: authEndpoints.participantLogout,
    home: paths.participant.dashboard.path,
    cookies: 'participant',
  },
  coordinator: {
    userType: USER_TYPE.coordinator,
    auth: authEndpoints.coordinatorAuth,
    logout: authEndpoints.coordinatorLogout,
    home: paths.coordinator.dashboard.path,
    cookies: 'coordinator',
  },
  admin: {
    userType: USER_TYPE.admin,
    auth: authEndpoints.adminAuth,
    logout: authEndpoints.adminLogout,
    home: paths.admin.root.path,
    cookies: undefined,
  },
} as const satisfies Record<
  Role,
  { userType: UserType; auth: EndpointDef; logout: EndpointDef; home: string; cookies: CookieRole | undefined }
>;

/** Whether a role has a profile and a Reset Password modal (the admin changes it through 'Forgot password'). */
export function isPasswordRole(role: Role): role is PasswordRole {
  return role === 'participant' || role === 'coordinator';
}

export const PASSWORD_ROLES = {
  participant: {
    endpoint: authEndpoints.participantChangePassword,
    profile: paths.participant.profile.path,
    /** The spec resets the form after a change for coordinators only (part 1, section 4). */
    resetFormOnSuccess: false,
  },
  coordinator: {
    endpoint: authEndpoints.coordinatorChangePassword,
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
