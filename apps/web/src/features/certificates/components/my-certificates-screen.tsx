// "My certificates" (docs/features.md, Certificates): the participant's certificates, newest first, each with its
// serial, course, date of issue and status (a revoked one says when and why); the PDF through a signed link, the
// verification link to copy, LinkedIn's add-to-profile address, and the badge's JSON once it is made.
import { type MyCertificate, participantCertificates } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListFrame } from '#web/components/list/list-frame.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { certificatesNs } from '#web/i18n/namespaces/certificates.ts';
import { useT } from '#web/i18n/use-t.ts';
import { download } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { myCertificatesOptions } from '../api.ts';
import { linkedInAddUrl } from '../linkedin.ts';
import { StatusBadge, useIsoDateText } from './course-certificates-screen.tsx';

export function MyCertificatesScreen() {
  const page = usePageParam();
  const query = useQuery(myCertificatesOptions(page));
  const t = useT(certificatesNs);
  return (
    <>
      <ListFrame
        query={query}
        count={(data) => data.certificates.length}
        total={(data) => data.total}
        emptyText={t('none')}
        label={t('myTitle')}
      >
        {(data) => (
          <ul className="list-unstyled d-flex flex-column gap-3 mb-3">
            {data.certificates.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard certificate={certificate} />
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
      <p className="text-body-secondary small mt-3 mb-0">
        {t('noneHint')} <Link to={paths.participant.results.path}>{t('results')}</Link>
      </p>
    </>
  );
}

async function copyLink(url: string, texts: { copied: string; copyThis: string }) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(texts.copied);
  } catch {
    notify.error(texts.copyThis);
  }
}

function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const headingId = useId();
  const t = useT(certificatesNs);
  const dateText = useIsoDateText();
  const downloadOf =
    (endpoint: typeof participantCertificates.downloadPdf | typeof participantCertificates.downloadBadge) => () =>
      download(endpoint, { params: { certificateId: certificate.id }, body: {} }).catch(() => {
        // The helper has shown the download table's text.
      });
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <h2 id={headingId} className="h5 mb-1">
            {certificate.program_name}
          </h2>
          <StatusBadge status={certificate.status} />
        </div>
        <dl className="row mb-2 small">
          <dt className="col-sm-4 col-lg-3">{t('card.course')}</dt>
          <dd className="col-sm-8 col-lg-9 mb-1">{certificate.course_name}</dd>
          <dt className="col-sm-4 col-lg-3">{t('card.serial')}</dt>
          <dd className="col-sm-8 col-lg-9 mb-1">{certificate.serial}</dd>
          <dt className="col-sm-4 col-lg-3">{t('card.code')}</dt>
          <dd className="col-sm-8 col-lg-9 mb-1 font-monospace">{certificate.code}</dd>
          <dt className="col-sm-4 col-lg-3">{t('card.issuedOn')}</dt>
          <dd className="col-sm-8 col-lg-9 mb-1">{dateText(certificate.issued_on)}</dd>
        </dl>
        {certificate.status === 'revoked' && (
          <p className="text-danger mb-2">
            {t('card.revoked')}
            {certificate.revoked_at ? t('card.revokedOn', { date: dateText(certificate.revoked_at.slice(0, 10)) }) : ''}
            {certificate.revocation_reason ? t('card.reason', { reason: certificate.revocation_reason }) : ''}
          </p>
        )}
        {certificate.status === 'superseded' && <p className="text-body-secondary mb-2">{t('card.superseded')}</p>}
        <div className="d-flex flex-wrap gap-2">
          {certificate.pdf_ready ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={downloadOf(participantCertificates.downloadPdf)}
            >
              {t('card.downloadPdf')}
            </button>
          ) : (
            <span className="align-self-center small text-body-secondary">{t('card.preparing')}</span>
          )}
          {certificate.status === 'valid' && (
            <>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() =>
                  void copyLink(certificate.verify_url, {
                    copied: t('card.copied'),
                    copyThis: t('card.copyThis', { url: certificate.verify_url }),
                  })
                }
              >
                {t('card.copyLink')}
              </button>
              <a
                className="btn btn-outline-primary btn-sm"
                href={linkedInAddUrl(certificate)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('card.linkedIn')}
                <span className="visually-hidden">{t('card.linkedInTab')}</span>
              </a>
            </>
          )}
          {certificate.badge_ready && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={downloadOf(participantCertificates.downloadBadge)}
            >
              {t('card.downloadBadge')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
