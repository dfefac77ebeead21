// Registration feature: invitations (service and CLI command), registration from an invitation, password reset.

export {
  type CourseRow,
  type CreatedInvitation,
  cleanInvitee,
  courseRefKey,
  createInvitation,
  findCourse,
  findCourses,
  type InvitationDeps,
  type InvitationOptions,
  type InvitationSnapshot,
  invitationRule,
  inviteeFacts,
  type NewInvitation,
  revokeInvitation,
} from './invitations.ts';
export { INVITE_USAGE, InviteCommandError, inviteCommand } from './invite-command.ts';
export { issueResetToken } from './password-reset.ts';
export { accountSetupMail, linkTo } from './registration.mails.ts';
export { registrationRoutes } from './registration.routes.ts';
