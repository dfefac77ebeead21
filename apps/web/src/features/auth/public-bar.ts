// The auth feature's face for the public bar (app/layouts/public-nav.tsx), which every public page and the home
// page load: who is signed in, and the login drawer and user menu as lazy components. It reaches no schema of
// the contract, so the home page does not load zod (docs/decisions/006-home-page-performance.md); index.ts,
// the face of everything else, reaches the session checks and logout, whose endpoints carry schemas.
import { lazy } from 'react';

export { useLoggedInUser } from './logged-in-user.ts';

const loadLoginDrawer = () => import('./components/login-drawer.tsx');

/** Starts fetching the login drawer's code (on hover or focus of the Login button). */
export function preloadLoginDrawer(): void {
  void loadLoginDrawer();
}

export const LoginDrawer = lazy(() => loadLoginDrawer().then((module) => ({ default: module.LoginDrawer })));
export const UserMenu = lazy(() =>
  import('./components/user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);
