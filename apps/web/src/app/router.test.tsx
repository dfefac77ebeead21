// Every screen of paths.ts is routed: public pages render, area pages render once the role check passes,
// unknown URLs get the 404 page, and each page sets "<route title> | <product name>".

import { adminOverview, authEndpoints, PRODUCT_NAME, publicEndpoints } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { bindSession } from '#web/lib/session.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { AppRoutes } from './router.tsx';

/** Where the router is now. */
function LocationProbe({ onPath }: { onPath: (path: string) => void }) {
  onPath(useLocation().pathname);
  return null;
}

function renderAt(url: string) {
  const queryClient = createQueryClient();
  const location = { pathname: url };
  bindSession({ queryClient });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe
          onPath={(pathname) => {
            location.pathname = pathname;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return location;
}

const signedOut = () => fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });

/** The reads of the public pages (issue 3), answered with one row each; headings that are content, not titles. */
function withPublicReads(api: ReturnType<typeof fakeApi>) {
  const director = { name: 'Dr. A', designation: 'Director', avatar_url: null, message: '<p>Hello</p>' };
  return api
    .on(publicEndpoints.galleryHomeImages, { status: 200, body: { data: { images: [] } } })
    .on(publicEndpoints.programs, { status: 200, body: { data: { programs: [] } } })
    .on(publicEndpoints.directorMessage, { status: 200, body: { data: { message: director } } }, { id: 1 })
    .on(publicEndpoints.directorMessage, { status: 200, body: { data: { message: director } } }, { id: 2 })
    .on(
      publicEndpoints.program,
      {
        status: 200,
        body: {
          data: {
            id: 1,
            program_name: 'Certified Business Analysis Professional',
            program_short_name: 'CBAP',
            image_url: null,
            module: '',
            description: '',
            program_coordinators: [],
          },
        },
      },
      { program_short_name: 'cbap' },
    )
    .on(
      publicEndpoints.coordinator,
      {
        status: 200,
        body: {
          data: {
            coordinator_id: 7,
            name: 'Dr. C',
            designation: 'Professor',
            email: 'c@x.test',
            gender: 1,
            profile_pic: null,
          },
        },
      },
      { coordinator_id: 7 },
    );
}
const CONTENT_HEADINGS: Record<string, string | RegExp> = {
  '/': /^Welcome to the Certification Programmes/,
  '/courses/cbap': 'Certified Business Analysis Professional',
  '/coordinator/7': 'Dr. C',
};

const publicScreens = [
  paths.home,
  paths.courses,
  paths.directorGeneralMessage,
  paths.directorCertificationMessage,
  paths.contact,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
].map((screen) => [screen.path, screen.title] as const);

describe('router', () => {
  it.each<readonly [string, string]>([
    ...publicScreens,
    [paths.courseDetail.getHref('CBAP'), paths.courseDetail.title],
    [paths.coordinatorProfile.getHref(7), paths.coordinatorProfile.title],
  ])('renders %s as "%s"', async (url, title) => {
    withPublicReads(signedOut());
    renderAt(url);
    const heading = CONTENT_HEADINGS[url] ?? title;
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | ${PRODUCT_NAME}`));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the 404 page with a link back home for an unknown URL', async () => {
    signedOut();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error. Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  const participantScreens = Object.values(paths.participant).filter((screen) => screen !== paths.participant.root);
  it.each(participantScreens.map((screen) => [screen.getHref('1'), screen.title] as const))(
    'renders the participant page %s after the role check',
    async (url, title) => {
      signedOut()
        .on(authEndpoints.participantAuth, { status: 200, body: { id: 1, email: 'p@demo.test', user_type: 2 } })
        .on(authEndpoints.isLogined, {
          status: 200,
          body: [{ avatar: null, name: 'Pat Doe', user_type: 'Participant' }],
        });
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Participant menu' })).toBeInTheDocument();
    },
  );

  const coordinatorScreens = Object.values(paths.coordinator).filter((screen) => screen !== paths.coordinator.root);
  it.each(coordinatorScreens.map((screen) => [screen.getHref('1' as never), screen.title] as const))(
    'renders the coordinator page %s after the role check',
    async (url, title) => {
      signedOut().on(authEndpoints.coordinatorAuth, {
        status: 200,
        body: { id: 2, email: 'c@demo.test', user_type: 1 },
      });
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Coordinator menu' })).toBeInTheDocument();
    },
  );

  it('sends /participant to the dashboard', async () => {
    signedOut().on(authEndpoints.participantAuth, { status: 200, body: { id: 1, email: 'p@demo.test', user_type: 2 } });
    const location = renderAt('/participant');
    await waitFor(() => expect(location.pathname).toBe(paths.participant.dashboard.path));
  });

  const adminScreens = Object.values(paths.admin).filter((screen) => screen !== paths.admin.root);
  it.each(adminScreens.map((screen) => [screen.path, screen.title] as const))(
    'renders the admin page %s after the admin check, with Logout',
    async (url, title) => {
      signedOut()
        .on(authEndpoints.adminAuth, {
          status: 200,
          body: { id: 9, email: 'admin@demo.test', user_type: 0, two_step: 'verified' },
        })
        .on(authEndpoints.isLogined, { status: 200, body: [{ avatar: null, name: 'Ada Admin', user_type: 'Admin' }] });
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    },
  );

  it('shows the two-step screen instead of an admin page while the session has not passed the second step', async () => {
    signedOut()
      .on(authEndpoints.adminAuth, {
        status: 200,
        body: { id: 9, email: 'admin@demo.test', user_type: 0, two_step: 'verify' },
      })
      .on(authEndpoints.isLogined, { status: 200, body: [{ avatar: null, name: 'Ada Admin', user_type: 'Admin' }] });
    const location = renderAt(paths.admin.courses.path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(location.pathname).toBe(paths.admin.courses.path);
  });

  it('renders /admin as the overview, whose cards link to the admin screens', async () => {
    signedOut()
      .on(authEndpoints.adminAuth, {
        status: 200,
        body: { id: 9, email: 'admin@demo.test', user_type: 0, two_step: 'verified' },
      })
      .on(authEndpoints.isLogined, { status: 200, body: [{ avatar: null, name: 'Ada Admin', user_type: 'Admin' }] })
      .on(adminOverview.summary, {
        status: 200,
        body: {
          programs: 3,
          running_courses: 2,
          expired_courses: 1,
          coordinators: 4,
          participants: 20,
          inactive_participants: 1,
          pending_invitations: 5,
          unread_messages: 2,
        },
      });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Participants: 20, 1 deactivated' })).toHaveAttribute(
      'href',
      paths.admin.participants.path,
    );
    expect(screen.getByRole('link', { name: 'Unread Messages: 2' })).toHaveAttribute('href', '/admin/inbox?unread=1');
  });
});
