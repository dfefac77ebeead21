// The admin console (docs/decisions/012-admin-console.md): the work-area shell with the admin's menu.
import { paths } from '../paths.ts';
import type { SidebarEntry } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const a = paths.admin;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'Inbox', to: a.inbox.path },
  { label: 'Audit Log', to: a.audit.path },
  { label: 'Invitations', to: a.invitations.path },
  { label: 'Invitation Board', to: a.invitationBoard.path },
];

export function AdminLayout() {
  return <WorkAreaLayout userRole="admin" areaName="Admin" entries={ENTRIES} />;
}
