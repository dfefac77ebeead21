// Organisations: the choices of the participants' organisation select, by name, searched (`?search=`), with the
// number of participants who chose each. Create and rename in a dialog (a name taken in any case is shown beside
// the field); delete asks first and says that the participants keep their accounts.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrganization,
  formatNumber,
  OrganizationBody,
  type OrganizationBodyIn,
  PUBLISHING_TEXT,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { deleteOrganizationCall, organizationsOptions, useSaveOrganization } from '../api.ts';

type Editing = { kind: 'create' } | { kind: 'rename'; organization: AdminOrganization } | null;

export function OrganizationsScreen() {
  const page = usePageParam();
  const search = useSearchParam();
  const query = useQuery(organizationsOptions(page, search));
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminOrganization | null>(null);
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();

  const columns: Column<AdminOrganization>[] = [
    { header: t('publishing.name'), cell: (organization) => organization.name },
    {
      header: t('publishing.participants'),
      cell: (organization) => formatNumber(language, organization.participants),
    },
    {
      header: t('publishing.action'),
      cell: (organization) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ kind: 'rename', organization })}
            aria-label={t('publishing.renameName', { name: organization.name })}
          >
            {t('publishing.rename')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setToDelete(organization)}
            aria-label={t('publishing.deleteName', { name: organization.name })}
          >
            {t('publishing.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <SearchBox
          label={t('publishing.searchOrganisations')}
          placeholder={t('publishing.searchByName')}
          maxLength={100}
        />
        <Button className="mb-3" onClick={() => setEditing({ kind: 'create' })}>
          {t('publishing.newOrganisation')}
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(organization) => organization.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PUBLISHING_TEXT.organizationsEmpty)}
        caption={t('publishing.organisationsCaption')}
      />
      <OrganizationDialog editing={editing} onHide={() => setEditing(null)} />
      <ConfirmDeleteDialog
        show={toDelete !== null}
        onHide={() => setToDelete(null)}
        title={t('publishing.deleteOrganisation')}
        call={deleteOrganizationCall(toDelete?.id ?? 0)}
      >
        {t('publishing.deleteOrganisationBefore')}
        <strong>{toDelete?.name}</strong>
        {t('publishing.deleteOrganisationAfter')}
        {toDelete?.participants ? t('publishing.keepAccounts', { participants: toDelete.participants }) : ''}
      </ConfirmDeleteDialog>
    </>
  );
}

function OrganizationDialog({ editing, onHide }: { editing: Editing; onHide: () => void }) {
  const t = useT(adminNs);
  const titleId = useId();
  const save = useSaveOrganization();
  return (
    <Modal
      show={editing !== null}
      onHide={save.isPending ? () => undefined : onHide}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!save.isPending} closeLabel={t('publishing.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {editing?.kind === 'rename' ? t('publishing.renameOrganisation') : t('publishing.newOrganisationTitle')}
        </Modal.Title>
      </Modal.Header>
      {editing && <OrganizationForm editing={editing} save={save} onDone={onHide} />}
    </Modal>
  );
}

function OrganizationForm({
  editing,
  save,
  onDone,
}: {
  editing: NonNullable<Editing>;
  save: ReturnType<typeof useSaveOrganization>;
  onDone: () => void;
}) {
  const t = useT(adminNs);
  const idPrefix = `organization-form${useId()}`;
  const form = useForm<OrganizationBodyIn, unknown, OrganizationBody>({
    resolver: zodResolver(OrganizationBody),
    defaultValues: { name: editing.kind === 'rename' ? editing.organization.name : '' },
  });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing.kind === 'rename' ? editing.organization.id : null, body });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('name', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError) {
        notify.error(error.message);
      }
    }
  });
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextField label={t('publishing.name')} autoComplete="off" {...bind('name')} />
      </Modal.Body>
      <ModalButtons
        isPending={save.isPending}
        onCancel={onDone}
        idle={editing.kind === 'rename' ? t('publishing.rename') : t('publishing.create')}
        busy={t('publishing.saving')}
      />
    </Form>
  );
}
