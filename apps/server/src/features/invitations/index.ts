// Invitations, the only way into a course: the service (create, revoke, the rules, a token's use), the admin's
// calls (one at a time, the CSV import, the board of a course) and the `invite` command.

export { invitationJobs } from './invitations.mails.ts';
export { invitationRoutes } from './invitations.routes.ts';
export {
  type CourseRow,
  type CreatedInvitation,
  claimInvitation,
  createInvitation,
  findUsableInvitation,
  type InvitationDeps,
  type NewInvitation,
  recordInvitationUser,
  revokeInvitation,
  type UsableInvitation,
} from './invitations.service.ts';
export { INVITE_USAGE, InviteCommandError, inviteCommand } from './invite-command.ts';
