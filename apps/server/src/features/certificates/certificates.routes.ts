// Certificates' routes (docs/features.md, Certificates): issuing for a course's coordinators and for admins (one
// service, the same answer), and the holder's own list and downloads (another's certificate answers 404).
import {
  adminCourseCertificates,
  CERTIFICATE_SCREEN_TEXT,
  coordinatorCertificates,
  type EndpointParams,
  participantCertificates,
} from '@portal/contract';
import type { Member } from '#server/core/db/course-membership.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { downloadLink } from '#server/core/files/stored-files.ts';
import { auditActor } from '#server/features/admin/index.ts';
import { bindCertificateJobs } from './certificates.jobs.ts';
import { toCourseCertificates, toMyCertificate } from './certificates.presenters.ts';
import { findIssuerCourse, holderPage, ownCertificateFiles, passersPage } from './certificates.queries.ts';
import { issueCertificates } from './issue.ts';

const T = CERTIFICATE_SCREEN_TEXT;

export function certificateRoutes({ route, db, jobs, store, config, filesSecret }: FeatureContext) {
  bindCertificateJobs(db, jobs, store);
  const deps = { db, jobs, timeZone: config.TZ_INSTITUTE };

  const courseCertificates = async (issuer: Member, courseId: number, page = 1) => {
    const course = await findIssuerCourse(db, issuer, courseId);
    if (!course) throw notFound(T.courseNotFound);
    return toCourseCertificates(course, await passersPage(db, course.id, page));
  };
  const issue = async (user: Member & { email: string }, courseId: number) => {
    const issued = await issueCertificates(deps, user, auditActor(user), courseId);
    return { success: T.issued(issued), issued };
  };

  route(coordinatorCertificates.course, ({ user, params, query }) =>
    courseCertificates(user, params.courseId, query.page),
  );
  route(coordinatorCertificates.issue, ({ user, params }) => issue(user, params.courseId));
  route(adminCourseCertificates.course, ({ user, params, query }) =>
    courseCertificates(user, params.courseId, query.page),
  );
  route(adminCourseCertificates.issue, ({ user, params }) => issue(user, params.courseId));

  route(participantCertificates.list, async ({ user, query }) => {
    const page = await holderPage(db, user.id, query.page ?? 1);
    return {
      certificates: page.rows.map((row) => toMyCertificate(row, config.PUBLIC_URL, config.TZ_INSTITUTE)),
      total: page.total,
    };
  });

  const ownFile = async (
    holderId: number,
    params: EndpointParams<typeof participantCertificates.downloadPdf>,
    which: 'pdfFileId' | 'badgeFileId',
  ) => {
    const files = await ownCertificateFiles(db, holderId, params.certificateId);
    if (!files) throw notFound(T.certificateNotFound);
    const fileId = files[which];
    if (fileId === null) throw conflict(T.fileNotReady);
    return downloadLink(db, filesSecret, fileId);
  };
  route(participantCertificates.downloadPdf, ({ user, params }) => ownFile(user.id, params, 'pdfFileId'));
  route(participantCertificates.downloadBadge, ({ user, params }) => ownFile(user.id, params, 'badgeFileId'));
}
