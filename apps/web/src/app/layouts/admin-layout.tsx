// The admin console (docs/decisions/012-admin-console.md): the work-area shell with the admin's menu, its labels keys
// of the 'frame' namespace, shown in the page's language (docs/i18n.md).
import { paths } from '#web/config/paths.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type SidebarEntry, translated } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const a = paths.admin;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'adminMenu.overview', to: a.root.path, end: true },
  { label: 'adminMenu.courses', to: a.courses.path },
  { label: 'adminMenu.coordinators', to: a.coordinators.path },
  { label: 'adminMenu.participants', to: a.participants.path },
  {
    label: 'adminMenu.invitations',
    group: [
      { label: 'adminMenu.sendInvitations', to: a.invitations.path },
      { label: 'adminMenu.invitationBoard', to: a.invitationBoard.path },
    ],
  },
  {
    label: 'adminMenu.publishing',
    group: [
      { label: 'adminMenu.programmes', to: a.programs.path },
      { label: 'adminMenu.gallery', to: a.gallery.path },
      { label: 'adminMenu.directorMessages', to: a.directorMessages.path },
      { label: 'adminMenu.organisations', to: a.organizations.path },
    ],
  },
  {
    label: 'adminMenu.certificates',
    group: [
      { label: 'adminMenu.allCertificates', to: a.certificates.path, end: true },
      { label: 'adminMenu.signatories', to: a.certificateSignatories.path },
    ],
  },
  { label: 'adminMenu.inbox', to: a.inbox.path },
  { label: 'adminMenu.auditLog', to: a.audit.path },
  { label: 'adminMenu.maintenance', to: a.maintenance.path },
];

export function AdminLayout() {
  const t = useT(frameNs);
  // The cast: the labels above are keys of the namespace, which its typed function checks one by one only for literals.
  const entries = translated(ENTRIES, t as unknown as (key: string) => string);
  return <WorkAreaLayout userRole="admin" areaName="Admin" entries={entries} />;
}
