// Everything of the participant area, behind one dynamic import: one lazy chunk, loaded on first entry.

export { ParticipantAssignmentsPage } from '#web/routes/participant/assignments.tsx';
export { ParticipantCertificatesPage } from '#web/routes/participant/certificates.tsx';
export { ParticipantContentsPage } from '#web/routes/participant/contents.tsx';
export { ParticipantCoursesPage } from '#web/routes/participant/courses.tsx';
export { ParticipantDashboardPage } from '#web/routes/participant/dashboard.tsx';
export { ParticipantMyRepliesPage } from '#web/routes/participant/my-replies.tsx';
export { ParticipantNotificationsPage } from '#web/routes/participant/notifications.tsx';
export { ParticipantAllPostsPage } from '#web/routes/participant/posts-all.tsx';
export { ParticipantCreatePostPage } from '#web/routes/participant/posts-create.tsx';
export { ParticipantMyPostsPage } from '#web/routes/participant/posts-my.tsx';
export { ParticipantPostRepliesPage } from '#web/routes/participant/posts-reply.tsx';
export { ParticipantUnansweredPostsPage } from '#web/routes/participant/posts-unanswered.tsx';
export { ParticipantProfilePage } from '#web/routes/participant/profile.tsx';
export { ParticipantResultsPage } from '#web/routes/participant/results.tsx';
export { ParticipantLayout } from '../layouts/participant-layout.tsx';
