// The admin console's screens (docs/decisions/012-admin-console.md); the admin area chunk loads them.
export { AuditScreen } from './audit/components/audit-screen.tsx';
export { InboxScreen } from './inbox/components/inbox-screen.tsx';
export { InvitationBoardScreen } from './invitations/components/invitation-board-screen.tsx';
export { InvitationsScreen } from './invitations/components/invitations-screen.tsx';
