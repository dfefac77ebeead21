// Everything of the admin console, behind one dynamic import: one lazy chunk, loaded on first entry.

export { AdminAuditPage } from '#web/routes/admin/audit.tsx';
export { AdminCoordinatorsPage } from '#web/routes/admin/coordinators.tsx';
export { AdminCoursePage } from '#web/routes/admin/course.tsx';
export { AdminCoursesPage } from '#web/routes/admin/courses.tsx';
export { AdminInboxPage } from '#web/routes/admin/inbox.tsx';
export { AdminParticipantsPage } from '#web/routes/admin/participants.tsx';
export { AdminLayout } from '../layouts/admin-layout.tsx';
