// The New and Edit Assignment dialogs (docs/features.md, Assignments): the messages of an empty or blank form, the date
// typed dd-MM-yyyy sent as 'YYYY-M-D 00:00:00' in the json part beside the file, to the chosen course; a date that does
// not exist; the server's refusal shown in the dialog; the edit prefilled, with an optional file.
import { coordinatorAssignments } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { COURSES, coordinatorRow } from '../test-rows.ts';
import { EditAssignmentModal, NewAssignmentModal } from './assignment-form-modal.tsx';

const PDF = () => new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' });

function renderNew() {
  const api = fakeApi().on(coordinatorAssignments.courses, COURSES, { status: 1 });
  const uploads = installFakeUpload();
  const onHide = vi.fn();
  const rendered = renderWithProviders(<NewAssignmentModal show onHide={onHide} />);
  return { api, uploads, onHide, ...rendered };
}

describe('NewAssignmentModal', () => {
  it("says 'This field is required!' for every empty field and sends nothing", async () => {
    const { uploads, user } = renderNew();
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required!')).toHaveLength(4));
    for (const label of ['Assignment Title', 'Course', 'Last Submission Date', 'Assignment File']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(uploads.sent).toHaveLength(0);
  });

  it("says 'Please Enter a valid title' for a blank title and 'Please Enter a valid date' for a date that does not exist", async () => {
    const { uploads, user } = renderNew();
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    await user.type(within(dialog).getByLabelText('Assignment Title'), '   ');
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '31-02-2030');
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await within(dialog).findByText('Please Enter a valid title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter a valid date')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Last Submission Date'));
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '2030-03-05');
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await within(dialog).findByText('Please Enter a valid date')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it("sends the title, the date as 'YYYY-M-D 00:00:00' and the file to the course, then closes", async () => {
    const { uploads, onHide, user } = renderNew();
    uploads.answer({ status: 200, body: { success: 'Assignment Created Successfully!', id: 40 } });
    const success = vi.spyOn(notify, 'success');
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    await user.type(within(dialog).getByLabelText('Assignment Title'), '  Sanctions screening  ');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Certified Credit Professional');
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '05-03-2030');
    await user.upload(within(dialog).getByLabelText('Assignment File'), PDF());
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));

    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Assignment Created Successfully!');
    const sent = uploads.last();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/coordinator/assignments/upload/9' });
    expect(JSON.parse(sent.form.get('json') as string)).toEqual({
      title: 'Sanctions screening',
      last_submission_date: '2030-3-5 00:00:00',
    });
    expect((sent.form.get('assignment_file') as File).name).toBe('brief.pdf');
  });

  it("takes '5-12-2030' without its zeros, and a day picked from the calendar beside the field", async () => {
    const { uploads, onHide, user } = renderNew();
    uploads.answer({ status: 200, body: { success: 'Assignment Created Successfully!', id: 41 } });
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    const date = within(dialog).getByLabelText('Last Submission Date');
    await user.type(date, '5-12-2030');
    // The calendar: a button (in the tab order, by its name) that opens the platform's date picker.
    const showPicker = vi.fn();
    HTMLInputElement.prototype.showPicker = showPicker;
    await user.click(within(dialog).getByRole('button', { name: 'Choose the last submission date' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const picker = dialog.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker.value).toBe('2030-12-05');
    fireEvent.change(picker, { target: { value: '2030-12-07' } });
    expect(date).toHaveValue('07-12-2030');
    await user.clear(date);
    await user.type(date, '5-12-2030');
    await user.type(within(dialog).getByLabelText('Assignment Title'), 'Picked');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Certified Credit Professional');
    await user.upload(within(dialog).getByLabelText('Assignment File'), PDF());
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(JSON.parse(uploads.last().form.get('json') as string)).toEqual({
      title: 'Picked',
      last_submission_date: '2030-12-5 00:00:00',
    });
  });

  it("says 'Failed to Fetch!' when the upload gets no answer", async () => {
    const { uploads, onHide, user } = renderNew();
    uploads.answer({ status: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    await user.type(within(dialog).getByLabelText('Assignment Title'), 'Offline');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Certified Credit Professional');
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '05-03-2030');
    await user.upload(within(dialog).getByLabelText('Assignment File'), PDF());
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to Fetch!');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the dialog and stays open', async () => {
    const { uploads, onHide, user } = renderNew();
    uploads.answer({ status: 400, body: { error: 'The last submission date cannot be in the past' } });
    const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
    await within(dialog).findByRole('option', { name: 'Certified Credit Professional' });
    await user.type(within(dialog).getByLabelText('Assignment Title'), 'Late');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'Certified Expert in Anti-Money Laundering');
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '01-01-2020');
    await user.upload(within(dialog).getByLabelText('Assignment File'), PDF());
    await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last submission date cannot be in the past',
    );
    expect(uploads.last().url).toBe('/api/coordinator/assignments/upload/4');
    expect(onHide).not.toHaveBeenCalled();
  });
});

describe('EditAssignmentModal', () => {
  it('is prefilled (the date as dd-MM-yyyy) and sends the json part alone when no file is chosen', async () => {
    fakeApi();
    const uploads = installFakeUpload().answer({ status: 200, body: { success: 'Edited Successfully!' } });
    const onHide = vi.fn();
    const { user } = renderWithProviders(<EditAssignmentModal assignment={coordinatorRow()} onHide={onHide} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    expect(within(dialog).getByLabelText('Assignment Title')).toHaveValue('Suspicious Transaction Case Analysis');
    expect(within(dialog).getByLabelText('Last Submission Date')).toHaveValue('20-03-2026');
    expect(within(dialog).getByLabelText(/Replace File/)).not.toHaveAttribute('aria-required');

    await user.clear(within(dialog).getByLabelText('Assignment Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('This field is required!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Assignment Title'), 'STR Case Analysis');
    await user.clear(within(dialog).getByLabelText('Last Submission Date'));
    await user.type(within(dialog).getByLabelText('Last Submission Date'), '09-11-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const sent = uploads.last();
    expect(sent).toMatchObject({ method: 'PATCH', url: '/api/coordinator/assignments/11/edit' });
    expect([...sent.form.keys()]).toEqual(['json']);
    expect(JSON.parse(sent.form.get('json') as string)).toEqual({
      title: 'STR Case Analysis',
      last_submission_date: '2026-11-9 00:00:00',
    });
  });
});
