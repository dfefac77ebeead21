// Deactivate / Activate of an account (coordinator or participant). Deactivation asks first: the account is
// signed out at once and cannot sign in until it is activated again.
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useSetActive } from '../api.ts';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT(adminNs);
  return isActive ? (
    <Badge bg="success">{t('people.active')}</Badge>
  ) : (
    <Badge bg="secondary">{t('people.deactivated')}</Badge>
  );
}

interface ActiveToggleProps {
  kind: 'coordinator' | 'participant';
  account: { id: number; name: string; is_active: boolean };
}

export function ActiveToggle({ kind, account }: ActiveToggleProps) {
  const t = useT(adminNs);
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
        aria-label={t('people.activateName', { name: account.name })}
      >
        {t('people.activate')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => setAsking(true)}
        aria-label={t('people.deactivateName', { name: account.name })}
      >
        {t('people.deactivate')}
      </Button>
      <Modal
        show={asking}
        onHide={setActive.isPending ? () => undefined : () => setAsking(false)}
        aria-labelledby={titleId}
        centered
      >
        <Modal.Header closeButton={!setActive.isPending} closeLabel={t('people.close')}>
          <Modal.Title as="h2" id={titleId} className="h5">
            {kind === 'coordinator' ? t('people.deactivateCoordinator') : t('people.deactivateParticipant')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {t('people.deactivateBefore')}
          <strong>{account.name}</strong>
          {t('people.deactivateAfter')}
        </Modal.Body>
        <ModalButtons
          isPending={setActive.isPending}
          onCancel={() => setAsking(false)}
          idle={t('people.deactivate')}
          busy={t('people.deactivating')}
          variant="danger"
          onAction={() => change(false)}
        />
      </Modal>
    </>
  );
}
