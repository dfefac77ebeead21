// Every screen of the app in one readable list. The public site is in the entry chunk; the participant,
// coordinator and admin areas are lazy chunks fetched on first entry.

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { bindSession } from '#web/lib/session.ts';
import { ContactPage } from '#web/routes/public/contact.tsx';
import { CoordinatorProfilePage } from '#web/routes/public/coordinator-profile.tsx';
import { CourseDetailPage } from '#web/routes/public/course-detail.tsx';
import { CoursesPage } from '#web/routes/public/courses.tsx';
import { ForgotPasswordPage } from '#web/routes/public/forgot-password.tsx';
import { HomePage } from '#web/routes/public/home.tsx';
import { DirectorCertificationMessagePage } from '#web/routes/public/message-from-director-certification.tsx';
import { DirectorGeneralMessagePage } from '#web/routes/public/message-from-director-general.tsx';
import { NotFoundPage } from '#web/routes/public/not-found.tsx';
import { RegisterPage } from '#web/routes/public/register.tsx';
import { ResetPasswordPage } from '#web/routes/public/reset-password.tsx';
import { ErrorPage } from './error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { paths } from './paths.ts';

/** A route's component taken from a lazily imported area module. */
function fromArea<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

const participantArea = () => import('./areas/participant-area.ts');
const coordinatorArea = () => import('./areas/coordinator-area.ts');
const adminArea = () => import('./areas/admin-area.ts');

const p = paths.participant;
const c = paths.coordinator;
const a = paths.admin;

function RootShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: paths.courses.path, Component: CoursesPage },
          { path: paths.courseDetail.path, Component: CourseDetailPage },
          { path: paths.directorGeneralMessage.path, Component: DirectorGeneralMessagePage },
          { path: paths.directorCertificationMessage.path, Component: DirectorCertificationMessagePage },
          { path: paths.coordinatorProfile.path, Component: CoordinatorProfilePage },
          { path: paths.contact.path, Component: ContactPage },
          { path: paths.register.path, Component: RegisterPage },
          { path: paths.forgotPassword.path, Component: ForgotPasswordPage },
          { path: paths.resetPassword.path, Component: ResetPasswordPage },
          { path: paths.notFound.path, Component: NotFoundPage },
        ],
      },
      {
        path: p.root.path,
        lazy: fromArea(participantArea, 'ParticipantLayout'),
        children: [
          { index: true, element: <Navigate to={p.dashboard.path} replace /> },
          { path: p.dashboard.path, lazy: fromArea(participantArea, 'ParticipantDashboardPage') },
          { path: p.profile.path, lazy: fromArea(participantArea, 'ParticipantProfilePage') },
          { path: p.courses.path, lazy: fromArea(participantArea, 'ParticipantCoursesPage') },
          { path: p.allPosts.path, lazy: fromArea(participantArea, 'ParticipantAllPostsPage') },
          { path: p.myPosts.path, lazy: fromArea(participantArea, 'ParticipantMyPostsPage') },
          { path: p.createPost.path, lazy: fromArea(participantArea, 'ParticipantCreatePostPage') },
          { path: p.postReplies.path, lazy: fromArea(participantArea, 'ParticipantPostRepliesPage') },
          { path: p.unansweredPosts.path, lazy: fromArea(participantArea, 'ParticipantUnansweredPostsPage') },
          { path: p.myReplies.path, lazy: fromArea(participantArea, 'ParticipantMyRepliesPage') },
          { path: p.assignments.path, lazy: fromArea(participantArea, 'ParticipantAssignmentsPage') },
          { path: p.contents.path, lazy: fromArea(participantArea, 'ParticipantContentsPage') },
        ],
      },
      {
        path: c.root.path,
        lazy: fromArea(coordinatorArea, 'CoordinatorLayout'),
        children: [
          { index: true, element: <Navigate to={c.dashboard.path} replace /> },
          { path: c.dashboard.path, lazy: fromArea(coordinatorArea, 'CoordinatorDashboardPage') },
          { path: c.courses.path, lazy: fromArea(coordinatorArea, 'CoordinatorCoursesPage') },
          { path: c.participants.path, lazy: fromArea(coordinatorArea, 'CoordinatorParticipantsPage') },
          { path: c.contents.path, lazy: fromArea(coordinatorArea, 'CoordinatorContentsPage') },
          { path: c.contentDetails.path, lazy: fromArea(coordinatorArea, 'CoordinatorContentDetailsPage') },
          { path: c.assignments.path, lazy: fromArea(coordinatorArea, 'CoordinatorAssignmentsPage') },
          { path: c.submissionDetails.path, lazy: fromArea(coordinatorArea, 'CoordinatorSubmissionDetailsPage') },
          { path: c.profile.path, lazy: fromArea(coordinatorArea, 'CoordinatorProfileEditPage') },
          { path: c.allPosts.path, lazy: fromArea(coordinatorArea, 'CoordinatorAllPostsPage') },
          { path: c.createPost.path, lazy: fromArea(coordinatorArea, 'CoordinatorCreatePostPage') },
          { path: c.myPosts.path, lazy: fromArea(coordinatorArea, 'CoordinatorMyPostsPage') },
          { path: c.postReplies.path, lazy: fromArea(coordinatorArea, 'CoordinatorPostRepliesPage') },
          { path: c.unansweredPosts.path, lazy: fromArea(coordinatorArea, 'CoordinatorUnansweredPostsPage') },
        ],
      },
      {
        path: a.root.path,
        lazy: fromArea(adminArea, 'AdminLayout'),
        children: [
          { index: true, lazy: fromArea(adminArea, 'AdminOverviewPage') },
          { path: a.inbox.path, lazy: fromArea(adminArea, 'AdminInboxPage') },
          { path: a.audit.path, lazy: fromArea(adminArea, 'AdminAuditPage') },
          { path: a.programs.path, lazy: fromArea(adminArea, 'AdminProgramsPage') },
          { path: a.newProgram.path, lazy: fromArea(adminArea, 'AdminNewProgramPage') },
          { path: a.editProgram.path, lazy: fromArea(adminArea, 'AdminEditProgramPage') },
          { path: a.programCoordinators.path, lazy: fromArea(adminArea, 'AdminProgramCoordinatorsPage') },
          { path: a.gallery.path, lazy: fromArea(adminArea, 'AdminGalleryPage') },
          { path: a.directorMessages.path, lazy: fromArea(adminArea, 'AdminDirectorMessagesPage') },
          { path: a.organizations.path, lazy: fromArea(adminArea, 'AdminOrganizationsPage') },
          { path: a.courses.path, lazy: fromArea(adminArea, 'AdminCoursesPage') },
          { path: a.course.path, lazy: fromArea(adminArea, 'AdminCoursePage') },
          { path: a.coordinators.path, lazy: fromArea(adminArea, 'AdminCoordinatorsPage') },
          { path: a.participants.path, lazy: fromArea(adminArea, 'AdminParticipantsPage') },
          { path: a.invitations.path, lazy: fromArea(adminArea, 'AdminInvitationsPage') },
          { path: a.invitationBoard.path, lazy: fromArea(adminArea, 'AdminInvitationBoardPage') },
        ],
      },
    ],
  },
];

/** The app's router; the request helpers navigate through it when a session ends. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  bindSession({ navigate: (to) => void router.navigate(to) });
  return router;
}
