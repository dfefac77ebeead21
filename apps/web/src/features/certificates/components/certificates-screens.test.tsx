// The certificates screens (docs/features.md, Certificates): a course's passers with "Issue to the N who passed",
// whose confirmation lists them before anything is issued; the refusal before a release; My certificates with the
// statuses, the PDF link, the verification link and LinkedIn's address filled in; the empty list.
import {
  type CourseCertificates,
  coordinatorCertificates,
  type MyCertificate,
  participantCertificates,
} from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { linkedInAddUrl } from '../linkedin.ts';
import { CourseCertificatesScreen } from './course-certificates-screen.tsx';
import { MyCertificatesScreen } from './my-certificates-screen.tsx';

const COURSE: CourseCertificates = {
  course: { id: 3, name: 'Certified Expert in Anti-Money Laundering', short_name: 'CEAML-2025', program_name: 'CEAML' },
  final_released: true,
  passers: [
    { participant_id: 1, name: 'Amina Begum', course_roll: '001', total: 80, certificate: null },
    {
      participant_id: 2,
      name: 'Rafi Karim',
      course_roll: '002',
      total: 60,
      certificate: {
        id: 9,
        serial: 'CEAML-2025-0001',
        code: '7K3M-Q9XD-2HBW-R4TN',
        status: 'revoked',
        issued_at: '2025-06-26T06:00:00.000Z',
        revoked_at: '2025-07-01T06:00:00.000Z',
        revocation_reason: 'Issued in error',
        pdf_ready: true,
      },
    },
  ],
  total: 2,
  to_issue: 1,
  to_issue_names: ['Amina Begum'],
};

const MINE: MyCertificate = {
  id: 9,
  serial: 'CEAML-2025-0001',
  code: '7K3M-Q9XD-2HBW-R4TN',
  status: 'valid',
  issued_at: '2025-06-26T06:00:00.000Z',
  issued_on: '2025-06-26',
  revoked_at: null,
  revocation_reason: null,
  pdf_ready: true,
  course_name: 'Certified Expert in Anti-Money Laundering',
  program_name: 'Certified Expert in Anti-Money Laundering',
  holder_name: 'Nusrat Jahan',
  verify_url: 'https://portal.example/verify/7K3M-Q9XD-2HBW-R4TN',
  badge_ready: false,
};

describe('CourseCertificatesScreen', () => {
  it('lists the passers with their certificates and issues the missing ones after a confirmation that names them', async () => {
    const api = fakeApi()
      .on(coordinatorCertificates.course, { status: 200, body: COURSE }, { courseId: 3 })
      .on(
        coordinatorCertificates.course,
        { status: 200, body: { ...COURSE, to_issue: 0, to_issue_names: [] } },
        {
          courseId: 3,
        },
      )
      .on(
        coordinatorCertificates.issue,
        { status: 200, body: { success: '1 certificate issued.', issued: 1 } },
        {
          courseId: 3,
        },
      );
    renderWithProviders(<CourseCertificatesScreen area="coordinator" courseId={3} />, {
      route: '/coordinator/evaluations/certificates/3',
    });
    const table = await screen.findByRole('table', { name: 'Participants who passed and their certificates' });
    expect(await within(table).findByText('CEAML-2025-0001')).toBeInTheDocument();
    expect(within(table).getByText('Revoked')).toBeInTheDocument();
    expect(within(table).getByText('Issued in error')).toBeInTheDocument();
    expect(within(table).getByText('Not issued')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Issue to the 1 who passed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue 1 certificate?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Amina Begum');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Everyone who passed holds a certificate.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/coordinator/certificates/3/issue',
    ]);
  });

  it('says why nothing can be issued before the final result is released', async () => {
    fakeApi().on(
      coordinatorCertificates.course,
      {
        status: 200,
        body: { ...COURSE, final_released: false, passers: [], total: 0, to_issue: 0, to_issue_names: [] },
      },
      { courseId: 3 },
    );
    renderWithProviders(<CourseCertificatesScreen area="coordinator" courseId={3} />);
    expect(await screen.findByText(/certificates are issued only from released results/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Issue/ })).toBeNull();
    expect(screen.getByText('Nobody has passed this course in a released final result.')).toBeInTheDocument();
  });
});

describe('MyCertificatesScreen', () => {
  it('shows each certificate with its status, the PDF, the verification link and LinkedIn filled in', async () => {
    fakeApi().on(participantCertificates.list, {
      status: 200,
      body: {
        total: 2,
        certificates: [
          MINE,
          {
            ...MINE,
            id: 8,
            serial: 'CEAML-2025-0002',
            status: 'revoked',
            revoked_at: '2025-07-01T06:00:00.000Z',
            revocation_reason: 'Issued in error',
            pdf_ready: false,
          },
        ],
      },
    });
    renderWithProviders(<MyCertificatesScreen />, { route: '/participant/certificates' });
    const cards = await screen.findAllByRole('article', { name: 'Certified Expert in Anti-Money Laundering' });
    expect(cards).toHaveLength(2);
    const [valid, revoked] = cards as [HTMLElement, HTMLElement];
    expect(within(valid).getByText('Valid')).toBeInTheDocument();
    expect(within(valid).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(valid).getByRole('button', { name: 'Copy verification link' })).toBeInTheDocument();
    expect(within(valid).queryByRole('button', { name: 'Download badge (JSON)' })).toBeNull();
    const linkedIn = within(valid).getByRole('link', { name: /^Add to LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', linkedInAddUrl(MINE));
    expect(within(revoked).getByText('Revoked on 01/07/2025: Issued in error')).toBeInTheDocument();
    expect(within(revoked).getByText('Preparing the PDF…')).toBeInTheDocument();
    expect(within(revoked).queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('says so when there is no certificate yet', async () => {
    fakeApi().on(participantCertificates.list, { status: 200, body: { total: 0, certificates: [] } });
    renderWithProviders(<MyCertificatesScreen />, { route: '/participant/certificates' });
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
  });
});

describe('linkedInAddUrl', () => {
  it('fills in LinkedIn’s add-to-profile address from the certificate', () => {
    const url = new URL(linkedInAddUrl(MINE));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certified Expert in Anti-Money Laundering',
      organizationName: 'Institute of Bank Management',
      issueYear: '2025',
      issueMonth: '6',
      certUrl: 'https://portal.example/verify/7K3M-Q9XD-2HBW-R4TN',
      certId: 'CEAML-2025-0001',
    });
  });
});
