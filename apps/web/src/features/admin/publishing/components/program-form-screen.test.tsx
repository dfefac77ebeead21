// The programme form: the same messages as the server before anything is sent, the body it sends, a short name
// taken by another programme shown beside the field, and an edit that starts from the stored programme (its
// rich text in the editor).
import { type AdminProgramDetail, adminPublishing } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { EditProgramScreen, NewProgramScreen } from './program-form-screen.tsx';

const stored: AdminProgramDetail = {
  id: 7,
  short_name: 'CDB',
  name: 'Certified Digital Banker',
  image_url: null,
  sort_order: 4,
  coordinators: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  module: '<h3>Module 1</h3><p>Digital channels</p>',
  description: '<p>For officers of every bank.</p>',
};

describe('NewProgramScreen', () => {
  it('shows the schema’s messages and sends nothing while the fields are wrong', async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<NewProgramScreen />, { route: '/admin/programs/new' });
    await user.type(screen.getByLabelText('Short name'), 'a b');
    await user.clear(screen.getByLabelText('Order'));
    await user.type(screen.getByLabelText('Order'), '-3');
    await user.click(screen.getByRole('button', { name: 'Create programme' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(/Short name may hold letters, digits/)).toBeInTheDocument();
    expect(screen.getByText(/Order must be a whole number/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the programme, and shows a taken short name beside the field', async () => {
    const api = fakeApi().on(adminPublishing.createProgram, {
      status: 409,
      body: { error: 'A programme with this short name already exists' },
    });
    const { user } = renderWithProviders(<NewProgramScreen />, { route: '/admin/programs/new' });
    expect(await screen.findByRole('textbox', { name: /^Module/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Short name'), 'ceaml');
    await user.type(screen.getByLabelText('Name'), 'Another AML programme');
    await user.click(screen.getByRole('button', { name: 'Create programme' }));
    expect(await screen.findByText('A programme with this short name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Short name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { short_name: 'ceaml', name: 'Another AML programme', sort_order: 0, module: '', description: '' },
    });
  });
});

describe('EditProgramScreen', () => {
  it('starts from the stored programme, its rich text in the editor, and saves it', async () => {
    const api = fakeApi()
      .on(adminPublishing.program, { status: 200, body: stored }, { id: 7 })
      .on(adminPublishing.updateProgram, { status: 200, body: { success: 'Programme saved' } }, { id: 7 })
      .on(adminPublishing.programs, { status: 200, body: { total_data: 0, data: [] } });
    const { user, location } = renderWithProviders(<EditProgramScreen programId="7" />, {
      route: '/admin/programs/7/edit',
    });
    expect(await screen.findByDisplayValue('Certified Digital Banker')).toBeInTheDocument();
    const module = await screen.findByRole('textbox', { name: /^Module/ });
    await waitFor(() => expect(module).toHaveTextContent('Module 1Digital channels'));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Certified Digital Banker (2027)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.current).toBe('/admin/programs'));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      short_name: 'CDB',
      name: 'Certified Digital Banker (2027)',
      sort_order: 4,
      module: stored.module,
      description: stored.description,
    });
  });
});
