// The participant's upload of an assignment (docs/features.md, Assignments): one file ('Please Choose A file!' when
// none; .doc .docx .ppt .pptx .xls .xlsx .pdf .zip), a progress bar while it goes, the server's 'Uploaded
// Successfully!' toast (Cancel stops the upload while the file is still going), then the receipt the server answers:
// what arrived (name, size, SHA-256), when, and whether on time or in the 24 hours of grace. A refusal (after the
// deadline: 'The submission deadline has passed.') is shown in the dialog, and the earlier submission stays.
import {
  ASSIGNMENT_MESSAGES,
  formatNumber,
  type ParticipantAssignment,
  type SubmissionReceipt,
} from '@portal/contract';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FileField } from '#web/components/files/file-field.tsx';
import { UploadProgress } from '#web/components/files/upload-progress.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { isAbortError, uploadFormText } from '#web/lib/api.ts';
import { useSubmitAssignment } from '../api.ts';
import { dateTimeText, fileSizeText } from '../format.ts';
import { fileMessage } from '../forms.ts';

type Assignment = Pick<ParticipantAssignment, 'assignment_id' | 'title' | 'assignment_file'>;

interface SubmitAssignmentModalProps {
  /** The assignment to submit for; null: the dialog is closed. */
  assignment: Assignment | null;
  onHide: () => void;
}

export function SubmitAssignmentModal({ assignment, onHide }: SubmitAssignmentModalProps) {
  const titleId = useId();
  const t = useT(assignmentsNs);
  // Kept while the dialog fades out, so that its content does not vanish before it.
  const [shown, setShown] = useState(assignment);
  if (assignment !== null && assignment !== shown) setShown(assignment);
  const isChange = shown?.assignment_file != null;

  return (
    <Modal show={assignment !== null} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t('submit.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {isChange ? t('submit.changeTitle') : t('submit.uploadTitle')}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted while shown: each opening starts with no file and no receipt. */}
      {assignment !== null && <SubmitForm assignment={assignment} onDone={onHide} />}
    </Modal>
  );
}

function SubmitForm({ assignment, onDone }: { assignment: Assignment; onDone: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const submit = useSubmitAssignment();
  const t = useT(assignmentsNs);
  const messageText = useMessageText();

  if (submit.data) {
    return (
      <>
        <Modal.Body>
          <Receipt receipt={submit.data.receipt} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={onDone}>
            {t('submit.done')}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = fileMessage(file, 'submission', ASSIGNMENT_MESSAGES.chooseFile);
        setMessage(problem);
        if (problem || !file) return;
        submit.mutate({ assignmentId: assignment.assignment_id, file });
      }}
    >
      <Modal.Body>
        <p className="fw-semibold">{assignment.title}</p>
        {assignment.assignment_file && (
          <p className="small text-body-secondary">{t('submit.currentFile', { file: assignment.assignment_file })}</p>
        )}
        <FileField
          id={`${id}-file`}
          label={t('submit.file')}
          rule="submission"
          message={message}
          disabled={submit.isPending}
          onChange={(chosen) => {
            setFile(chosen);
            setMessage(chosen ? fileMessage(chosen, 'submission', undefined) : undefined);
            submit.reset();
          }}
        />
        <UploadProgress percent={submit.percent} />
        {submit.isError && !isAbortError(submit.error) && (
          <Alert variant="danger" className="mb-0">
            {messageText(uploadFormText(submit.error))}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="secondary"
          onClick={() => {
            submit.cancel();
            onDone();
          }}
          disabled={submit.isPending && !submit.canCancel}
        >
          {t('submit.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={submit.isPending}>
          {submit.isPending ? t('submit.uploading') : t('submit.upload')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** What the server received, and when: the participant's proof of the submission. */
export function Receipt({ receipt }: { receipt: SubmissionReceipt }) {
  const id = useId();
  const t = useT(assignmentsNs);
  const language = useLanguage();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="h6">
        {t('receipt.title')}
      </h3>
      <dl className="row mb-0 small">
        <dt className="col-sm-4">{t('receipt.file')}</dt>
        <dd className="col-sm-8 text-break">{receipt.file_name}</dd>
        <dt className="col-sm-4">{t('receipt.size')}</dt>
        <dd className="col-sm-8">
          {fileSizeText(receipt.size_bytes, language)}
          {receipt.size_bytes >= 1024 && (
            <span className="text-body-secondary">
              {' '}
              {t('receipt.bytes', {
                size:
                  language === 'bn' ? formatNumber(language, receipt.size_bytes) : receipt.size_bytes.toLocaleString(),
              })}
            </span>
          )}
        </dd>
        <dt className="col-sm-4">SHA-256</dt>
        <dd className="col-sm-8 font-monospace text-break">{receipt.sha256}</dd>
        <dt className="col-sm-4">{t('receipt.received')}</dt>
        <dd className="col-sm-8">
          <time dateTime={receipt.submitted_at}>{dateTimeText(receipt.submitted_at, language)}</time>
        </dd>
        <dt className="col-sm-4">{t('receipt.status')}</dt>
        <dd className="col-sm-8">
          {receipt.on_time ? (
            <span className="badge text-bg-success">{t('receipt.onTime')}</span>
          ) : (
            <span className="badge text-bg-warning">{t('receipt.inGrace')}</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
