// Public verification of certificates and what the admin console's certificates need of it: the revocation mail,
// the code of a re-issue and the files of a new certificate (docs/decisions/027-certificate-verification.md).
export { certificateStatus } from './verification.presenters.ts';
export { certificateVerificationRoutes } from './verification.routes.ts';
