// The buttons of every dialog that asks for something: Cancel, and the action, which names what it is doing
// while the request runs ('Saving...'). Both are disabled meanwhile, except Cancel when the running request can
// be stopped (an upload still sending its file: `cancelWhilePending`). Inside a form the action submits it;
// without `onAction` it is a submit button, with `onAction` a plain one (a confirmation).
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';

export interface ModalButtonsProps {
  isPending: boolean;
  onCancel: () => void;
  /** The action's text ('Save Changes'), and while it runs ('Saving...'). */
  idle: string;
  busy: string;
  /** A confirmation's click; leave out for a form's submit button. */
  onAction?: () => void;
  variant?: 'primary' | 'danger';
  /** Cancel stays enabled while the request runs (its `onCancel` stops it). */
  cancelWhilePending?: boolean;
}

export function ModalButtons({
  isPending,
  onCancel,
  idle,
  busy,
  onAction,
  variant = 'primary',
  cancelWhilePending = false,
}: ModalButtonsProps) {
  const t = useT(frameNs);
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onCancel} disabled={isPending && !cancelWhilePending}>
        {t('dialog.cancel')}
      </Button>
      <Button type={onAction ? 'button' : 'submit'} variant={variant} onClick={onAction} disabled={isPending}>
        {isPending ? busy : idle}
      </Button>
    </Modal.Footer>
  );
}
