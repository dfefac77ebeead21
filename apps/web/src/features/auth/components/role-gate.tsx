// Renders an area only once its role's session check has answered 200 (spec part 1, section 4). A 401 is
// handled by the read helper (cookies and cache cleared, back to '/'); other failures offer a retry.

import type { ReactNode } from 'react';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { useRoleSession } from '../api.ts';
import type { Role } from '../roles.ts';

export function RoleGate({ userRole, children }: { userRole: Role; children: ReactNode }) {
  const session = useRoleSession(userRole);
  if (session.data) return children;
  if (session.isError) return <PageError message={session.error.message} onRetry={() => void session.refetch()} />;
  return <PageSpinner />;
}
