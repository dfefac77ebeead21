// The coordinator's courses (docs/features.md, Courses): the Running / Expired select in the URL, the columns with
// 'No-Intake', 'batch-{n}' / 'No-Batch' and 'No-Session', the participant count linking to that course's participants,
// the status badge (green for 'active').
import { coordinatorCourses } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoordinatorCoursesScreen } from './coordinator-courses-screen.tsx';
import { coordinatorCourse } from './test-courses.ts';

const FULL = coordinatorCourse();
const BARE = coordinatorCourse({
  id: 9,
  course_name: 'Certified Credit Professional',
  course_short_name: 'CCP-2026',
  faculties: [],
  total_participants: 0,
  batch: null,
  intact_name: null,
  session_name: null,
});
const EXPIRED = coordinatorCourse({
  id: 3,
  course_short_name: 'CEAML-2025',
  course_status: 'expired',
  year: 2025,
  batch: 4,
});

const list = (status: 0 | 1, data = [FULL, BARE]) => ({
  status: 200,
  body: { status, total_data: data.length, data },
});

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

function renderCourses(route = '/coordinator/courses') {
  const api = fakeApi()
    .on(coordinatorCourses.list, list(1), { status: 1, page: 1 })
    .on(
      coordinatorCourses.list,
      { status: 200, body: { status: 1, total_data: 12, data: [BARE] } },
      { status: 1, page: 2 },
    )
    .on(coordinatorCourses.list, list(0, [EXPIRED]), { status: 0, page: 1 });
  return { api, ...renderWithProviders(<CoordinatorCoursesScreen />, { route }) };
}

describe('CoordinatorCoursesScreen', () => {
  it('lists the running courses with the columns and the texts of missing values', async () => {
    const { api } = renderCourses();
    const table = screen.getByRole('table', { name: 'Running Courses' });
    await within(table).findByText('January Intake');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SNCourse NameIntakeBatchSessionTotal ParticipantsCoordinatorsYearStatus',
      '1Certified Expert in Anti-Money Laundering (CEAML-2026)January Intakebatch-52026-20273Ayesha Siddiqua, Tahmina Akter2026active',
      '2Certified Credit Professional (CCP-2026)No-IntakeNo-BatchNo-Session02026active',
    ]);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/coordinator/user/courses/1/1']);
    expect(screen.getByLabelText('Course Status')).toHaveValue('1');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/coordinator/dashboard');
  });

  it("shows 'batch-{n}', 'No-Intake', 'No-Batch' and 'No-Session'", async () => {
    renderCourses();
    await screen.findByText('batch-5');
    const bare = rowOf('Certified Credit Professional (CCP-2026)');
    for (const text of ['No-Intake', 'No-Batch', 'No-Session']) {
      expect(within(bare).getByRole('cell', { name: text })).toBeInTheDocument();
    }
  });

  it('links the participant count to the participants of that course and status', async () => {
    renderCourses();
    await screen.findByText('batch-5');
    expect(within(rowOf('January Intake')).getByRole('link', { name: /^3 participants of/ })).toHaveAttribute(
      'href',
      '/coordinator/participants?status=1&courseId=1',
    );
  });

  it("shows the status green for 'active' and red otherwise", async () => {
    const { user } = renderCourses();
    expect((await screen.findAllByText('active'))[0]).toHaveClass('badge', 'text-bg-success');
    await user.selectOptions(screen.getByLabelText('Course Status'), 'Expired Courses');
    expect(await screen.findByText('expired')).toHaveClass('badge', 'text-bg-danger');
  });

  it('puts the expired choice in the URL, from page 1, and lists those courses', async () => {
    const { api, user, location } = renderCourses('/coordinator/courses?page=2');
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Course Status'), 'Expired Courses');
    await waitFor(() => expect(location.current).toBe('/coordinator/courses?status=0'));
    const table = await screen.findByRole('table', { name: 'Expired Courses' });
    expect(await within(table).findByText('batch-4')).toBeInTheDocument();
    expect(within(rowOf('batch-4')).getByRole('link', { name: /^3 participants of/ })).toHaveAttribute(
      'href',
      '/coordinator/participants?status=0&courseId=3',
    );
    expect(api.calls.at(-1)?.url).toBe('/api/coordinator/user/courses/0/1');
  });

  it('drops a status other than 1 or 0 from the URL', async () => {
    const { api, location } = renderCourses('/coordinator/courses?status=7');
    await waitFor(() => expect(location.current).toBe('/coordinator/courses'));
    expect(await screen.findByText('batch-5')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/coordinator/user/courses/1/1']);
  });

  it("says 'No Course(s)' when there is none", async () => {
    fakeApi().on(coordinatorCourses.list, list(1, []), { status: 1, page: 1 });
    renderWithProviders(<CoordinatorCoursesScreen />);
    expect(await screen.findByRole('cell', { name: 'No Course(s)' })).toBeInTheDocument();
  });
});
