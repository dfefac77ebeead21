// Certificates (docs/decisions/024-certificates.md). Registers the calls of `coordinatorCertificates` (course, issue),
// `adminCourseCertificates` (course, issue) and `participantCertificates` (list, downloadPdf, downloadBadge).
export { certificateMailJob } from './certificate.mails.ts';
export { certificateJobs } from './certificates.jobs.ts';
export { certificateRoutes } from './certificates.routes.ts';
export { DEMO_REVOCATION, insertDemoCertificates } from './demo-certificates.ts';
export { renderPdfOffThread, type SigningKeyMaterial, signBadgeOffThread } from './files-thread.ts';
export {
  issueCertificates,
  newVerificationCode,
  queueCertificateFiles,
  queueMissingCertificateFiles,
} from './issue.ts';
