// Many invitations from a CSV file: choosing the file reads it and asks for the preview (nothing is sent yet),
// which lists every line with its problems; "Send N invitations" then sends the good lines (the server checks the
// file again) and the result lists what was sent and what was refused, and why.
import { formatNumber, INVITATION_CSV, type InvitationImportRow, REGISTER_TYPE_LABEL } from '@portal/contract';
import { Fragment, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { RefusalText } from '#web/lib/refusal-text.tsx';
import { type ImportPreview, type ImportResult, useImportInvitations, usePreviewImport } from '../api.ts';

/** The column names the import's problems name (`refusal.csv*` of the texts catalogue), as people type them. */
const [colEmail, colName, colCourse, colType] = INVITATION_CSV.columns;
export const CSV_COLUMNS = { colEmail, colName, colCourse, colType };

export function CsvImport() {
  const t = useT(adminNs);
  const hint = t('csv.hint', {
    columns: INVITATION_CSV.columns.join(', '),
    typeColumn: 'register_type',
    courseColumn: 'course',
    maxRows: INVITATION_CSV.maxRows,
  });
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
      setFileError(t('csv.notCsv', { extension: '.csv' }));
      return;
    }
    const content = await file.text();
    if (content.length > INVITATION_CSV.maxChars) {
      setFileError(t('csv.tooLarge', { kib: INVITATION_CSV.maxChars / 1024 }));
      return;
    }
    if (content.trim() === '') {
      setFileError(t('csv.empty'));
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
        {t('csv.title')}
      </h2>
      <FieldFrame id={id} label={t('csv.file')} message={fileError} hint={hint}>
        <Form.Control
          id={id}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          disabled={check.isPending || send.isPending}
          isInvalid={Boolean(fileError)}
          onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          {...fieldAria({ id, message: fileError, hint })}
        />
      </FieldFrame>
      {check.isPending && (
        <p role="status" className="d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          {t('csv.checking')}
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
  const t = useT(adminNs);
  const language = useLanguage();
  if (preview.file_problems.length > 0) {
    return (
      <Alert variant="danger">
        <p className="mb-1 fw-semibold">{t('csv.cannotImport')}</p>
        <ul className="mb-0">
          {preview.file_problems.map((problem, index) => (
            <li key={problem}>
              <RefusalText text={problem} written={preview.file_written?.[index]} fixed={CSV_COLUMNS} />
            </li>
          ))}
        </ul>
      </Alert>
    );
  }
  return (
    <>
      <p aria-live="polite">
        <strong>{formatNumber(language, preview.good)}</strong>
        {t('csv.ready', { count: preview.good })}
        <strong>{formatNumber(language, preview.bad)}</strong>
        {t('csv.withProblems')}
      </p>
      <RowsTable rows={preview.rows} caption={t('csv.preview')} />
      <Button onClick={onSend} disabled={isSending || preview.good === 0}>
        {isSending ? t('csv.sending') : t('csv.send', { count: preview.good })}
      </Button>
    </>
  );
}

function ResultView({ result }: { result: ImportResult }) {
  const t = useT(adminNs);
  return (
    <section aria-label={t('csv.result')}>
      <Alert variant={result.refused.length > 0 ? 'warning' : 'success'}>
        {/* The server's answer is INVITATION_TEXT.importSent of the rows sent: said here in the page's language. */}
        {t('csv.sentCount', { count: result.sent.length })}
        {result.refused.length > 0 && t('csv.refused', { count: result.refused.length })}
        {t('csv.fullStop')}
      </Alert>
      {result.refused.length > 0 && <RowsTable rows={result.refused} caption={t('csv.notSent')} />}
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
  const t = useT(adminNs);
  const msg = useMessageText();
  return (
    // A table wider than the screen (a phone; the longer Bangla problems) scrolls: its region is reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-responsive" tabIndex={0} aria-label={caption}>
      <Table size="sm" className="align-middle">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('csv.line')}</th>
            <th scope="col">{t('csv.email')}</th>
            <th scope="col">{t('csv.name')}</th>
            <th scope="col">{t('csv.course')}</th>
            <th scope="col">{t('csv.type')}</th>
            <th scope="col">{t('csv.problems')}</th>
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
              <td>
                {row.register_type === 1 || row.register_type === 2 ? msg(REGISTER_TYPE_LABEL[row.register_type]) : '—'}
              </td>
              <td>
                {row.problems.length === 0 ? (
                  <Badge bg="success">{t('csv.readyBadge')}</Badge>
                ) : (
                  <ul className="mb-0 ps-3">
                    {row.problems.map((problem, index) => (
                      <li key={problem}>
                        <RefusalText text={problem} written={row.written?.[index]} fixed={CSV_COLUMNS} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
