// /admin: guarded by the admin session check; the console itself comes in a later release.

import Button from 'react-bootstrap/Button';
import { paths } from '#web/app/paths.ts';
import { RoleGate, useLogout } from '#web/features/auth/index.ts';
import { usePageTitle } from '#web/lib/title.ts';

export function AdminHomePage() {
  usePageTitle(paths.admin.title);
  return (
    <RoleGate userRole="admin">
      <AdminPlaceholder />
    </RoleGate>
  );
}

function AdminPlaceholder() {
  const logout = useLogout('admin');
  return (
    <main id="main" className="container py-5" tabIndex={-1}>
      <h1 className="h3">Admin</h1>
      <p>The admin console arrives in a later release.</p>
      <Button variant="outline-primary" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
    </main>
  );
}
