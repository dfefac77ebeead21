// /verify and /verify/{code} (docs/features.md, Public site): a form taking a code (any case, spaces and dashes), and
// a code's certificate with its status in words and colour — valid (green), revoked on a date with its reason (red),
// or replaced by a newer one (amber, nothing else shown) — with the PDF check. A code nobody issued, malformed or
// not, gets one answer: not found.
import {
  type CertificateStatus,
  formatVerificationCode,
  normaliseVerificationCode,
  type PublicCertificate,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { verifyOptions } from '../api.ts';
import { PdfCheck } from './pdf-check.tsx';

export const VERIFY_TEXT = {
  heading: 'Verify a Certificate',
  intro: 'Type the verification code printed on the certificate, under its QR code.',
  label: 'Verification code',
  hint: '16 letters and digits; capitals, spaces and dashes do not matter.',
  required: 'Enter the verification code',
  submit: 'Verify',
  checking: 'Checking the certificate...',
  notFound: 'No certificate has this code',
  notFoundHelp: 'Check the code and try again. A certificate the institute issued is always found, even once revoked.',
  valid: 'Valid certificate',
  validHelp: 'The institute issued this certificate and it is in force.',
  revoked: 'Revoked certificate',
  superseded: 'Superseded certificate',
  supersededHelp: 'This certificate was replaced by a newer one',
  noPdf: 'The PDF of this certificate is not ready yet: it cannot be checked here.',
  retry: 'Retry',
  tooMany: 'Too many checks from your address: please try again in a minute.',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateText = (iso: string) => dateFormat.format(Date.parse(iso));

export function revokedText(certificate: Pick<PublicCertificate, 'revoked_at' | 'revocation_reason'>): string {
  return `Revoked on ${certificate.revoked_at ? dateText(certificate.revoked_at) : ''}: ${certificate.revocation_reason ?? ''}`;
}

const STATUS_CLASS: Record<CertificateStatus, string> = {
  valid: 'alert alert-success',
  revoked: 'alert alert-danger',
  superseded: 'alert alert-warning',
};

function CodeForm({ initial }: { initial: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.replace(/[\s-]/g, '');
    if (!typed) {
      setError(VERIFY_TEXT.required);
      return;
    }
    setError('');
    const code = normaliseVerificationCode(typed);
    void navigate(paths.verifyCode.getHref(code ? formatVerificationCode(code) : typed));
  };
  return (
    <Form noValidate onSubmit={submit} className="mb-4" role="search" aria-label="Verify a certificate">
      <Form.Label htmlFor={`${id}-code`}>{VERIFY_TEXT.label}</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id={`${id}-code`}
          className="flex-grow-1 font-monospace"
          style={{ maxWidth: '24rem' }}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          isInvalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit">{VERIFY_TEXT.submit}</Button>
      </div>
      <Form.Text id={`${id}-hint`}>{VERIFY_TEXT.hint}</Form.Text>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </Form>
  );
}

function NotFound() {
  return (
    <section className="alert alert-secondary" aria-labelledby="verify-not-found">
      <h2 id="verify-not-found" className="h5">
        {VERIFY_TEXT.notFound}
      </h2>
      <p className="mb-0">{VERIFY_TEXT.notFoundHelp}</p>
    </section>
  );
}

function StatusBanner({ certificate }: { certificate: PublicCertificate }) {
  const heading = {
    valid: VERIFY_TEXT.valid,
    revoked: VERIFY_TEXT.revoked,
    superseded: VERIFY_TEXT.superseded,
  }[certificate.status];
  const detail = {
    valid: VERIFY_TEXT.validHelp,
    revoked: revokedText(certificate),
    superseded: VERIFY_TEXT.supersededHelp,
  }[certificate.status];
  return (
    <section
      className={STATUS_CLASS[certificate.status]}
      aria-labelledby="verify-status"
      data-status={certificate.status}
    >
      <h2 id="verify-status" className="h4">
        {heading}
      </h2>
      <p className="mb-0 text-break">{detail}</p>
    </section>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8 text-break">{value}</dd>
    </>
  );
}

function CertificateAnswer({ code }: { code: string }) {
  const answer = useQuery(verifyOptions(code));
  if (answer.isPending) return <PageSpinner label={VERIFY_TEXT.checking} />;
  if (answer.isError) {
    if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFound />;
    const limited = answer.error instanceof ApiError && answer.error.status === 429;
    return (
      <div className="alert alert-secondary" role="alert">
        <p>{limited ? VERIFY_TEXT.tooMany : answer.error.message}</p>
        <Button onClick={() => void answer.refetch()}>{VERIFY_TEXT.retry}</Button>
      </div>
    );
  }
  const certificate = answer.data;
  return (
    <>
      <StatusBanner certificate={certificate} />
      <dl className="row">
        <Field label="Holder" value={certificate.holder_name} />
        <Field label="Programme" value={certificate.program_name} />
        <Field label="Course" value={certificate.course_name} />
        <Field label="Result" value={certificate.result} />
        <Field label="Serial number" value={certificate.serial} />
        <Field label="Date of issue" value={dateText(certificate.issued_at)} />
        <Field label="Verification code" value={formatVerificationCode(code)} />
      </dl>
      {certificate.status !== 'superseded' &&
        (certificate.sha256 ? <PdfCheck sha256={certificate.sha256} /> : <p>{VERIFY_TEXT.noPdf}</p>)}
    </>
  );
}

export function VerifyScreen({ code }: { code?: string | undefined }) {
  const normalised = code === undefined ? null : normaliseVerificationCode(code);
  return (
    <div className="verify-page mx-auto py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="mb-3">{VERIFY_TEXT.heading}</h1>
      <p>{VERIFY_TEXT.intro}</p>
      <CodeForm key={code ?? ''} initial={code ?? ''} />
      {code !== undefined &&
        // A text that cannot be a code names nothing: no call, the same answer as an unknown code.
        (normalised ? <CertificateAnswer code={normalised} /> : <NotFound />)}
    </div>
  );
}
