// The participant's assignments (docs/features.md, Assignments): the columns, the attachment's download (a view), the
// grace, the empty text, and the upload: 'Please Choose A file!', the file alone in the multipart body, the progress
// bar, the success toast, the receipt and the refreshed list; a 409 after the deadline shows the server's text.
import { participantAssignments } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { IN_GRACE, participantList, participantRow } from '../test-rows.ts';
import { ParticipantAssignmentsScreen } from './participant-assignments-screen.tsx';

const RECEIPT = {
  file_name: 'answer.pdf',
  size_bytes: 2048,
  sha256: 'a'.repeat(64),
  submitted_at: '2026-03-10T08:15:00.000Z',
  on_time: true,
};

const PAGE_1 = { page: 1 };

const row = (title: string) =>
  screen.getAllByRole('row').find((element) => element.textContent?.includes(title)) as HTMLElement;

describe('ParticipantAssignmentsScreen', () => {
  it('shows the columns and the rows, with the serial numbers of the page', async () => {
    fakeApi().on(participantAssignments.list, participantList([participantRow()], 1), PAGE_1);
    renderWithProviders(<ParticipantAssignmentsScreen />, { route: '/participant/assignments' });
    const table = screen.getByRole('table', { name: 'My assignments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SN', 'Title', 'Course', 'Sent By', 'Attachment', 'Created', 'Last Date of Submit', 'Action']);
    await within(table).findByText('KYC Profile Review');
    const cells = within(row('KYC Profile Review')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[2]).toHaveTextContent('Certified Expert in Anti-Money Laundering (CEAML-2026)');
    expect(cells[3]).toHaveTextContent('Ayesha Siddiqua');
    expect(cells[6]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-20');
    expect(cells[6]).not.toHaveTextContent('grace');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it('downloads the attachment through the participant’s download (which counts a view)', async () => {
    const api = fakeApi()
      .on(participantAssignments.list, participantList([participantRow()]), PAGE_1)
      .on(participantAssignments.download, { status: 200, body: { url: '/files/1.2.3' } }, { assignmentId: 7 });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<ParticipantAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Download Assignment-2-KYC-Profile-Review.docx' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/1.2.3', '_blank', 'noopener,noreferrer'));
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/participant/assignments/download/7' });
  });

  it("says 'grace ends in …' during the 24 hours after the last date's midnight", async () => {
    fakeApi().on(participantAssignments.list, participantList([participantRow(IN_GRACE)]), PAGE_1);
    renderWithProviders(<ParticipantAssignmentsScreen />);
    expect(await screen.findByText('grace ends in 5 hours')).toBeInTheDocument();
  });

  it("says 'No Assignment(s)' when there are none", async () => {
    fakeApi().on(participantAssignments.list, participantList([]), PAGE_1);
    renderWithProviders(<ParticipantAssignmentsScreen />);
    expect(await screen.findByRole('cell', { name: 'No Assignment(s)' })).toBeInTheDocument();
  });

  it("asks for a file ('Please Choose A file!'), uploads it alone, shows the receipt and refreshes the list", async () => {
    const api = fakeApi()
      .on(participantAssignments.list, participantList([participantRow()]), PAGE_1)
      .on(
        participantAssignments.list,
        participantList([participantRow({ assignment_file: 'answer.pdf', assignment_mime: 'pdf' })]),
        PAGE_1,
      );
    const uploads = installFakeUpload().answer({
      status: 200,
      body: { success: 'Uploaded Successfully!', receipt: RECEIPT },
    });
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<ParticipantAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Upload KYC Profile Review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upload Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please Choose A file!')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);

    uploads.hold();
    const file = new File(['%PDF-1.4 answer'], 'answer.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Assignment File'), file);
    expect(within(dialog).queryByText('Please Choose A file!')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // (UploadProgress names its wrapper, not the progressbar itself.)
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    uploads.release();

    const receipt = await within(dialog).findByRole('region', { name: 'Submission Receipt' });
    expect(receipt).toHaveTextContent('answer.pdf');
    expect(receipt).toHaveTextContent('2.0 KB');
    expect(receipt).toHaveTextContent('a'.repeat(64));
    expect(receipt).toHaveTextContent('on time');
    expect(success).toHaveBeenCalledWith('Uploaded Successfully!');

    const sent = uploads.last();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/participant/assignments/upload/7' });
    expect([...sent.form.keys()]).toEqual(['assignment_file']);
    expect((sent.form.get('assignment_file') as File).name).toBe('answer.pdf');
    expect(api.calls.filter((call) => call.url.startsWith('/api/participant/assignments/1'))).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change the submission of KYC Profile Review' })).toBeInTheDocument();
  });

  it("says 'in grace' on the receipt of a submission in the grace", async () => {
    fakeApi().on(participantAssignments.list, participantList([participantRow()]), PAGE_1);
    installFakeUpload().answer({
      status: 200,
      body: { success: 'Uploaded Successfully!', receipt: { ...RECEIPT, on_time: false } },
    });
    const { user } = renderWithProviders(<ParticipantAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Upload KYC Profile Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Assignment' });
    await user.upload(within(dialog).getByLabelText('Assignment File'), new File(['x'], 'a.docx'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('in grace')).toBeInTheDocument();
  });

  it('shows the server’s text when the deadline passed meanwhile (409), and keeps the dialog open', async () => {
    fakeApi().on(
      participantAssignments.list,
      participantList([participantRow({ assignment_file: 'old.pdf', assignment_mime: 'pdf' })]),
      PAGE_1,
    );
    installFakeUpload().answer({ status: 409, body: { error: 'The submission deadline has passed.' } });
    const error = vi.spyOn(notify, 'error');
    const { user } = renderWithProviders(<ParticipantAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Change the submission of KYC Profile Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Submission' });
    await user.upload(within(dialog).getByLabelText('Assignment File'), new File(['x'], 'new.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The submission deadline has passed.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(error).not.toHaveBeenCalled();
  });

  it('stops the upload on Cancel while the file is going (nothing said), and refuses a file over 20 MiB before sending', async () => {
    fakeApi().on(participantAssignments.list, participantList([participantRow()]), PAGE_1);
    const uploads = installFakeUpload().answer({
      status: 200,
      body: { success: 'Uploaded Successfully!', receipt: RECEIPT },
    });
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    const { user } = renderWithProviders(<ParticipantAssignmentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Upload KYC Profile Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Assignment' });
    expect(within(dialog).getByText(/at most 20 MiB/)).toBeInTheDocument();

    const large = new File(['x'], 'large.pdf');
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText('Assignment File'), large);
    expect(within(dialog).getByText('The file is too large (at most 20 MiB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(uploads.sent).toHaveLength(0);

    uploads.hold();
    await user.upload(within(dialog).getByLabelText('Assignment File'), new File(['x'], 'answer.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(uploads.aborted).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    uploads.release();
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
