// Renders an area only once its role's session check has answered 200 (docs/features.md, Sign-in and sessions). A 401
// is handled by the read helper (cookies and cache cleared, back to '/'); other failures offer a retry. Someone signed
// in with the other role (their cookies say so) goes, without the check, to their own area's twin of the screen when
// there is one (a post's page), otherwise to '/', so that opening the other area's address does not end their own
// session. An admin whose session has not passed the second sign-in step yet (decision 013) gets the two-step screen, a
// lazy chunk, in place of the console.

import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { signedInCookieRole } from '#web/lib/cookies.ts';
import { useRoleSession } from '../api.ts';
import { otherRoleForward } from '../other-role-forward.ts';
import { ROLES, type Role } from '../roles.ts';

const TwoStepScreen = lazy(() => import('./two-step-screen.tsx').then((module) => ({ default: module.TwoStepScreen })));

interface RoleGateProps {
  userRole: Role;
  children: ReactNode;
  /** Shown while the check is on the way: the area's loading state. */
  pending: ReactNode;
}

export function RoleGate({ userRole, children, pending }: RoleGateProps) {
  const cookieRole = signedInCookieRole();
  const isOtherRole = cookieRole !== undefined && cookieRole !== ROLES[userRole].cookies;
  const session = useRoleSession(userRole, !isOtherRole);
  const location = useLocation();
  if (isOtherRole) {
    return <Navigate to={otherRoleForward(location.pathname, location.search, cookieRole) ?? '/'} replace />;
  }
  const twoStep = session.data && 'two_step' in session.data ? session.data.two_step : undefined;
  if (twoStep === 'enrol' || twoStep === 'verify') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <TwoStepScreen state={twoStep} />
      </Suspense>
    );
  }
  if (session.data) return children;
  if (session.isError) return <PageError message={session.error.message} onRetry={() => void session.refetch()} />;
  return pending;
}
