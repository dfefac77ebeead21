// "Drop the PDF here to check it": the browser hashes the file (SHA-256, Web Crypto) and compares it with the hash of
// the PDF the institute issued. The file is read in the browser only; nothing is sent. A file input beside the drop
// zone serves keyboard users (and anyone without a mouse).
import { type DragEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import verifyEn from '#web/i18n/catalogues/verify.en.ts';
import { verifyNs } from '#web/i18n/namespaces/verify.ts';
import { useT } from '#web/i18n/use-t.ts';
import { sha256Hex } from '../api.ts';

/** The check's English texts (the catalogue's), for the tests. */
export const PDF_CHECK_TEXT = verifyEn.pdf;

type Outcome = 'checking' | 'match' | 'mismatch' | 'unreadable';

const OUTCOME_CLASS: Record<Outcome, string> = {
  checking: 'alert alert-secondary',
  match: 'alert alert-success',
  mismatch: 'alert alert-danger',
  unreadable: 'alert alert-warning',
};

export function PdfCheck({ sha256 }: { sha256: string }) {
  const inputId = useId();
  const [outcome, setOutcome] = useState<{ state: Outcome; file: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const t = useT(verifyNs);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setOutcome({ state: 'checking', file: file.name });
    try {
      const hash = await sha256Hex(file);
      setOutcome({ state: hash === sha256.toLowerCase() ? 'match' : 'mismatch', file: file.name });
    } catch {
      setOutcome({ state: 'unreadable', file: file.name });
    }
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <section className="mt-4" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="h5">
        {t('pdf.heading')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer-only shortcut; the file input inside is the keyboard's way */}
      <div
        data-testid="pdf-drop-zone"
        className={`rounded border border-2 p-4 text-center ${dragging ? 'border-primary bg-primary-subtle' : ''}`}
        style={{ borderStyle: 'dashed' }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="fw-semibold mb-3">{t('pdf.drop')}</p>
        <Form.Label htmlFor={inputId}>{t('pdf.choose')}</Form.Label>
        <Form.Control
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={`${inputId}-private`}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            void check(input.files?.[0]);
          }}
        />
        <p id={`${inputId}-private`} className="small text-body-secondary mt-2 mb-0">
          {t('pdf.private')}
        </p>
      </div>
      <div aria-live="polite" className="mt-3">
        {outcome && (
          <p className={OUTCOME_CLASS[outcome.state]}>
            {t(`pdf.${outcome.state}`)}
            {outcome.state !== 'checking' && <span className="d-block small text-break">{outcome.file}</span>}
          </p>
        )}
      </div>
    </section>
  );
}
