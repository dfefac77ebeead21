// New coordinator and Edit coordinator: names, e-mail, mobile number and designation, checked by the server's
// own schema. A new account gets a mailed link to choose its password (the toast says whether it went).
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCoordinator, AdminCoordinatorBody, type AdminCoordinatorBodyIn } from '@portal/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useSaveCoordinator } from '../api.ts';

interface CoordinatorFormModalProps {
  show: boolean;
  onHide: () => void;
  /** The coordinator to edit; none for a new one. */
  coordinator?: AdminCoordinator | undefined;
}

export function CoordinatorFormModal({ show, onHide, coordinator }: CoordinatorFormModalProps) {
  const t = useT(adminNs);
  const titleId = useId();
  const save = useSaveCoordinator();
  return (
    <Modal
      show={show}
      onHide={save.isPending ? () => undefined : onHide}
      onExited={() => save.reset()}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!save.isPending} closeLabel={t('people.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {coordinator ? t('people.editCoordinator') : t('people.newCoordinator')}
        </Modal.Title>
      </Modal.Header>
      {show && <CoordinatorFormBody coordinator={coordinator} save={save} onDone={onHide} />}
    </Modal>
  );
}

function CoordinatorFormBody({
  coordinator,
  save,
  onDone,
}: {
  coordinator: AdminCoordinator | undefined;
  save: ReturnType<typeof useSaveCoordinator>;
  onDone: () => void;
}) {
  const t = useT(adminNs);
  const idPrefix = `coordinator-form${useId()}`;
  const defaults: AdminCoordinatorBodyIn = {
    first_name: coordinator?.first_name ?? '',
    last_name: coordinator?.last_name ?? '',
    email: coordinator?.email ?? '',
    mobile_no: coordinator?.mobile_no ?? '',
    designation: coordinator?.designation ?? '',
  };
  const form = useForm({ resolver: zodResolver(AdminCoordinatorBody), defaultValues: defaults });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ ...(coordinator ? { id: coordinator.id } : {}), body });
      onDone();
    } catch {
      // The write helper has told why (a taken e-mail: 409); the form stays for another try.
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextField label={t('people.firstName')} autoComplete="off" {...bind('first_name')} />
        <TextField label={t('people.lastName')} required={false} autoComplete="off" {...bind('last_name')} />
        <TextField
          label={t('people.email')}
          type="email"
          autoComplete="off"
          hint={coordinator ? undefined : t('people.emailHint')}
          {...bind('email')}
        />
        <TextField
          label={t('people.mobileNumber')}
          required={false}
          inputMode="tel"
          autoComplete="off"
          {...bind('mobile_no')}
        />
        <TextField label={t('people.designation')} required={false} autoComplete="off" {...bind('designation')} />
      </Modal.Body>
      <ModalButtons
        isPending={save.isPending}
        onCancel={onDone}
        idle={coordinator ? t('people.saveChanges') : t('people.createCoordinator')}
        busy={t('people.saving')}
      />
    </Form>
  );
}
