// /verify and /verify/{code} (docs/features.md, Public site): a form taking a code (any case, spaces and dashes), and
// a code's certificate with its status in words and colour — valid (green), revoked on a date with its reason (red),
// or replaced by a newer one (amber, nothing else shown) — with the PDF check. A code nobody issued, malformed or
// not, gets one answer: not found. Texts: the 'verify' namespace; the holder's name, programme and result are shown as
// the certificate holds them, the code and serial in Latin letters (people copy them).
import {
  type CertificateStatus,
  formatVerificationCode,
  INTL_LOCALE,
  type Language,
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
import verifyEn from '#web/i18n/catalogues/verify.en.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { verifyNs } from '#web/i18n/namespaces/verify.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api.ts';
import { verifyOptions } from '../api.ts';
import { PdfCheck } from './pdf-check.tsx';

/** The page's English texts (the catalogue's), for the tests. */
export const VERIFY_TEXT = verifyEn.page;

const dateText = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    Date.parse(iso),
  );

function useRevokedText(): (certificate: Pick<PublicCertificate, 'revoked_at' | 'revocation_reason'>) => string {
  const t = useT(verifyNs);
  const language = useLanguage();
  return (certificate) =>
    t('page.revokedOn', {
      date: certificate.revoked_at ? dateText(language, certificate.revoked_at) : '',
      reason: certificate.revocation_reason ?? '',
    });
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
  const t = useT(verifyNs);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.replace(/[\s-]/g, '');
    if (!typed) {
      setError('page.required');
      return;
    }
    setError('');
    const code = normaliseVerificationCode(typed);
    void navigate(paths.verifyCode.getHref(code ? formatVerificationCode(code) : typed));
  };
  return (
    <Form noValidate onSubmit={submit} className="mb-4" role="search" aria-label={t('page.formName')}>
      <Form.Label htmlFor={`${id}-code`}>{t('page.label')}</Form.Label>
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
        <Button type="submit">{t('page.submit')}</Button>
      </div>
      <Form.Text id={`${id}-hint`}>{t('page.hint')}</Form.Text>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t('page.required')}
        </div>
      )}
    </Form>
  );
}

function NotFound() {
  const t = useT(verifyNs);
  return (
    <section className="alert alert-secondary" aria-labelledby="verify-not-found">
      <h2 id="verify-not-found" className="h5">
        {t('page.notFound')}
      </h2>
      <p className="mb-0">{t('page.notFoundHelp')}</p>
    </section>
  );
}

function StatusBanner({ certificate }: { certificate: PublicCertificate }) {
  const t = useT(verifyNs);
  const revokedText = useRevokedText();
  const heading = {
    valid: t('page.valid'),
    revoked: t('page.revoked'),
    superseded: t('page.superseded'),
  }[certificate.status];
  const detail = {
    valid: t('page.validHelp'),
    revoked: revokedText(certificate),
    superseded: t('page.supersededHelp'),
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
  const t = useT(verifyNs);
  const language = useLanguage();
  const messageText = useMessageText();
  if (answer.isPending) return <PageSpinner label={t('page.checking')} />;
  if (answer.isError) {
    if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFound />;
    const limited = answer.error instanceof ApiError && answer.error.status === 429;
    return (
      <div className="alert alert-secondary" role="alert">
        <p>{limited ? t('page.tooMany') : messageText(answer.error.message)}</p>
        <Button onClick={() => void answer.refetch()}>{t('page.retry')}</Button>
      </div>
    );
  }
  const certificate = answer.data;
  return (
    <>
      <StatusBanner certificate={certificate} />
      <dl className="row">
        <Field label={t('field.holder')} value={certificate.holder_name} />
        <Field label={t('field.programme')} value={certificate.program_name} />
        <Field label={t('field.course')} value={certificate.course_name} />
        <Field label={t('field.result')} value={certificate.result} />
        <Field label={t('field.serial')} value={certificate.serial} />
        <Field label={t('field.issued')} value={dateText(language, certificate.issued_at)} />
        <Field label={t('field.code')} value={formatVerificationCode(code)} />
      </dl>
      {certificate.status !== 'superseded' &&
        (certificate.sha256 ? <PdfCheck sha256={certificate.sha256} /> : <p>{t('page.noPdf')}</p>)}
    </>
  );
}

export function VerifyScreen({ code }: { code?: string | undefined }) {
  const normalised = code === undefined ? null : normaliseVerificationCode(code);
  const t = useT(verifyNs);
  return (
    <div className="verify-page mx-auto py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="mb-3">{t('page.heading')}</h1>
      <p>{t('page.intro')}</p>
      <CodeForm key={code ?? ''} initial={code ?? ''} />
      {code !== undefined &&
        // A text that cannot be a code names nothing: no call, the same answer as an unknown code.
        (normalised ? <CertificateAnswer code={normalised} /> : <NotFound />)}
    </div>
  );
}
