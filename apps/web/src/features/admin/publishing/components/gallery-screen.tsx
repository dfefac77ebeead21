// The home page's gallery: images in display order (order, then the oldest first), each with its title (also the
// image's text for screen readers) and an optional link. Add and edit in a dialog (the image is required to add,
// optional to replace on an edit, with a progress bar while it is sent); delete asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminGalleryImage,
  adminPublishing,
  GalleryForm,
  type GalleryFormIn,
  PUBLISHING_TEXT,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { UploadProgress } from '#web/components/files/upload-progress.tsx';
import { useUpload } from '#web/components/files/use-upload.ts';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { multipartBody } from '#web/lib/api.ts';
import { AFTER_GALLERY, deleteGalleryImageCall, galleryOptions } from '../api.ts';
import { chosenImage, ImageChoice } from './image-choice.tsx';

export const GALLERY_MESSAGES = { imageRequired: 'Choose an image' } as const;

const EditSchema = GalleryForm.extend({ image: chosenImage });
const CreateSchema = GalleryForm.extend({
  image: chosenImage.refine((file) => file !== null, GALLERY_MESSAGES.imageRequired),
});
type FormIn = GalleryFormIn & { image: File | null };

type Editing = { kind: 'create' } | { kind: 'edit'; image: AdminGalleryImage } | null;

export function GalleryScreen() {
  const page = usePageParam();
  const query = useQuery(galleryOptions(page));
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AdminGalleryImage | null>(null);
  const t = useT(adminNs);
  const msg = useMessageText();

  const columns: Column<AdminGalleryImage>[] = [
    {
      header: t('publishing.image'),
      cell: (image) => (
        <img src={image.image_url} alt="" width={120} height={48} className="rounded object-fit-cover" />
      ),
    },
    { header: t('publishing.title'), cell: (image) => image.title },
    {
      header: t('publishing.link'),
      cell: (image) =>
        image.link_url ? (
          <a href={image.link_url} target="_blank" rel="noopener noreferrer" className="text-break">
            {image.link_url}
          </a>
        ) : (
          <span className="text-body-secondary small">{t('publishing.none')}</span>
        ),
    },
    { header: t('publishing.order'), cell: (image) => image.sort_order },
    {
      header: t('publishing.action'),
      cell: (image) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ kind: 'edit', image })}
            aria-label={t('publishing.editName', { name: image.title })}
          >
            {t('publishing.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setToDelete(image)}
            aria-label={t('publishing.deleteName', { name: image.title })}
          >
            {t('publishing.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex justify-content-end">
        <Button className="mb-3" onClick={() => setEditing({ kind: 'create' })}>
          {t('publishing.addImage')}
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(image) => image.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PUBLISHING_TEXT.galleryEmpty)}
        caption={t('publishing.galleryCaption')}
      />
      <GalleryDialog editing={editing} onHide={() => setEditing(null)} />
      <ConfirmDeleteDialog
        show={toDelete !== null}
        onHide={() => setToDelete(null)}
        title={t('publishing.deleteImage')}
        call={deleteGalleryImageCall(toDelete?.id ?? 0)}
      >
        {t('publishing.deleteImageBefore')}
        <strong>{toDelete?.title}</strong>
        {t('publishing.deleteImageAfter')}
      </ConfirmDeleteDialog>
    </>
  );
}

function GalleryDialog({ editing, onHide }: { editing: Editing; onHide: () => void }) {
  const t = useT(adminNs);
  const titleId = useId();
  const uploads = {
    create: useUpload(adminPublishing.createGalleryImage),
    edit: useUpload(adminPublishing.updateGalleryImage),
  };
  const busy = uploads.create.isUploading || uploads.edit.isUploading;
  return (
    <Modal
      show={editing !== null}
      onHide={busy ? () => undefined : onHide}
      backdrop={busy ? 'static' : true}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!busy} closeLabel={t('publishing.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {editing?.kind === 'edit' ? t('publishing.editImageTitle') : t('publishing.addImageTitle')}
        </Modal.Title>
      </Modal.Header>
      {editing && <GalleryFormBody editing={editing} uploads={uploads} onDone={onHide} />}
    </Modal>
  );
}

interface Uploads {
  create: ReturnType<typeof useUpload<typeof adminPublishing.createGalleryImage>>;
  edit: ReturnType<typeof useUpload<typeof adminPublishing.updateGalleryImage>>;
}

function GalleryFormBody({
  editing,
  uploads,
  onDone,
}: {
  editing: NonNullable<Editing>;
  uploads: Uploads;
  onDone: () => void;
}) {
  const t = useT(adminNs);
  const idPrefix = `gallery-form${useId()}`;
  const isEdit = editing.kind === 'edit';
  const upload = isEdit ? uploads.edit : uploads.create;
  const schema = isEdit ? EditSchema : CreateSchema;
  const form = useForm<FormIn, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: isEdit
      ? {
          title: editing.image.title,
          link_url: editing.image.link_url ?? '',
          sort_order: String(editing.image.sort_order),
          image: null,
        }
      : { title: '', link_url: '', sort_order: '0', image: null },
  });
  const bind = fieldBinder(form, idPrefix);

  const submit = form.handleSubmit(async ({ image, ...json }) => {
    try {
      if (editing.kind === 'edit') {
        await uploads.edit.send({
          params: { id: editing.image.id },
          formData: multipartBody(adminPublishing.updateGalleryImage, { file: image ?? undefined, json }),
          invalidate: AFTER_GALLERY,
        });
      } else {
        await uploads.create.send({
          formData: multipartBody(adminPublishing.createGalleryImage, { file: image ?? undefined, json }),
          invalidate: AFTER_GALLERY,
        });
      }
      onDone();
    } catch {
      // The upload helper has told why; what was typed and chosen stays for another try.
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextField
          label={t('publishing.title')}
          hint={t('publishing.titleHint')}
          autoComplete="off"
          {...bind('title')}
        />
        <TextField
          label={t('publishing.link')}
          required={false}
          hint={t('publishing.linkHint', { example: 'https://…', path: '/courses' })}
          autoComplete="off"
          {...bind('link_url')}
        />
        <TextField
          label={t('publishing.order')}
          inputMode="numeric"
          hint={t('publishing.orderHint')}
          {...bind('sort_order')}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageChoice
              id={fieldId(idPrefix, field.name)}
              label={t('publishing.image')}
              currentUrl={isEdit ? editing.image.image_url : null}
              required={!isEdit}
              message={fieldState.error?.message}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={upload.isUploading}
            />
          )}
        />
        <UploadProgress percent={upload.percent} label={t('publishing.uploadProgress')} />
      </Modal.Body>
      <ModalButtons
        isPending={upload.isUploading}
        onCancel={onDone}
        idle={isEdit ? t('publishing.saveChanges') : t('publishing.addImage')}
        busy={t('publishing.saving')}
      />
    </Form>
  );
}
