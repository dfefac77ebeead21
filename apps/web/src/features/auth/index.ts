// The auth feature's public face: what layouts and routes use. The drawer, the user menu and the password
// modal carry the form library and react-bootstrap's overlays, so they are lazy: the public home page does
// not pay for them until someone opens them (apps/web/README.md, "Bundle budget"). The public bar imports
// public-bar.ts instead, which reaches no schema (the home page loads no zod).
import { lazy } from 'react';

export { useLogout, useRoleSession } from './api.ts';
export { RoleGate } from './components/role-gate.tsx';
export { authKeys, avatarSrc, useLoggedInUser } from './logged-in-user.ts';
export { LoginDrawer, preloadLoginDrawer, UserMenu } from './public-bar.ts';
export { isPasswordRole, PASSWORD_ROLES, type PasswordRole, ROLES, type Role } from './roles.ts';

export const ResetPasswordModal = lazy(() =>
  import('./components/reset-password-modal.tsx').then((module) => ({ default: module.ResetPasswordModal })),
);
