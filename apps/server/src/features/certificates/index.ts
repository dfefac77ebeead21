// Certificates (docs/decisions/024-certificates.md). Registers the calls of `coordinatorCertificates` (course, issue),
// `adminCertificates` (course, issue) and `participantCertificates` (list, downloadPdf, downloadBadge).
export { certificateJobs } from './certificates.jobs.ts';
export { certificateRoutes } from './certificates.routes.ts';
export { insertDemoCertificates } from './demo-certificates.ts';
export { issueCertificates, queueCertificateFiles } from './issue.ts';
