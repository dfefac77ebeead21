// The Action cell of the participant's list (docs/features.md, Assignments): 'Expired' without a submission after the
// deadline, Upload before it, the submitted file's icon (downloading the caller's own submission) with a 'Change' link
// while open, and the icon alone once closed.
import { participantAssignments } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { participantRow } from '../test-rows.ts';
import { SubmissionAction } from './submission-action.tsx';

const SUBMITTED = { assignment_file: 'My-Answer.pdf', assignment_mime: 'pdf' };

describe('SubmissionAction', () => {
  it("reads 'Expired' without a submission once the deadline has passed", () => {
    fakeApi();
    renderWithProviders(<SubmissionAction assignment={participantRow({ is_open: false })} onUpload={vi.fn()} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Upload without a submission before the deadline', async () => {
    fakeApi();
    const onUpload = vi.fn();
    const { user } = renderWithProviders(<SubmissionAction assignment={participantRow()} onUpload={onUpload} />);
    const upload = screen.getByRole('button', { name: 'Upload KYC Profile Review' });
    expect(upload).toHaveTextContent('Upload');
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
    await user.click(upload);
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it('shows the submitted file, which downloads the own submission, and Change while open', async () => {
    const api = fakeApi().on(
      participantAssignments.downloadSubmission,
      { status: 200, body: { url: '/files/abc' } },
      { assignmentId: 7 },
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onUpload = vi.fn();
    const { user } = renderWithProviders(
      <SubmissionAction assignment={participantRow(SUBMITTED)} onUpload={onUpload} />,
    );
    await user.click(screen.getByRole('button', { name: 'Change the submission of KYC Profile Review' }));
    expect(onUpload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Download My-Answer.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/abc', '_blank', 'noopener,noreferrer'));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/participant/assignments/7/submitted/download',
      body: {},
    });
  });

  it('shows the submitted file without Change once closed', () => {
    fakeApi();
    renderWithProviders(
      <SubmissionAction assignment={participantRow({ ...SUBMITTED, is_open: false })} onUpload={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Download My-Answer.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
  });
});
