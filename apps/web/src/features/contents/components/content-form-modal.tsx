// Upload Content and Edit Content (docs/features.md, Contents; docs/decisions/011-contents.md): an optional title (the
// server takes the file's name when it is empty), the course it is filed under or 'Uncategorized Content(s)' (0), and
// the file (its size limit shown and checked before it is sent), with a progress bar while it is sent; Cancel stops the
// upload. Upload requires a course and a file ('This field is required!'); the owner's edit may keep the file or
// replace it. The modal closes on 200 ('Content Uploaded Successfully!', 'Edited Successfully!') once the lists are
// refreshed; a failure is shown in the modal (the server's own text, 'Failed to Fetch!' when no answer came).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_MESSAGES,
  ContentForm,
  type ContentFormIn,
  type CoordinatorContent,
  coordinatorContents,
  UNCATEGORIZED,
} from '@portal/contract';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { chosenFileProblem, FileField } from '#web/components/files/file-field.tsx';
import { UploadProgress } from '#web/components/files/upload-progress.tsx';
import { useUpload } from '#web/components/files/use-upload.ts';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { contentsNs } from '#web/i18n/namespaces/contents.ts';
import { useT } from '#web/i18n/use-t.ts';
import { isAbortError, multipartBody, uploadFormText } from '#web/lib/api.ts';
import { AFTER_UPLOAD, allCourseOptions } from '../api.ts';

/** The file chosen in the form: null until one is; one of the accepted kinds, within the size limit. */
const chosenFile = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .superRefine((file, ctx) => {
    const problem = file ? chosenFileProblem(file, 'document') : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const UploadForm = ContentForm.extend({
  file: chosenFile.refine((file) => file !== null, CONTENT_MESSAGES.required),
});
const EditForm = ContentForm.extend({ file: chosenFile });
type FormIn = ContentFormIn & { file: File | null };

/** 'Uncategorized Content(s)' (0), after the courses of a course select. */
export function useUncategorizedOption() {
  const t = useT(contentsNs);
  return [{ value: UNCATEGORIZED, label: t('coordinator.uncategorized') }] as const;
}

type Mode = { kind: 'upload'; courseId: number | null } | { kind: 'edit'; content: CoordinatorContent };

interface ContentFormModalProps {
  show: boolean;
  onHide: () => void;
  mode: Mode;
  /** After a new content is saved: the course (or 0, uncategorised) it was filed under. */
  onUploaded?: (courseId: number) => void;
}

export function ContentFormModal({ show, onHide, mode, onUploaded }: ContentFormModalProps) {
  const titleId = useId();
  const isEdit = mode.kind === 'edit';
  const uploads: Uploads = { create: useUpload(coordinatorContents.upload), edit: useUpload(coordinatorContents.edit) };
  const upload = isEdit ? uploads.edit : uploads.create;
  const t = useT(contentsNs);
  return (
    <Modal
      show={show}
      onHide={upload.isUploading ? () => undefined : onHide}
      backdrop={upload.isUploading ? 'static' : true}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!upload.isUploading} closeLabel={t('form.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {isEdit ? t('form.editTitle') : t('form.uploadTitle')}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted while shown: each opening starts afresh (an edit from the content as it is now). */}
      {show && <ContentFormBody mode={mode} uploads={uploads} onDone={onHide} onUploaded={onUploaded} />}
    </Modal>
  );
}

interface Uploads {
  create: ReturnType<typeof useUpload<typeof coordinatorContents.upload>>;
  edit: ReturnType<typeof useUpload<typeof coordinatorContents.edit>>;
}

interface ContentFormBodyProps {
  mode: Mode;
  uploads: Uploads;
  onDone: () => void;
  onUploaded: ((courseId: number) => void) | undefined;
}

function ContentFormBody({ mode, uploads, onDone, onUploaded }: ContentFormBodyProps) {
  const idPrefix = `content-form${useId()}`;
  const isEdit = mode.kind === 'edit';
  const upload = isEdit ? uploads.edit : uploads.create;
  const defaults: FormIn = isEdit
    ? { content_title: mode.content.content_title, course_id: mode.content.course_id ?? UNCATEGORIZED, file: null }
    : { content_title: '', course_id: mode.courseId ?? '', file: null };
  const form = useForm({ resolver: zodResolver(isEdit ? EditForm : UploadForm), defaultValues: defaults });
  const bind = fieldBinder(form, idPrefix);
  const courses = allCourseOptions();
  const uncategorized = useUncategorizedOption();
  const t = useT(contentsNs);
  const messageText = useMessageText();

  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ file, ...json }) => {
    setFailure(null);
    try {
      if (mode.kind === 'edit') {
        await uploads.edit.send({
          params: { id: mode.content.id },
          formData: multipartBody(coordinatorContents.edit, { file: file ?? undefined, json }),
          invalidate: AFTER_UPLOAD,
          toastError: false,
        });
      } else {
        await uploads.create.send({
          formData: multipartBody(coordinatorContents.upload, { file: file ?? undefined, json }),
          invalidate: AFTER_UPLOAD,
          toastError: false,
        });
        onUploaded?.(json.course_id);
      }
      onDone();
    } catch (error) {
      // Said in the form (a 401 the helper has toasted); what was chosen stays for another try. Cancel: nothing.
      if (!isAbortError(error)) setFailure(uploadFormText(error));
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextField
          label={t('form.contentTitle')}
          required={false}
          hint={isEdit ? t('form.keepTitle') : t('form.fileNameTitle')}
          {...bind('content_title')}
        />
        <Controller
          control={form.control}
          name="course_id"
          render={({ field, fieldState }) => (
            <CourseSelect
              id={fieldId(idPrefix, field.name)}
              label={t('form.course')}
              placeholder={t('coordinator.selectCourse')}
              options={courses}
              extraOptions={uncategorized}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileField
              id={fieldId(idPrefix, field.name)}
              label={isEdit ? t('form.replaceFile') : t('form.contentFile')}
              rule="document"
              required={!isEdit}
              message={fieldState.error?.message}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={upload.isUploading}
            />
          )}
        />
        {isEdit && (
          <p className="small text-body-secondary mb-0">
            {t('form.currentFile')} <span className="text-break">{mode.content.content_file}</span>
          </p>
        )}
        <UploadProgress percent={upload.percent} label={isEdit ? t('form.editProgress') : t('form.uploadProgress')} />
        {failure && (
          <Alert variant="danger" className="mb-0">
            {messageText(failure)}
          </Alert>
        )}
      </Modal.Body>
      <ModalButtons
        isPending={upload.isUploading}
        cancelWhilePending={upload.canCancel}
        onCancel={() => {
          upload.cancel();
          onDone();
        }}
        idle={isEdit ? t('form.save') : t('form.upload')}
        busy={isEdit ? t('form.saving') : t('form.uploading')}
      />
    </Form>
  );
}
