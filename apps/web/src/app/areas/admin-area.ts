// Everything of the admin console, behind one dynamic import: one lazy chunk, loaded on first entry.

export { AdminAuditPage } from '#web/routes/admin/audit.tsx';
export { AdminInboxPage } from '#web/routes/admin/inbox.tsx';
export { AdminInvitationBoardPage } from '#web/routes/admin/invitation-board.tsx';
export { AdminInvitationsPage } from '#web/routes/admin/invitations.tsx';
export { AdminLayout } from '../layouts/admin-layout.tsx';
