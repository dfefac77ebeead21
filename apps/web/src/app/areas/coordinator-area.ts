// Everything of the coordinator area, behind one dynamic import: one lazy chunk, loaded on first entry.

export { CoordinatorAssignmentsPage } from '#web/routes/coordinator/assignments.tsx';
export { CoordinatorSubmissionDetailsPage } from '#web/routes/coordinator/assignments-submit-details.tsx';
export { CoordinatorCertificatesPage } from '#web/routes/coordinator/certificates.tsx';
export { CoordinatorContentsPage } from '#web/routes/coordinator/contents.tsx';
export { CoordinatorContentDetailsPage } from '#web/routes/coordinator/contents-view-details.tsx';
export { CoordinatorCoursesPage } from '#web/routes/coordinator/courses.tsx';
export { CoordinatorDashboardPage } from '#web/routes/coordinator/dashboard.tsx';
export { CoordinatorEvaluationRulesPage } from '#web/routes/coordinator/evaluations-course.tsx';
export { CoordinatorEvaluationMarksPage } from '#web/routes/coordinator/evaluations-marks.tsx';
export { CoordinatorEvaluationsUploadPage } from '#web/routes/coordinator/evaluations-upload.tsx';
export { CoordinatorNotificationsPage } from '#web/routes/coordinator/notifications.tsx';
export { CoordinatorParticipantsPage } from '#web/routes/coordinator/participants.tsx';
export { CoordinatorAllPostsPage } from '#web/routes/coordinator/posts-all.tsx';
export { CoordinatorCreatePostPage } from '#web/routes/coordinator/posts-create.tsx';
export { CoordinatorMyPostsPage } from '#web/routes/coordinator/posts-my.tsx';
export { CoordinatorPostRepliesPage } from '#web/routes/coordinator/posts-reply.tsx';
export { CoordinatorUnansweredPostsPage } from '#web/routes/coordinator/posts-unanswered.tsx';
export { CoordinatorProfileEditPage } from '#web/routes/coordinator/profile.tsx';
export { CoordinatorReportListPage } from '#web/routes/coordinator/report-list.tsx';
export { CoordinatorReportSheetPage } from '#web/routes/coordinator/report-list-sheet.tsx';
export { CoordinatorLayout } from '../layouts/coordinator-layout.tsx';
