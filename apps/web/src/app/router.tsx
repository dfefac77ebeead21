// Every screen of the app in one readable list. The public site is in the entry chunk; the participant,
// coordinator and admin areas are lazy chunks fetched on first entry.
//
// The routes are rendered by react-router's declarative router (BrowserRouter in main.tsx, `useRoutes` here),
// not its data router (createBrowserRouter): the app loads its data with React Query and uses none of the data
// router's loaders, actions or fetchers, whose code was 17 kB gzip of the home page's first load
// (docs/decisions/006-home-page-performance.md). What the data router did for the app is done here: lazy areas
// (React.lazy; navigations are transitions, so the page stays until the next one is ready), the routes' reads
// started beside their chunks (route-prefetch.ts, in place of loaders), the error page, scroll restoration, and
// the navigation the request helpers use when a session ends.

import { useQueryClient } from '@tanstack/react-query';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { bindSession } from '#web/lib/session.ts';
import { ConfirmEmailPage } from '#web/routes/public/confirm-email.tsx';
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
import { UnsubscribePage } from '#web/routes/public/unsubscribe.tsx';
import { ErrorPage } from './error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { WorkAreaLoading } from './layouts/work-area-frame.tsx';
import { prefetchRoute } from './route-prefetch.ts';

/** A route's component taken from a lazily imported area module (every page of an area is in its chunk). */
function fromArea<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * An area's layout: lazy, and while its chunk is on the way the area's frame stands in its place
 * (layouts/work-area-frame.tsx), so that the area's top bar paints with the entry's code.
 */
function areaLayout(load: () => Promise<ComponentType>) {
  const Layout = lazy(async () => ({ default: await load() }));
  return function AreaLayout() {
    return (
      <Suspense fallback={<WorkAreaLoading />}>
        <Layout />
      </Suspense>
    );
  };
}

const participantArea = () => import('./areas/participant-area.ts');
const coordinatorArea = () => import('./areas/coordinator-area.ts');
const adminArea = () => import('./areas/admin-area.ts');
/** Certificate verification: a public page of its own chunk (docs/decisions/027-certificate-verification.md). */
const verifyPages = () => import('#web/routes/public/verify.tsx');

const p = paths.participant;
const c = paths.coordinator;
const a = paths.admin;

/** Where each history entry was scrolled to, kept for a reload in sessionStorage (as react-router's ScrollRestoration). */
const SCROLL_STORAGE_KEY = 'portal-scroll-positions';

function readScrollPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Back and forward return to where the page was scrolled; any other navigation starts at the top, or at the
 * element its #hash names.
 */
function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readScrollPositions();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: a reload starts at the top.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current?.[location.key] : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const remember = () => {
      if (positions.current) positions.current[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, location.hash, navigationType]);
}

interface BoundaryProps {
  /** A navigation (a new location key) clears the error, as the data router's errorElement did. */
  locationKey: string;
  children: ReactNode;
}

/** The router's fallback for anything a route throws (a failed lazy chunk after a deploy, a render error). */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: undefined as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/**
 * Starts the reads and chunks of the route being rendered (route-prefetch.ts), once per address. It runs during the
 * render, not in an effect: a navigation to a lazy page is a transition that commits only once the page's chunk has
 * arrived, and the reads are meant to go out beside that chunk. Starting a read twice is harmless (the query cache
 * shares one request).
 */
function useRoutePrefetch(pathname: string) {
  const queryClient = useQueryClient();
  const startedFor = useRef<string | null>(null);
  if (startedFor.current !== pathname) {
    startedFor.current = pathname;
    prefetchRoute(queryClient, pathname);
  }
}

