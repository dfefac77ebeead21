// The delete confirmation of every list (docs/features.md, pieces every area shares): it asks, then sends the delete
// through `deleteWithDialog`, which toasts the delete table's text for every answer ('Deleted Successfully',
// 'Permission Denied. Action Failed', …), so the dialog only closes, whatever the answer.
import type { EndpointDef } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { deleteWithDialog } from '#web/lib/api.ts';

/** A delete call ready to send: made by `deleteCall`, so it can only be a `deleteWithDialog`. */
export interface DeleteCall {
  readonly send: () => Promise<void>;
}

/** Binds `deleteWithDialog` to its endpoint and input (path parameters, body, the lists to refresh). */
export function deleteCall<E extends EndpointDef>(...args: Parameters<typeof deleteWithDialog<E>>): DeleteCall {
  return { send: () => deleteWithDialog<E>(...args) };
}

interface ConfirmDeleteDialogProps {
  show: boolean;
  /** Closes the dialog: on Cancel, and once the delete has answered, whatever it answered. */
  onHide: () => void;
  /** 'Delete Post'. */
  title: string;
  /** The question ('Are you sure you want to delete this post?'). */
  children: ReactNode;
  call: DeleteCall;
  /** After a 200, once the lists are refreshed (e.g. leave the page of what was deleted). */
  onDeleted?: () => void;
}

export function ConfirmDeleteDialog({ show, onHide, title, children, call, onDeleted }: ConfirmDeleteDialogProps) {
  const remove = useMutation({
    mutationFn: () => call.send(),
    onSuccess: () => onDeleted?.(),
    // Every answer has already been told by a toast.
    onSettled: () => onHide(),
  });
  const titleId = useId();
  const t = useT(frameNs);

  return (
    <Modal
      show={show}
      onHide={remove.isPending ? () => undefined : onHide}
      onExited={() => remove.reset()}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!remove.isPending} closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide} disabled={remove.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? t('dialog.deleting') : t('dialog.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
