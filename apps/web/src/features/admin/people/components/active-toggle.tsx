// Deactivate / Activate of an account (coordinator or participant). Deactivation asks first: the account is
// signed out at once and cannot sign in until it is activated again.
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useSetActive } from '../api.ts';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Deactivated</Badge>;
}

interface ActiveToggleProps {
  kind: 'coordinator' | 'participant';
  account: { id: number; name: string; is_active: boolean };
}

export function ActiveToggle({ kind, account }: ActiveToggleProps) {
  const setActive = useSetActive(kind);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const change = (active: boolean) =>
    setActive.mutate({ id: account.id, active }, { onSettled: () => setAsking(false) });

  if (!account.is_active) {
    return (
      <Button
        size="sm"
        variant="outline-success"
        disabled={setActive.isPending}
        onClick={() => change(true)}
        aria-label={`Activate ${account.name}`}
      >
        Activate
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => setAsking(true)}
        aria-label={`Deactivate ${account.name}`}
      >
        Deactivate
      </Button>
      <Modal
        show={asking}
        onHide={setActive.isPending ? () => undefined : () => setAsking(false)}
        aria-labelledby={titleId}
        centered
      >
        <Modal.Header closeButton={!setActive.isPending} closeLabel="Close">
          <Modal.Title as="h2" id={titleId} className="h5">
            Deactivate {kind}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          Deactivate <strong>{account.name}</strong>? They are signed out at once and cannot sign in until the account
          is activated again.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={setActive.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => change(false)} disabled={setActive.isPending}>
            {setActive.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
