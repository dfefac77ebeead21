// The coordinator's assignments (docs/features.md, Assignments): Edit and Delete on own assignments only ('None'
// otherwise), 'Send | Submit' linking to the submit details, the filters in the URL (a status other than 1/0 is 1, a
// new status resets the course, course 0 is all), the empty text, and the delete through the shared dialog with the
// list refreshed.
import { coordinatorAssignments } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { COURSES, coordinatorList, coordinatorRow } from '../test-rows.ts';
import { CoordinatorAssignmentsScreen } from './coordinator-assignments-screen.tsx';

const MINE = coordinatorRow();
const OTHERS = coordinatorRow({
  assignment_id: 12,
  title: 'Red Flags in Trade-Based Money Laundering',
  faculty_name: 'Kamal Uddin',
  is_my_assignment: 'No',
  total_send: 12,
  total_submit: 0,
});
const RUNNING_ALL = { courseId: 0, status: 1, page: 1 };

const row = (title: string) =>
  screen.getAllByRole('row').find((element) => element.textContent?.includes(title)) as HTMLElement;

function renderList(route = '/coordinator/assignments') {
  const api = fakeApi()
    .on(coordinatorAssignments.courses, COURSES, { status: 1 })
    .on(
      coordinatorAssignments.courses,
      { status: 200, body: { courses: [{ value: 2, label: 'CEAML-2025' }] } },
      {
        status: 0,
      },
    )
    .on(coordinatorAssignments.list, coordinatorList([MINE, OTHERS]), RUNNING_ALL)
    .on(coordinatorAssignments.list, coordinatorList([MINE]), { courseId: 4, status: 1, page: 1 })
    .on(coordinatorAssignments.list, coordinatorList([]), { courseId: 0, status: 0, page: 1 });
  return { api, ...renderWithProviders(<CoordinatorAssignmentsScreen />, { route }) };
}

describe('CoordinatorAssignmentsScreen', () => {
  it('shows the columns, and Edit and Delete on own assignments only (None on the others)', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Assignments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SN',
      'Title',
      'Course',
      'Attachment',
      'Send | Submit',
      'Submit Date',
      'Assigned By',
      'Created',
      'Action',
    ]);
    await within(table).findByText(MINE.title);
    const mine = row(MINE.title);
    expect(within(mine).getByRole('button', { name: `Edit ${MINE.title}` })).toHaveTextContent('Edit');
    expect(within(mine).getByRole('button', { name: `Delete ${MINE.title}` })).toHaveTextContent('Delete');
    expect(within(mine).queryByText('None')).not.toBeInTheDocument();
    // The course with its short name: two runs of one programme share a name.
    expect(within(mine).getAllByRole('cell')[2]).toHaveTextContent(
      'Certified Expert in Anti-Money Laundering (CEAML-2026)',
    );

    const others = row(OTHERS.title);
    expect(within(others).getAllByRole('cell').at(-1)).toHaveTextContent(/^None$/);
    expect(within(others).queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
    expect(within(others).getByText('Kamal Uddin')).toBeInTheDocument();
  });

  it("links 'Send | Submit' to who submitted", async () => {
    renderList();
    const link = await screen.findByRole('link', { name: '12 | 5' });
    expect(link).toHaveAttribute('href', '/coordinator/assignments/submit_details?assignment_id=11');
    expect(within(row(OTHERS.title)).getByRole('link', { name: '12 | 0' })).toHaveAttribute(
      'href',
      '/coordinator/assignments/submit_details?assignment_id=12',
    );
  });

  it('reads running assignments of every course without filters, and keeps the filters in the URL', async () => {
    const { api, user, location } = renderList();
    await screen.findByText(MINE.title);
    expect(api.calls.map((call) => call.url)).toContain('/api/coordinator/assignments/all_assignments/0/1/1');
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    const course = screen.getByLabelText('Course');
    await within(course).findByRole('option', { name: 'Certified Credit Professional' });
    expect(course).toHaveValue('');
    expect(within(course).getByRole('option', { name: 'All Courses' })).toHaveValue('');

    await user.selectOptions(course, 'Certified Expert in Anti-Money Laundering');
    await waitFor(() => expect(location.current).toBe('/coordinator/assignments?status=1&courseId=4'));
    await waitFor(() => expect(screen.queryByText(OTHERS.title)).not.toBeInTheDocument());

    // A new status resets the course.
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    await waitFor(() => expect(location.current).toBe('/coordinator/assignments?status=0'));
    expect(await screen.findByRole('cell', { name: 'No Assignment(s)' })).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Course')).findByRole('option', { name: 'CEAML-2025' })).toBeDefined();
    expect(api.calls.map((call) => call.url)).toContain('/api/coordinator/assignments/selection-options/courses/0');
  });

  it('reads a status other than 1 or 0 as 1', async () => {
    const { location } = renderList('/coordinator/assignments?status=7&courseId=4');
    await waitFor(() => expect(location.current).toBe('/coordinator/assignments?status=1'));
    expect(await screen.findByText(OTHERS.title)).toBeInTheDocument();
  });

  it('deletes an own assignment through the confirmation dialog and refreshes the list', async () => {
    const api = fakeApi()
      .on(coordinatorAssignments.courses, COURSES, { status: 1 })
      .on(coordinatorAssignments.list, coordinatorList([MINE, OTHERS]), RUNNING_ALL)
      .on(coordinatorAssignments.list, coordinatorList([OTHERS]), RUNNING_ALL)
      .on(coordinatorAssignments.delete, { status: 200, body: { success: 'Deleted' } }, { id: 11 });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<CoordinatorAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: `Delete ${MINE.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith('Deleted Successfully');
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/coordinator/assignments/11/delete');
    await waitFor(() => expect(screen.queryByText(MINE.title)).not.toBeInTheDocument());
  });
});
