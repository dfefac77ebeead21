// The admin's certificates and signatories: search and status filter go into the query; only a valid certificate
// offers Revoke and Re-issue; Revoke asks for a reason before sending it; Re-issue sends the corrected name; the
// signatories form saves both, and refuses a blank designation without a call.
import { type AdminCertificate, adminCertificates } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CertificatesScreen } from './certificates-screen.tsx';
import { SignatoriesScreen } from './signatories-screen.tsx';

const valid: AdminCertificate = {
  id: 7,
  serial: 'CEAML-2025-0001',
  code: 'KQ4X-M7TB-2RJP-W5HN',
  holder_name: 'Nusrat Jahan',
  program_name: 'Certified Expert in Anti-Money Laundering',
  course_name: 'CEAML 2025',
  issued_at: '2026-11-20T04:00:00.000Z',
  status: 'valid',
  revoked_at: null,
  revocation_reason: null,
  superseded_by_serial: null,
  replaces_serial: null,
};
const revoked: AdminCertificate = {
  ...valid,
  id: 8,
  serial: 'CEAML-2025-0002',
  holder_name: 'Rafiq Islam',
  status: 'revoked',
  revoked_at: '2026-11-27T06:00:00.000Z',
  revocation_reason: 'Issued in error',
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('CertificatesScreen', () => {
  it('asks with the search and status of the URL; only a valid certificate can be revoked or re-issued', async () => {
    const api = fakeApi().on(adminCertificates.list, { status: 200, body: { total_data: 2, data: [valid, revoked] } });
    renderWithProviders(<CertificatesScreen />, { route: '/admin/certificates?q=jahan&status=valid' });
    const row = await rowOf('Nusrat Jahan');
    expect(api.calls[0]?.url).toContain('q=jahan');
    expect(api.calls[0]?.url).toContain('status=valid');
    expect(within(row).getByRole('button', { name: 'Revoke CEAML-2025-0001' })).toBeInTheDocument();
    const other = await rowOf('Rafiq Islam');
    expect(within(other).getByText('Issued in error')).toBeInTheDocument();
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('revokes with a required reason', async () => {
    const api = fakeApi()
      .on(adminCertificates.list, { status: 200, body: { total_data: 1, data: [valid] } })
      .on(adminCertificates.revoke, { status: 200, body: { success: 'Certificate revoked' } }, { id: 7 });
    renderWithProviders(<CertificatesScreen />, { route: '/admin/certificates' });
    await userEvent.click(within(await rowOf('Nusrat Jahan')).getByRole('button', { name: 'Revoke CEAML-2025-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate CEAML-2025-0001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Issued in error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/certificates/7/revoke');
    expect(post?.body).toEqual({ reason: 'Issued in error' });
  });

  it('re-issues with the corrected name', async () => {
    const api = fakeApi()
      .on(adminCertificates.list, { status: 200, body: { total_data: 1, data: [valid] } })
      .on(adminCertificates.reissue, { status: 201, body: { success: 'Re-issued', id: 9 } }, { id: 7 });
    renderWithProviders(<CertificatesScreen />, { route: '/admin/certificates' });
    await userEvent.click(
      within(await rowOf('Nusrat Jahan')).getByRole('button', { name: 'Re-issue CEAML-2025-0001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Re-issue certificate CEAML-2025-0001' });
    const name = within(dialog).getByLabelText(/Corrected holder's name/);
    expect(name).toHaveValue('Nusrat Jahan');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nusrat Jahan Khan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-issue' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ holder_name: 'Nusrat Jahan Khan' });
  });
});

describe('SignatoriesScreen', () => {
  it('shows the kept signatories and saves both; a blank designation is refused without a call', async () => {
    const api = fakeApi()
      .on(adminCertificates.signatories, {
        status: 200,
        body: {
          signatories: [
            { position: 1, name: 'Md. Alamgir', designation: 'Director General' },
            { position: 2, name: '', designation: '' },
          ],
        },
      })
      .on(adminCertificates.saveSignatories, { status: 200, body: { success: 'Signatories saved' } });
    renderWithProviders(<SignatoriesScreen />, { route: '/admin/certificates/signatories' });
    const names = await screen.findAllByLabelText(/^Name/);
    expect(names[0]).toHaveValue('Md. Alamgir');
    await userEvent.type(names[1] as HTMLElement, 'Dr. Shah Md. Ahsan Habib');
    await userEvent.click(screen.getByRole('button', { name: 'Save Signatories' }));
    expect(await screen.findByText('The designation is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    const designations = screen.getAllByLabelText(/^Designation/);
    await userEvent.type(designations[1] as HTMLElement, 'Professor and Director (Training)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Signatories' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      signatories: [
        { name: 'Md. Alamgir', designation: 'Director General' },
        { name: 'Dr. Shah Md. Ahsan Habib', designation: 'Professor and Director (Training)' },
      ],
    });
  });
});
