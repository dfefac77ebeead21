// The admin console (docs/decisions/012-admin-console.md): the work-area shell with the admin's menu.
import { paths } from '#web/config/paths.ts';
import type { SidebarEntry } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const a = paths.admin;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'Overview', to: a.root.path, end: true },
  { label: 'Courses', to: a.courses.path },
  { label: 'Coordinators', to: a.coordinators.path },
  { label: 'Participants', to: a.participants.path },
  {
    label: 'Invitations',
    group: [
      { label: 'Send Invitations', to: a.invitations.path },
      { label: 'Invitation Board', to: a.invitationBoard.path },
    ],
  },
  {
    label: 'Publishing',
    group: [
      { label: 'Programmes', to: a.programs.path },
      { label: 'Gallery', to: a.gallery.path },
      { label: 'Director Messages', to: a.directorMessages.path },
      { label: 'Organisations', to: a.organizations.path },
    ],
  },
  {
    label: 'Certificates',
    group: [
      { label: 'All Certificates', to: a.certificates.path, end: true },
      { label: 'Signatories', to: a.certificateSignatories.path },
    ],
  },
  { label: 'Inbox', to: a.inbox.path },
  { label: 'Audit Log', to: a.audit.path },
  { label: 'Maintenance', to: a.maintenance.path },
];

export function AdminLayout() {
  return <WorkAreaLayout userRole="admin" areaName="Admin" entries={ENTRIES} />;
}
