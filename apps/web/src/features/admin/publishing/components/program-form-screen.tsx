// New Programme and Edit Programme: short name (the public address /courses/{short}), name, display order, image
// and the module and description in the rich-text editor. The same schema as the server checks the fields; a
// short name taken by another programme (409) is shown beside the field. Saved, it goes back to the list.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProgramDetail, ProgramForm, type ProgramFormIn, PUBLISHING_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { programOptions, useRemoveProgramImage, useSaveProgram } from '../api.ts';
import { chosenImage, ImageChoice } from './image-choice.tsx';
import { RichTextField } from './rich-text-field.tsx';

const FormSchema = ProgramForm.extend({ image: chosenImage });
type FormIn = ProgramFormIn & { image: File | null };

const EMPTY: FormIn = { short_name: '', name: '', sort_order: '0', module: '', description: '', image: null };

export function NewProgramScreen() {
  return <ProgramFormBody program={null} />;
}

/** `programId`: the route's parameter (text; anything but a number is no programme). */
export function EditProgramScreen({ programId }: { programId: string | undefined }) {
  const id = /^\d{1,10}$/.test(programId ?? '') ? Number(programId) : null;
  const query = useQuery({ ...programOptions(id ?? 0), enabled: id !== null });
  const msg = useMessageText();
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <PageError message={msg(PUBLISHING_TEXT.programNotFound)} />;
  }
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <PageError message={listFailureText(query.error)} onRetry={() => void query.refetch()} />;
  return <ProgramFormBody key={query.data.id} program={query.data} />;
}

function ProgramFormBody({ program }: { program: AdminProgramDetail | null }) {
  const t = useT(adminNs);
  const idPrefix = `program-form${useId()}`;
  const navigate = useNavigate();
  const save = useSaveProgram();
  const removeImage = useRemoveProgramImage();
  const form = useForm<FormIn, unknown, ReturnType<typeof FormSchema.parse>>({
    resolver: zodResolver(FormSchema),
    defaultValues: program
      ? {
          short_name: program.short_name,
          name: program.name,
          sort_order: String(program.sort_order),
          module: program.module,
          description: program.description,
          image: null,
        }
      : EMPTY,
  });
  const bind = fieldBinder(form, idPrefix);
  const busy = save.isPending;

  const submit = form.handleSubmit(async ({ image, ...body }) => {
    try {
      const saved = await save.mutateAsync({ id: program?.id ?? null, body, image });
      // A refused image leaves the saved programme open for another try.
      if (!saved.imageRefused) void navigate(paths.admin.programs.path);
      else if (!program) void navigate(paths.admin.editProgram.getHref(saved.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('short_name', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError) {
        notify.error(error.message);
      }
    }
  });

  return (
    <Form noValidate onSubmit={submit} className="admin-form">
      <div className="row">
        <div className="col-md-4">
          <TextField
            label={t('publishing.shortName')}
            hint={t('publishing.shortNameHint', { address: '/courses/short-name' })}
            autoComplete="off"
            {...bind('short_name')}
          />
        </div>
        <div className="col-md-8">
          <TextField label={t('publishing.name')} autoComplete="off" {...bind('name')} />
        </div>
      </div>
      <div className="row">
        <div className="col-md-4">
          <TextField
            label={t('publishing.order')}
            inputMode="numeric"
            hint={t('publishing.orderHintOn', { path: '/courses' })}
            {...bind('sort_order')}
          />
        </div>
        <div className="col-md-8">
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageChoice
                id={fieldId(idPrefix, field.name)}
                label={t('publishing.image')}
                currentUrl={program?.image_url ?? null}
                message={fieldState.error?.message}
                onChange={field.onChange}
                inputRef={field.ref}
                disabled={busy}
                {...(program?.image_url
                  ? { onRemove: () => removeImage.mutate(program.id), isRemoving: removeImage.isPending }
                  : {})}
              />
            )}
          />
        </div>
      </div>
      <Controller
        control={form.control}
        name="module"
        render={({ field, fieldState }) => (
          <RichTextField
            id={fieldId(idPrefix, field.name)}
            label={t('publishing.module')}
            required={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            message={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            id={fieldId(idPrefix, field.name)}
            label={t('publishing.description')}
            required={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            message={fieldState.error?.message}
            disabled={busy}
          />
        )}
      />
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('publishing.saving') : program ? t('publishing.saveChanges') : t('publishing.createProgramme')}
        </Button>
        <Link className="btn btn-secondary" to={paths.admin.programs.path}>
          {t('publishing.cancel')}
        </Link>
      </div>
    </Form>
  );
}
