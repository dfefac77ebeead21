// The auth feature's public face: what layouts and routes use. The drawer, the user menu and the password
// modal carry the form library and react-bootstrap's overlays, so they are lazy: the public home page does
// not pay for them until someone opens them (apps/web/README.md, "Bundle budget").
import { lazy } from 'react';

export { authKeys, avatarSrc, useLoggedInUser, useLogout, useRoleSession } from './api.ts';
export { RoleGate } from './components/role-gate.tsx';
export { PASSWORD_ROLES, type PasswordRole, ROLES, type Role } from './roles.ts';

const loadLoginDrawer = () => import('./components/login-drawer.tsx');

/** Starts fetching the login drawer's code (on hover or focus of the Login button). */
export function preloadLoginDrawer(): void {
  void loadLoginDrawer();
}

export const LoginDrawer = lazy(() => loadLoginDrawer().then((module) => ({ default: module.LoginDrawer })));
export const UserMenu = lazy(() =>
  import('./components/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);
export const ResetPasswordModal = lazy(() =>
  import('./components/reset-password-modal.tsx').then((module) => ({ default: module.ResetPasswordModal })),
);
