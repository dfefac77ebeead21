// Everything of the admin console, behind one dynamic import: one lazy chunk, loaded on first entry.

export { AdminAuditPage } from '#web/routes/admin/audit.tsx';
export { AdminCertificateSignatoriesPage, AdminCertificatesPage } from '#web/routes/admin/certificates.tsx';
export { AdminCoordinatorsPage } from '#web/routes/admin/coordinators.tsx';
export { AdminCoursePage } from '#web/routes/admin/course.tsx';
export { AdminCourseCertificatesPage } from '#web/routes/admin/course-certificates.tsx';
export { AdminCoursesPage } from '#web/routes/admin/courses.tsx';
export { AdminDirectorMessagesPage } from '#web/routes/admin/director-messages.tsx';
export { AdminEditProgramPage } from '#web/routes/admin/edit-program.tsx';
export { AdminGalleryPage } from '#web/routes/admin/gallery.tsx';
export { AdminInboxPage } from '#web/routes/admin/inbox.tsx';
export { AdminInvitationBoardPage } from '#web/routes/admin/invitation-board.tsx';
export { AdminInvitationsPage } from '#web/routes/admin/invitations.tsx';
export { AdminMaintenancePage } from '#web/routes/admin/maintenance.tsx';
export { AdminNewProgramPage } from '#web/routes/admin/new-program.tsx';
export { AdminOrganizationsPage } from '#web/routes/admin/organizations.tsx';
export { AdminOverviewPage } from '#web/routes/admin/overview.tsx';
export { AdminParticipantsPage } from '#web/routes/admin/participants.tsx';
export { AdminProgramCoordinatorsPage } from '#web/routes/admin/program-coordinators.tsx';
export { AdminProgramsPage } from '#web/routes/admin/programs.tsx';
export { AdminLayout } from '../layouts/admin-layout.tsx';