function RootShell() {
  const location = useLocation();
  const navigate = useNavigate();
  useRoutePrefetch(location.pathname);
  useScrollRestoration();
  // The request helpers navigate through the router when a session ends (lib/session.ts).
  useEffect(() => {
    bindSession({ navigate: (to) => void navigate(to) });
  }, [navigate]);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
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
          { path: paths.confirmEmail.path, Component: ConfirmEmailPage },
          { path: paths.unsubscribe.path, Component: UnsubscribePage },
          { path: paths.verify.path, Component: fromArea(verifyPages, 'VerifyPage') },
          { path: paths.verifyCode.path, Component: fromArea(verifyPages, 'VerifyCodePage') },
          { path: paths.notFound.path, Component: NotFoundPage },
        ],
      },
      {
        path: p.root.path,
        Component: areaLayout(async () => (await participantArea()).ParticipantLayout),
        children: [
          { index: true, element: <Navigate to={p.dashboard.path} replace /> },
          { path: p.dashboard.path, Component: fromArea(participantArea, 'ParticipantDashboardPage') },
          { path: p.profile.path, Component: fromArea(participantArea, 'ParticipantProfilePage') },
          { path: p.courses.path, Component: fromArea(participantArea, 'ParticipantCoursesPage') },
          { path: p.allPosts.path, Component: fromArea(participantArea, 'ParticipantAllPostsPage') },
          { path: p.myPosts.path, Component: fromArea(participantArea, 'ParticipantMyPostsPage') },
          { path: p.createPost.path, Component: fromArea(participantArea, 'ParticipantCreatePostPage') },
          { path: p.postReplies.path, Component: fromArea(participantArea, 'ParticipantPostRepliesPage') },
          { path: p.unansweredPosts.path, Component: fromArea(participantArea, 'ParticipantUnansweredPostsPage') },
          { path: p.myReplies.path, Component: fromArea(participantArea, 'ParticipantMyRepliesPage') },
          { path: p.assignments.path, Component: fromArea(participantArea, 'ParticipantAssignmentsPage') },
          { path: p.contents.path, Component: fromArea(participantArea, 'ParticipantContentsPage') },
          { path: p.results.path, Component: fromArea(participantArea, 'ParticipantResultsPage') },
          { path: p.certificates.path, Component: fromArea(participantArea, 'ParticipantCertificatesPage') },
          { path: p.notifications.path, Component: fromArea(participantArea, 'ParticipantNotificationsPage') },
        ],
      },
      {
        path: c.root.path,
        Component: areaLayout(async () => (await coordinatorArea()).CoordinatorLayout),
        children: [
          { index: true, element: <Navigate to={c.dashboard.path} replace /> },
          { path: c.dashboard.path, Component: fromArea(coordinatorArea, 'CoordinatorDashboardPage') },
          { path: c.courses.path, Component: fromArea(coordinatorArea, 'CoordinatorCoursesPage') },
          { path: c.participants.path, Component: fromArea(coordinatorArea, 'CoordinatorParticipantsPage') },
          { path: c.contents.path, Component: fromArea(coordinatorArea, 'CoordinatorContentsPage') },
          { path: c.contentDetails.path, Component: fromArea(coordinatorArea, 'CoordinatorContentDetailsPage') },
          { path: c.assignments.path, Component: fromArea(coordinatorArea, 'CoordinatorAssignmentsPage') },
          { path: c.submissionDetails.path, Component: fromArea(coordinatorArea, 'CoordinatorSubmissionDetailsPage') },
          { path: c.evaluationMarks.path, Component: fromArea(coordinatorArea, 'CoordinatorEvaluationMarksPage') },
          { path: c.profile.path, Component: fromArea(coordinatorArea, 'CoordinatorProfileEditPage') },
          { path: c.allPosts.path, Component: fromArea(coordinatorArea, 'CoordinatorAllPostsPage') },
          { path: c.createPost.path, Component: fromArea(coordinatorArea, 'CoordinatorCreatePostPage') },
          { path: c.myPosts.path, Component: fromArea(coordinatorArea, 'CoordinatorMyPostsPage') },
          { path: c.postReplies.path, Component: fromArea(coordinatorArea, 'CoordinatorPostRepliesPage') },
          { path: c.unansweredPosts.path, Component: fromArea(coordinatorArea, 'CoordinatorUnansweredPostsPage') },
          { path: c.evaluationRules.path, Component: fromArea(coordinatorArea, 'CoordinatorEvaluationRulesPage') },
          { path: c.evaluationsUpload.path, Component: fromArea(coordinatorArea, 'CoordinatorEvaluationsUploadPage') },
          { path: c.reportList.path, Component: fromArea(coordinatorArea, 'CoordinatorReportListPage') },
          { path: c.reportSheet.path, Component: fromArea(coordinatorArea, 'CoordinatorReportSheetPage') },
          { path: c.certificates.path, Component: fromArea(coordinatorArea, 'CoordinatorCertificatesPage') },
          { path: c.notifications.path, Component: fromArea(coordinatorArea, 'CoordinatorNotificationsPage') },
        ],
      },
      {
        path: a.root.path,
        Component: areaLayout(async () => (await adminArea()).AdminLayout),
        children: [
          { index: true, Component: fromArea(adminArea, 'AdminOverviewPage') },
          { path: a.inbox.path, Component: fromArea(adminArea, 'AdminInboxPage') },
          { path: a.audit.path, Component: fromArea(adminArea, 'AdminAuditPage') },
          { path: a.maintenance.path, Component: fromArea(adminArea, 'AdminMaintenancePage') },
          { path: a.programs.path, Component: fromArea(adminArea, 'AdminProgramsPage') },
          { path: a.newProgram.path, Component: fromArea(adminArea, 'AdminNewProgramPage') },
          { path: a.editProgram.path, Component: fromArea(adminArea, 'AdminEditProgramPage') },
          { path: a.programCoordinators.path, Component: fromArea(adminArea, 'AdminProgramCoordinatorsPage') },
          { path: a.gallery.path, Component: fromArea(adminArea, 'AdminGalleryPage') },
          { path: a.directorMessages.path, Component: fromArea(adminArea, 'AdminDirectorMessagesPage') },
          { path: a.organizations.path, Component: fromArea(adminArea, 'AdminOrganizationsPage') },
          { path: a.courses.path, Component: fromArea(adminArea, 'AdminCoursesPage') },
          { path: a.course.path, Component: fromArea(adminArea, 'AdminCoursePage') },
          { path: a.courseCertificates.path, Component: fromArea(adminArea, 'AdminCourseCertificatesPage') },
          { path: a.coordinators.path, Component: fromArea(adminArea, 'AdminCoordinatorsPage') },
          { path: a.participants.path, Component: fromArea(adminArea, 'AdminParticipantsPage') },
          { path: a.invitations.path, Component: fromArea(adminArea, 'AdminInvitationsPage') },
          { path: a.invitationBoard.path, Component: fromArea(adminArea, 'AdminInvitationBoardPage') },
          { path: a.certificates.path, Component: fromArea(adminArea, 'AdminCertificatesPage') },
          { path: a.certificateSignatories.path, Component: fromArea(adminArea, 'AdminCertificateSignatoriesPage') },
        ],
      },
    ],
  },
];

/** Every route of the app, inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
