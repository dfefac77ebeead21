// The coordinator's New Assignment and Edit Assignment dialogs (docs/features.md, Assignments). New: title ('This field
// is required!', 'Please Enter a valid title'), course, last submission date typed dd-MM-yyyy or picked from the
// calendar beside it (sent as 'YYYY-M-D 00:00:00') and a file (its size limit shown and checked before it is sent), all
// required. Edit: title and date, prefilled; a file is optional and replaces the old one. Both show a progress bar
// while the file goes (Cancel stops it), toast the server's success text, close, and leave the list refreshed; a
// failure is shown in the dialog (the server's own text, 'Failed to Fetch!' when no answer came).
import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNMENT_MESSAGES, bengaliDigits, type CoordinatorAssignment } from '@portal/contract';
import { type ReactNode, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { FileField } from '#web/components/files/file-field.tsx';
import { UploadProgress } from '#web/components/files/upload-progress.tsx';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { DateField } from '#web/components/form/date-field.tsx';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { isAbortError, uploadFormText } from '#web/lib/api.ts';
import { coordinatorCourseOptions, useCreateAssignment, useEditAssignment } from '../api.ts';
import { EditAssignmentSchema, fileMessage, NewAssignmentSchema, toDisplayDate } from '../forms.ts';

const pickOptions = { shouldValidate: true, shouldDirty: true } as const;

interface DialogProps {
  show: boolean;
  onHide: () => void;
}

function AssignmentDialog({ show, onHide, title, children }: DialogProps & { title: string; children: ReactNode }) {
  const titleId = useId();
  const t = useT(assignmentsNs);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered size="lg" backdrop="static">
      <Modal.Header closeButton closeLabel={t('form.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted while shown: each opening starts from an empty form, or from the assignment as it is now. */}
      {show && children}
    </Modal>
  );
}

export function NewAssignmentModal({ show, onHide }: DialogProps) {
  const t = useT(assignmentsNs);
  return (
    <AssignmentDialog show={show} onHide={onHide} title={t('form.newTitle')}>
      <NewAssignmentForm onDone={onHide} />
    </AssignmentDialog>
  );
}

export function EditAssignmentModal({
  assignment,
  onHide,
}: {
  /** The assignment to edit; null: the dialog is closed. */
  assignment: Pick<CoordinatorAssignment, 'assignment_id' | 'title' | 'submit_date' | 'content_file'> | null;
  onHide: () => void;
}) {
  const t = useT(assignmentsNs);
  return (
    <AssignmentDialog show={assignment !== null} onHide={onHide} title={t('form.editTitle')}>
      {assignment && <EditAssignmentForm assignment={assignment} onDone={onHide} />}
    </AssignmentDialog>
  );
}

/** The file beside the form's fields: its message follows each choice and each submit. */
function useFileChoice(required: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const missing = required ? ASSIGNMENT_MESSAGES.required : undefined;
  return {
    file,
    message,
    /** Checks the file on submit; true when it may be sent. */
    check: () => {
      const problem = fileMessage(file, 'document', missing);
      setMessage(problem);
      return problem === undefined;
    },
    onChange: (chosen: File | null) => {
      setFile(chosen);
      setMessage(chosen ? fileMessage(chosen, 'document', undefined) : undefined);
    },
  };
}

const EMPTY = { assignment_title: '', course_id: '', last_submission_date: '' };

/** The date field's texts, and a date as the field shows it: in Bangla with Bengali digits (it takes either). */
function useDateTexts() {
  const t = useT(assignmentsNs);
  const language = useLanguage();
  return {
    field: {
      label: t('form.date'),
      pickerLabel: t('form.pickDate'),
      hint: t('form.dateHint'),
      placeholder: t('form.datePlaceholder'),
    },
    shown: (text: string) => (language === 'bn' ? bengaliDigits(text) : text),
  };
}

function NewAssignmentForm({ onDone }: { onDone: () => void }) {
  const idPrefix = `new-assignment${useId()}`;
  const form = useForm({ resolver: zodResolver(NewAssignmentSchema), defaultValues: EMPTY });
  const bind = fieldBinder(form, idPrefix);
  const file = useFileChoice(true);
  const create = useCreateAssignment();
  const courses = coordinatorCourseOptions(1);
  const t = useT(assignmentsNs);
  const date = useDateTexts();

  const submit = form.handleSubmit(
    ({ assignment_title, course_id, last_submission_date }) => {
      if (!file.check() || !file.file) return;
      create.mutate(
        { courseId: course_id, json: { title: assignment_title, last_submission_date }, file: file.file },
        { onSuccess: onDone },
      );
    },
    () => file.check(),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <fieldset disabled={create.isPending}>
          <legend className="visually-hidden">{t('form.legend')}</legend>
          <TextField label={t('form.title')} {...bind('assignment_title')} />
          <Controller
            control={form.control}
            name="course_id"
            render={({ field, fieldState }) => (
              <CourseSelect
                id={fieldId(idPrefix, field.name)}
                label={t('form.course')}
                placeholder={t('form.selectCourse')}
                options={courses}
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                message={fieldState.error?.message}
              />
            )}
          />
          <DateField
            {...date.field}
            onPick={(text) => form.setValue('last_submission_date', date.shown(text), pickOptions)}
            {...bind('last_submission_date')}
          />
          <FileField
            id={`${idPrefix}-file`}
            label={t('form.file')}
            rule="document"
            message={file.message}
            onChange={file.onChange}
          />
        </fieldset>
        <UploadStatus percent={create.percent} error={create.isError ? create.error : null} />
      </Modal.Body>
      <ModalButtons
        isPending={create.isPending}
        cancelWhilePending={create.canCancel}
        onCancel={() => {
          create.cancel();
          onDone();
        }}
        idle={t('form.create')}
        busy={t('form.creating')}
      />
    </Form>
  );
}

function EditAssignmentForm({
  assignment,
  onDone,
}: {
  assignment: Pick<CoordinatorAssignment, 'assignment_id' | 'title' | 'submit_date' | 'content_file'>;
  onDone: () => void;
}) {
  const idPrefix = `edit-assignment${useId()}`;
  const t = useT(assignmentsNs);
  const date = useDateTexts();
  const form = useForm({
    resolver: zodResolver(EditAssignmentSchema),
    defaultValues: {
      assignment_title: assignment.title,
      last_submission_date: date.shown(toDisplayDate(assignment.submit_date)),
    },
  });
  const bind = fieldBinder(form, idPrefix);
  const file = useFileChoice(false);
  const edit = useEditAssignment();

  const submit = form.handleSubmit(
    ({ assignment_title, last_submission_date }) => {
      if (!file.check()) return;
      edit.mutate(
        {
          id: assignment.assignment_id,
          json: { title: assignment_title, last_submission_date },
          file: file.file ?? undefined,
        },
        { onSuccess: onDone },
      );
    },
    () => file.check(),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <fieldset disabled={edit.isPending}>
          <legend className="visually-hidden">{t('form.legend')}</legend>
          <TextField label={t('form.title')} {...bind('assignment_title')} />
          <DateField
            {...date.field}
            onPick={(text) => form.setValue('last_submission_date', date.shown(text), pickOptions)}
            {...bind('last_submission_date')}
          />
          <FileField
            id={`${idPrefix}-file`}
            label={t('form.replaceFile')}
            rule="document"
            required={false}
            message={file.message}
            onChange={file.onChange}
          />
          <p className="small text-body-secondary">{t('form.currentFile', { file: assignment.content_file })}</p>
        </fieldset>
        <UploadStatus percent={edit.percent} error={edit.isError ? edit.error : null} />
      </Modal.Body>
      <ModalButtons
        isPending={edit.isPending}
        cancelWhilePending={edit.canCancel}
        onCancel={() => {
          edit.cancel();
          onDone();
        }}
        idle={t('form.save')}
        busy={t('form.saving')}
      />
    </Form>
  );
}

function UploadStatus({ percent, error }: { percent: number | null; error: unknown }) {
  const messageText = useMessageText();
  return (
    <>
      <UploadProgress percent={percent} />
      {error !== null && !isAbortError(error) && (
        <Alert variant="danger" className="mb-0">
          {messageText(uploadFormText(error))}
        </Alert>
      )}
    </>
  );
}
