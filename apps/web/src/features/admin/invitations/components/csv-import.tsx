// Many invitations from a CSV file: choosing the file reads it and asks for the preview (nothing is sent yet),
// which lists every line with its problems; "Send N invitations" then sends the good lines (the server checks the
// file again) and the result lists what was sent and what was refused, and why.
import { INVITATION_CSV, type InvitationImportRow, REGISTER_TYPE_LABEL } from '@portal/contract';
import { Fragment, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';
import { type ImportPreview, type ImportResult, useImportInvitations, usePreviewImport } from '../api.ts';

const HINT = `Columns: ${INVITATION_CSV.columns.join(', ')} (register_type optional: 1 new participant, 2 existing account; course: id or short name). At most ${INVITATION_CSV.maxRows} lines.`;
const TOO_LARGE = `The file is too large (at most ${INVITATION_CSV.maxChars / 1024} KiB of text)`;
const NOT_CSV = 'Choose a .csv file';

export const CSV_IMPORT_TEXT = {
  sendButton: (count: number) => `Send ${count} invitation${count === 1 ? '' : 's'}`,
  checking: 'Checking the file...',
  sending: 'Sending...',
} as const;

export function CsvImport() {
  const id = `csv-import${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const check = usePreviewImport();
  const send = useImportInvitations();

  const choose = async (file: File | null) => {
    setPreview(null);
    setResult(null);
    setText(null);
    setFileError(undefined);
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) {
      setFileError(NOT_CSV);
      return;
    }
    const content = await file.text();
    if (content.length > INVITATION_CSV.maxChars) {
      setFileError(TOO_LARGE);
      return;
    }
    if (content.trim() === '') {
      setFileError('The file is empty');
      return;
    }
    setText(content);
    try {
      setPreview(await check.mutateAsync(content));
    } catch {
      // The request helper has told why.
    }
  };

  const sendGood = async () => {
    if (text === null) return;
    try {
      setResult(await send.mutateAsync(text));
      setPreview(null);
      setText(null);
      if (input.current) input.current.value = '';
    } catch {
      // The request helper has told why; the preview stays for another try.
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">
        Invite many from a CSV file
      </h2>
      <FieldFrame id={id} label="CSV file" message={fileError} hint={HINT}>
        <Form.Control
          id={id}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={check.isPending || send.isPending}
          isInvalid={Boolean(fileError)}
          onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          {...fieldAria({ id, message: fileError, hint: HINT })}
        />
      </FieldFrame>
      {check.isPending && (
        <p role="status" className="d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          {CSV_IMPORT_TEXT.checking}
        </p>
      )}
      {preview && <PreviewView preview={preview} isSending={send.isPending} onSend={() => void sendGood()} />}
      {result && <ResultView result={result} />}
    </section>
  );
}

function PreviewView({
  preview,
  isSending,
  onSend,
}: {
  preview: ImportPreview;
  isSending: boolean;
  onSend: () => void;
}) {
  if (preview.file_problems.length > 0) {
    return (
      <Alert variant="danger">
        <p className="mb-1 fw-semibold">The file cannot be imported:</p>
        <ul className="mb-0">
          {preview.file_problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  return (
    <>
      <p aria-live="polite">
        <strong>{preview.good}</strong> line{preview.good === 1 ? '' : 's'} ready to send,{' '}
        <strong>{preview.bad}</strong> with problems (not sent).
      </p>
      <RowsTable rows={preview.rows} caption="Preview of the file" />
      <Button onClick={onSend} disabled={isSending || preview.good === 0}>
        {isSending ? CSV_IMPORT_TEXT.sending : CSV_IMPORT_TEXT.sendButton(preview.good)}
      </Button>
    </>
  );
}

function ResultView({ result }: { result: ImportResult }) {
  return (
    <section aria-label="Import result">
      <Alert variant={result.refused.length > 0 ? 'warning' : 'success'}>
        {result.success}
        {result.refused.length > 0 &&
          `; ${result.refused.length} line${result.refused.length === 1 ? '' : 's'} refused (below)`}
        .
      </Alert>
      {result.refused.length > 0 && <RowsTable rows={result.refused} caption="Lines not sent" />}
    </section>
  );
}

/**
 * An e-mail address that may wrap only where a reader expects it, after the '@' and before a dot, never inside a
 * word ('text-break' cut 'nadia.karim@exam|ple.test' anywhere); a part longer than the column scrolls with the table.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at + 1);
  const domain = at < 0 ? '' : address.slice(at + 1);
  const pieces = domain.split('.');
  return (
    <span>
      {local}
      {domain && <wbr />}
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never move
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

function RowsTable({ rows, caption }: { rows: readonly InvitationImportRow[]; caption: string }) {
  return (
    <Table responsive size="sm" className="align-middle">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">E-mail</th>
          <th scope="col">Name</th>
          <th scope="col">Course</th>
          <th scope="col">Type</th>
          <th scope="col">Problems</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className={row.problems.length > 0 ? 'table-danger' : undefined}>
            <td>{row.line}</td>
            <td>
              <EmailAddress address={row.email} />
            </td>
            <td>{row.name}</td>
            <td>{row.course_label ?? row.course}</td>
            <td>{row.register_type === 1 || row.register_type === 2 ? REGISTER_TYPE_LABEL[row.register_type] : '—'}</td>
            <td>
              {row.problems.length === 0 ? (
                <Badge bg="success">Ready</Badge>
              ) : (
                <ul className="mb-0 ps-3">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
