// The participant's courses (docs/features.md, Courses): 'Participant Course Management' with its columns, the status
// badge (green when Active, red otherwise), 'Total N Course(s) found', 'No Course(s)', 10 a page, and the way back to
// the dashboard.
import { participantCourses } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantCoursesScreen } from './participant-courses-screen.tsx';
import { participantCourse } from './test-courses.ts';

const RUNNING = participantCourse();
const EXPIRED = participantCourse({
  course_id: 3,
  course_short_name: 'CEAML-2025',
  course_roll: 'CEAML-25-014',
  faculties: ['Ayesha Siddiqua'],
  course_status: 'Expired',
  year: 2025,
});

const list = (courses = [RUNNING, EXPIRED], total = courses.length) => ({
  status: 200,
  body: { total_data: total, courses },
});

describe('ParticipantCoursesScreen', () => {
  it('shows the table with its columns, the total, and a way back to the dashboard', async () => {
    fakeApi().on(participantCourses.list, list(), { page: 1 });
    renderWithProviders(<ParticipantCoursesScreen />, { route: '/participant/courses' });
    expect(screen.getByRole('heading', { level: 2, name: 'Participant Course Management' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Participant Course Management' });
    await within(table).findByText('CEAML-26-001');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SNCourse NameShort NameParticipant RollCoordinatorsYearStatus',
      '1Certified Expert in Anti-Money LaunderingCEAML-2026CEAML-26-001Ayesha Siddiqua, Tahmina Akter2026Active',
      '2Certified Expert in Anti-Money LaunderingCEAML-2025CEAML-25-014Ayesha Siddiqua2025Expired',
    ]);
    expect(screen.getByText('Total 2 Course(s) found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it('shows the status green when Active, red otherwise', async () => {
    fakeApi().on(participantCourses.list, list(), { page: 1 });
    renderWithProviders(<ParticipantCoursesScreen />);
    expect(await screen.findByText('Active')).toHaveClass('badge', 'text-bg-success');
    expect(screen.getByText('Expired')).toHaveClass('badge', 'text-bg-danger');
  });

  it("says 'No Course(s)' when there is none", async () => {
    fakeApi().on(participantCourses.list, list([]), { page: 1 });
    renderWithProviders(<ParticipantCoursesScreen />);
    expect(await screen.findByRole('cell', { name: 'No Course(s)' })).toBeInTheDocument();
    expect(screen.getByText('Total 0 Course(s) found')).toBeInTheDocument();
  });

  it('reads the page of the URL, numbers its rows from 11 and links the other pages', async () => {
    const api = fakeApi().on(participantCourses.list, list([EXPIRED], 11), { page: 2 });
    renderWithProviders(<ParticipantCoursesScreen />, { route: '/participant/courses?page=2' });
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/participant/user/courses/2');
    const pages = screen.getByRole('navigation', { name: 'Participant Course Management, pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/participant/courses');
    expect(screen.getByText('Total 11 Course(s) found')).toBeInTheDocument();
  });

  it("says 'Internal Server Error' when the list cannot be read", async () => {
    fakeApi().on(participantCourses.list, { status: 500, body: { error: 'boom' } }, { page: 1 });
    renderWithProviders(<ParticipantCoursesScreen />);
    expect(await within(screen.getByRole('table')).findByRole('alert')).toHaveTextContent('Internal Server Error');
  });
});
