// Registration feature: registration from an invitation, password reset, and the mails of both.
export { issueResetToken } from './password-reset.ts';
export { accountSetupMail, accountSetupMailJob, registrationJobs } from './registration.mails.ts';
export { registrationRoutes } from './registration.routes.ts';
