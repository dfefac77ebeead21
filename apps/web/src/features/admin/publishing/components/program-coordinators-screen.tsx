// A programme's coordinators by batch, as its public page lists them (latest batch first): add a coordinator to a
// batch (a coordinator already in that batch is refused beside the field) and remove an entry, asked first.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProgramCoordinator,
  ProgramCoordinatorForm,
  type ProgramCoordinatorFormIn,
  PUBLISHING_TEXT,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { coordinatorOptions } from '../../people/api.ts';
import {
  programCoordinatorsOptions,
  programOptions,
  removeProgramCoordinatorCall,
  useAddProgramCoordinator,
} from '../api.ts';

/** `programId`: the route's parameter (text; anything but a number is no programme). */
export function ProgramCoordinatorsScreen({ programId }: { programId: string | undefined }) {
  const id = /^\d{1,10}$/.test(programId ?? '') ? Number(programId) : null;
  const msg = useMessageText();
  if (id === null) return <PageError message={msg(PUBLISHING_TEXT.programNotFound)} />;
  return <ProgramCoordinators programId={id} />;
}

function ProgramCoordinators({ programId }: { programId: number }) {
  const page = usePageParam();
  const program = useQuery(programOptions(programId));
  const query = useQuery(programCoordinatorsOptions(programId, page));
  const [toRemove, setToRemove] = useState<AdminProgramCoordinator | null>(null);
  const t = useT(adminNs);
  const msg = useMessageText();
  if (program.error instanceof ApiError && program.error.status === 404) {
    return <PageError message={msg(PUBLISHING_TEXT.programNotFound)} />;
  }

  const columns: Column<AdminProgramCoordinator>[] = [
    // The batch is as the admin wrote it ('Batch 6').
    { header: t('publishing.batch'), cell: (entry) => entry.batch },
    {
      header: t('publishing.coordinator'),
      cell: (entry) => (
        <>
          {entry.coordinator_name}
          {!entry.is_active && (
            <Badge bg="secondary" className="ms-2">
              {t('publishing.deactivated')}
            </Badge>
          )}
          <br />
          <span className="small text-body-secondary">{entry.email}</span>
        </>
      ),
    },
    {
      header: t('publishing.action'),
      cell: (entry) => (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => setToRemove(entry)}
          aria-label={t('publishing.removeFrom', { name: entry.coordinator_name, batch: entry.batch })}
        >
          {t('publishing.remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <p>
        <Link to={paths.admin.programs.path}>{t('publishing.backToProgrammes')}</Link>
        {program.data && (
          <>
            {' · '}
            <strong>{program.data.name}</strong> ({program.data.short_name})
          </>
        )}
      </p>
      <AddCoordinatorForm programId={programId} />
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(entry) => entry.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PUBLISHING_TEXT.coordinatorsEmpty)}
        caption={t('publishing.coordinatorsByBatch')}
      />
      <ConfirmDeleteDialog
        show={toRemove !== null}
        onHide={() => setToRemove(null)}
        title={t('publishing.removeCoordinator')}
        call={removeProgramCoordinatorCall(toRemove?.id ?? 0)}
      >
        {t('publishing.removeBefore')}
        <strong>{toRemove?.coordinator_name}</strong>
        {t('publishing.removeAfter', { batch: toRemove?.batch ?? '' })}
      </ConfirmDeleteDialog>
    </>
  );
}

function AddCoordinatorForm({ programId }: { programId: number }) {
  const t = useT(adminNs);
  const idPrefix = `program-coordinator${useId()}`;
  const options = useQuery({ ...coordinatorOptions(), select: (answer) => answer.coordinators });
  const add = useAddProgramCoordinator(programId);
  const form = useForm<ProgramCoordinatorFormIn, unknown, ReturnType<typeof ProgramCoordinatorForm.parse>>({
    resolver: zodResolver(ProgramCoordinatorForm),
    defaultValues: { coordinator_id: '', batch: '' },
  });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset({ coordinator_id: '', batch: body.batch });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('coordinator_id', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError) {
        notify.error(error.message);
      }
    }
  });
  return (
    <Form
      noValidate
      onSubmit={submit}
      className="row align-items-start mb-3"
      aria-label={t('publishing.addCoordinator')}
    >
      <div className="col-md-6">
        <Controller
          control={form.control}
          name="coordinator_id"
          render={({ field, fieldState }) => (
            <SelectField
              id={fieldId(idPrefix, field.name)}
              label={t('publishing.coordinator')}
              placeholder={options.isPending ? t('publishing.loading') : t('publishing.selectCoordinator')}
              options={options.data ?? []}
              isBusy={options.isPending}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="col-md-4">
        <TextField
          label={t('publishing.batch')}
          placeholder={t('publishing.batchPlaceholder')}
          autoComplete="off"
          {...bind('batch')}
        />
      </div>
      <div className="col-md-2 pt-md-4 mt-md-2">
        <Button type="submit" disabled={add.isPending} className="w-100">
          {add.isPending ? t('publishing.adding') : t('publishing.add')}
        </Button>
      </div>
    </Form>
  );
}
