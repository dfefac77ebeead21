// The delete dialog (docs/features.md, pieces every area shares): it sends the delete through deleteWithDialog, whose
// toast tells the answer, and closes on every answer; Cancel sends nothing.
import { defineEndpoint, IdString, SuccessBody } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/toast.ts';
import { type FakeAnswer, fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ConfirmDeleteDialog, deleteCall } from './confirm-delete-dialog.tsx';

const deleteThing = defineEndpoint({
  method: 'DELETE',
  changes: 'work',
  path: '/api/test/things/:thingId',
  access: 'participant',
  summary: 'test delete',
  params: z.object({ thingId: IdString }),
  body: z.object({ id: z.string() }),
  responses: { 200: SuccessBody },
});

function Harness({ onDeleted }: { onDeleted: () => void }) {
  const [show, setShow] = useState(true);
  return (
    <ConfirmDeleteDialog
      show={show}
      onHide={() => setShow(false)}
      title="Delete Thing"
      call={deleteCall(deleteThing, { params: { thingId: 7 }, body: { id: '7' } })}
      onDeleted={onDeleted}
    >
      Are you sure?
    </ConfirmDeleteDialog>
  );
}

function renderDialog(answer: FakeAnswer) {
  const api = fakeApi().on(deleteThing, answer, { thingId: 7 });
  const onDeleted = vi.fn();
  const success = vi.spyOn(notify, 'success');
  const error = vi.spyOn(notify, 'error');
  const rendered = renderWithProviders(<Harness onDeleted={onDeleted} />);
  return { api, onDeleted, success, error, ...rendered };
}

describe('ConfirmDeleteDialog', () => {
  it("sends the delete, toasts 'Deleted Successfully' and closes", async () => {
    const { api, onDeleted, success, user } = renderDialog({ status: 200, body: { success: 'Deleted' } });
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/test/things/7', body: { id: '7' } }),
    ]);
    expect(success).toHaveBeenCalledWith('Deleted Successfully');
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it.each([
    [{ status: 403, body: { error: 'Not yours' } }, 'Permission Denied. Action Failed'],
    [{ status: 500, body: { error: 'Internal Server Error' } }, 'Internal Server Error! Delete action failed.'],
    ['network-error' as const, 'Network Connection Error!'],
  ])('closes on %j too, with the toast "%s"', async (answer, text) => {
    const { onDeleted, error, user } = renderDialog(answer);
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(error).toHaveBeenCalledWith(text, expect.any(ApiError));
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('shows Deleting... while the answer is awaited', async () => {
    const { user } = renderDialog('never');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('Cancel closes without sending anything', async () => {
    const { api, user } = renderDialog({ status: 200, body: { success: 'Deleted' } });
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls).toHaveLength(0);
  });
});
