// Upload Content and Edit Content (docs/features.md, Contents): the messages ('This field is required!' for the course
// and the file), the accepted types, the multipart body with its json part, the progress while sending and the closing
// on 200; the owner's edit keeps the file unless a new one is chosen.
import { coordinatorContents } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ContentFormModal } from './content-form-modal.tsx';
import { COURSE_A, COURSE_C, COURSE_C_EXPIRED, courseOptions, makeCoordinatorContent } from './test-contents.ts';

const pdf = (name = 'Handout.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function renderUpload(courseId: number | null = null) {
  const api = fakeApi()
    .on(coordinatorContents.sendCourses, courseOptions(COURSE_A, COURSE_C))
    .on(coordinatorContents.courses, courseOptions(COURSE_C), { status: 0 });
  const onHide = vi.fn();
  const rendered = renderWithProviders(<ContentFormModal show onHide={onHide} mode={{ kind: 'upload', courseId }} />);
  return { api, onHide, ...rendered };
}

describe('ContentFormModal: upload', () => {
  it("says 'This field is required!' for the course and the file, and nothing for the optional title", async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 1 } });
    const { user } = renderUpload();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await within(dialog).findByRole('option', { name: COURSE_A.label });
    expect(within(dialog).getByRole('option', { name: 'Uncategorized Content(s)' })).toHaveValue('0');
    expect(within(dialog).getByText('(optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required!')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Course')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Content File/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Content Title/)).not.toHaveAttribute('aria-invalid');
    expect(upload.sent).toHaveLength(0);
  });

  it('refuses a file of another type', async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 1 } });
    const { user } = renderUpload(COURSE_A.value);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    const file = within(dialog).getByLabelText(/^Content File/);
    expect(file).toHaveAttribute('accept', '.doc,.docx,.ppt,.pptx,.xls,.xlsx,.pdf,.zip');
    // The browser's picker offers only the accepted types; a drop or "All files" may still give another one.
    await userEvent.setup({ applyAccept: false }).upload(file, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('Only .doc, .docx, .ppt, .pptx, .xls, .xlsx, .pdf, .zip files are accepted'),
    ).toBeInTheDocument();
    expect(upload.sent).toHaveLength(0);
  });

  it('sends the file and the json part (an empty title, the list’s course), shows progress, and closes on 200', async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 31 } });
    upload.hold();
    const success = vi.spyOn(notify, 'success');
    const { user, onHide } = renderUpload(0);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await within(dialog).findByRole('option', { name: COURSE_A.label });
    expect(within(dialog).getByLabelText('Course')).toHaveValue('0');
    await user.upload(within(dialog).getByLabelText(/^Content File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    const sent = upload.last();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/coordinator/contents/upload');
    expect(JSON.parse(String(sent.form.get('json')))).toEqual({ content_title: '', course_id: 0 });
    expect((sent.form.get('content_file') as File).name).toBe('Handout.pdf');
    upload.release();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Content Uploaded Successfully!');
  });

  it('keeps the form open with what was chosen when the server refuses', async () => {
    installFakeUpload({ status: 415, body: { error: 'The file is not a document of the accepted types' } });
    const error = vi.spyOn(notify, 'error');
    const { user, onHide } = renderUpload(COURSE_A.value);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await user.type(within(dialog).getByLabelText(/^Content Title/), 'Week 1');
    await user.upload(within(dialog).getByLabelText(/^Content File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // Said in the form itself, not as a toast.
    expect(await within(dialog).findByText('The file is not a document of the accepted types')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/^Content Title/)).toHaveValue('Week 1');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});

describe('ContentFormModal: failures, limits and Cancel', () => {
  it("says 'Failed to Fetch!' in the form when the upload gets no answer", async () => {
    installFakeUpload({ status: 0 });
    const { user, onHide } = renderUpload(COURSE_A.value);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await user.upload(within(dialog).getByLabelText(/^Content File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Failed to Fetch!')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows the size limit and refuses a larger file before sending it', async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 1 } });
    const { user } = renderUpload(COURSE_A.value);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    expect(within(dialog).getByText(/at most 50 MiB/)).toBeInTheDocument();
    const large = pdf('Large.pdf');
    Object.defineProperty(large, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText(/^Content File/), large);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('The file is too large (at most 50 MiB)')).toBeInTheDocument();
    expect(upload.sent).toHaveLength(0);
  });

  it('stops the upload in progress on Cancel: the request is aborted, nothing is said, the dialog closes', async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Content Uploaded Successfully!', id: 1 } });
    upload.hold();
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    const { user, onHide } = renderUpload(COURSE_A.value);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Content' });
    await user.upload(within(dialog).getByLabelText(/^Content File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(upload.aborted).toHaveLength(1);
    expect(onHide).toHaveBeenCalled();
    upload.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('ContentFormModal: edit', () => {
  it('starts from the content, sends no file unless one is chosen, and PATCHes the content', async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Edited Successfully!' } });
    fakeApi()
      .on(coordinatorContents.sendCourses, courseOptions(COURSE_A, COURSE_C))
      .on(coordinatorContents.courses, courseOptions(COURSE_C), { status: 0 });
    const onHide = vi.fn();
    const content = makeCoordinatorContent({ id: 11, content_title: 'ML Typologies', course_id: null });
    const { user } = renderWithProviders(<ContentFormModal show onHide={onHide} mode={{ kind: 'edit', content }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Content' });
    await within(dialog).findByRole('option', { name: COURSE_C_EXPIRED });
    expect(within(dialog).getByLabelText(/^Content Title/)).toHaveValue('ML Typologies');
    expect(within(dialog).getByLabelText('Course')).toHaveValue('0');
    expect(within(dialog).getByText('Module-1-ML-Typologies.pdf')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Course'), COURSE_C_EXPIRED);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const sent = upload.last();
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toBe('/api/coordinator/contents/11/edit');
    expect(JSON.parse(String(sent.form.get('json')))).toEqual({ content_title: 'ML Typologies', course_id: 6 });
    expect(sent.form.get('content_file')).toBeNull();
  });
});
