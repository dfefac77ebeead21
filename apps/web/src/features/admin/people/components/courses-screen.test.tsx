// The admin's courses: the list with its counts and status, the status filter in the URL, and the course form
// that checks with the contract's rules before it sends the body the server expects.
import { type AdminCourse, adminPeople } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoursesScreen } from './courses-screen.tsx';

const course = (over: Partial<AdminCourse>): AdminCourse => ({
  id: 1,
  name: 'Certified Expert in Anti-Money Laundering',
  short_name: 'CEAML-2026',
  program_id: 1,
  program_name: 'CEAML',
  intake_name: 'January Intake',
  batch: 5,
  session_name: '2026-2027',
  year: 2026,
  status: 1,
  participant_count: 4,
  coordinator_count: 2,
  ...over,
});

describe('CoursesScreen', () => {
  it('lists the courses with their counts and asks for the expired ones with ?status=0', async () => {
    const api = fakeApi().on(adminPeople.courses, {
      status: 200,
      body: { total_data: 1, data: [course({ status: 0, batch: null, intake_name: null })] },
    });
    renderWithProviders(<CoursesScreen />, { route: '/admin/courses?status=0' });
    const row = (await screen.findByText('Certified Expert in Anti-Money Laundering')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByText('No-Intake · No-Batch · 2026-2027')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(api.calls[0]?.url).toContain('status=0');
    expect(screen.getByRole('button', { name: 'Expired' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the form messages of the contract, then sends the course body', async () => {
    const api = fakeApi()
      .on(adminPeople.courses, { status: 200, body: { total_data: 0, data: [] } })
      .on(adminPeople.programOptions, { status: 200, body: { programs: [{ value: 1, label: 'CEAML (ceaml)' }] } })
      .on(adminPeople.createCourse, { status: 201, body: { success: 'Course created', id: 7 } });
    renderWithProviders(<CoursesScreen />, { route: '/admin/courses' });
    expect(await screen.findByText('No courses')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Course' });
    await userEvent.type(within(dialog).getByLabelText(/Batch/), '0x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await within(dialog).findByText('Course name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Short name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Batch must be a positive whole number')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Course name'), 'Certified Credit Professional');
    await userEvent.type(within(dialog).getByLabelText(/Short name/), 'CCP-2027');
    await userEvent.clear(within(dialog).getByLabelText(/Batch/));
    await userEvent.type(within(dialog).getByLabelText(/Batch/), '2');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Programme/), 'CEAML (ceaml)');
    await userEvent.clear(within(dialog).getByLabelText('Year'));
    await userEvent.type(within(dialog).getByLabelText('Year'), '2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Certified Credit Professional',
      short_name: 'CCP-2027',
      program_id: 1,
      intake_name: '',
      batch: 2,
      session_name: '',
      year: 2027,
      status: 1,
    });
  });
});
