// Revoke (a required reason; the record stays, the holder is mailed) and Re-issue (a corrected holder's name: a new
// certificate replaces this one) of one certificate, each a dialog with the server's own checks.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCertificate, ReissueCertificateBody, RevokeCertificateBody } from '@portal/contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useReissueCertificate, useRevokeCertificate } from '../api.ts';

type Dialog = 'revoke' | 'reissue' | null;

export function CertificateActions({ certificate }: { certificate: AdminCertificate }) {
  const t = useT(adminNs);
  const [open, setOpen] = useState<Dialog>(null);
  if (certificate.status !== 'valid') return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => setOpen('revoke')}
        aria-label={t('certificates.revokeOf', { serial: certificate.serial })}
      >
        {t('certificates.revoke')}
      </Button>
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => setOpen('reissue')}
        aria-label={t('certificates.reissueOf', { serial: certificate.serial })}
      >
        {t('certificates.reissue')}
      </Button>
      <RevokeDialog certificate={certificate} show={open === 'revoke'} onHide={() => setOpen(null)} />
      <ReissueDialog certificate={certificate} show={open === 'reissue'} onHide={() => setOpen(null)} />
    </div>
  );
}

interface DialogProps {
  certificate: AdminCertificate;
  show: boolean;
  onHide: () => void;
}

function RevokeDialog({ certificate, show, onHide }: DialogProps) {
  const t = useT(adminNs);
  const titleId = useId();
  const revoke = useRevokeCertificate();
  return (
    <Modal show={show} onHide={revoke.isPending ? () => undefined : onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton={!revoke.isPending} closeLabel={t('certificates.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('certificates.revokeTitle', { serial: certificate.serial })}
        </Modal.Title>
      </Modal.Header>
      {show && <RevokeForm certificate={certificate} revoke={revoke} onDone={onHide} />}
    </Modal>
  );
}

function RevokeForm({
  certificate,
  revoke,
  onDone,
}: {
  certificate: AdminCertificate;
  revoke: ReturnType<typeof useRevokeCertificate>;
  onDone: () => void;
}) {
  const t = useT(adminNs);
  const idPrefix = `revoke${useId()}`;
  const form = useForm({ resolver: zodResolver(RevokeCertificateBody), defaultValues: { reason: '' } });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await revoke.mutateAsync({ id: certificate.id, body });
      onDone();
    } catch {
      // The write helper has told why; the dialog stays for another try.
    }
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p>
          {t('certificates.revokeBefore')}
          <strong>{certificate.holder_name}</strong>
          {t('certificates.revokeAfter')}
        </p>
        <TextareaField label={t('certificates.reason')} rows={3} {...bind('reason')} />
      </Modal.Body>
      <ModalButtons
        isPending={revoke.isPending}
        onCancel={onDone}
        idle={t('certificates.revoke')}
        busy={t('certificates.revoking')}
        variant="danger"
      />
    </Form>
  );
}

function ReissueDialog({ certificate, show, onHide }: DialogProps) {
  const t = useT(adminNs);
  const titleId = useId();
  const reissue = useReissueCertificate();
  return (
    <Modal show={show} onHide={reissue.isPending ? () => undefined : onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton={!reissue.isPending} closeLabel={t('certificates.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('certificates.reissueTitle', { serial: certificate.serial })}
        </Modal.Title>
      </Modal.Header>
      {show && <ReissueForm certificate={certificate} reissue={reissue} onDone={onHide} />}
    </Modal>
  );
}

function ReissueForm({
  certificate,
  reissue,
  onDone,
}: {
  certificate: AdminCertificate;
  reissue: ReturnType<typeof useReissueCertificate>;
  onDone: () => void;
}) {
  const t = useT(adminNs);
  const idPrefix = `reissue${useId()}`;
  const form = useForm({
    resolver: zodResolver(ReissueCertificateBody),
    defaultValues: { holder_name: certificate.holder_name },
  });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await reissue.mutateAsync({ id: certificate.id, body });
      onDone();
    } catch {
      // The write helper has told why (the same name: 409); the dialog stays for another try.
    }
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p>{t('certificates.reissueText')}</p>
        <TextField label={t('certificates.correctedName')} autoComplete="off" {...bind('holder_name')} />
      </Modal.Body>
      <ModalButtons
        isPending={reissue.isPending}
        onCancel={onDone}
        idle={t('certificates.reissue')}
        busy={t('certificates.reissuing')}
      />
    </Form>
  );
}
