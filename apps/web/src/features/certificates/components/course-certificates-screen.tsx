// A course's certificates (docs/features.md, Certificates), for its coordinators and for admins: the participants
// whose released final status is Pass, 10 a page, each with the certificate they hold and its status; and one action,
// "Issue to the N who passed", which first lists them in a confirmation. Without a released final result it says why
// nothing can be issued.
import {
  type CertificatePasser,
  type CertificateStatus,
  courseDisplayName,
  formatDate,
  formatNumber,
  isoDateToDisplay,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { certificatesNs } from '#web/i18n/namespaces/certificates.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { courseCertificatesOptions, type IssuerArea, useIssueCertificates } from '../api.ts';

export const STATUS_BADGE: Record<CertificateStatus, string> = {
  valid: 'text-bg-success',
  revoked: 'text-bg-danger',
  superseded: 'text-bg-secondary',
};

export function StatusBadge({ status }: { status: CertificateStatus }) {
  const t = useT(certificatesNs);
  return <span className={`badge ${STATUS_BADGE[status]}`}>{t(`status.${status}`)}</span>;
}

/**
 * A date (year-month-day) as the page writes it: dd/MM/yyyy in English, as the screens always have; in Bangla by
 * format.ts (Bengali digits, the month's name).
 */
export function useIsoDateText(): (isoDate: string) => string {
  const language = useLanguage();
  return language === 'en'
    ? isoDateToDisplay
    : (isoDate) => formatDate(language, new Date(`${isoDate}T12:00:00Z`), { timeZone: 'UTC' });
}

type CertificatesT = ReturnType<typeof useT<'certificates'>>;

const columns = (
  t: CertificatesT,
  dateText: (isoDate: string) => string,
  number: (value: number) => string,
): readonly Column<CertificatePasser>[] => [
  { header: t('course.name'), cell: (row) => row.name },
  { header: t('course.roll'), cell: (row) => row.course_roll, className: 'text-nowrap' },
  { header: t('course.total'), cell: (row) => (row.total === null ? '-' : number(row.total)) },
  {
    header: t('course.certificate'),
    cell: (row) => row.certificate?.serial ?? t('course.notIssued'),
    className: 'text-nowrap',
  },
  {
    header: t('course.statusColumn'),
    cell: (row) =>
      row.certificate ? (
        <>
          <StatusBadge status={row.certificate.status} />
          {row.certificate.revocation_reason && (
            <span className="d-block small text-body-secondary">{row.certificate.revocation_reason}</span>
          )}
        </>
      ) : (
        '-'
      ),
  },
  {
    header: t('course.issued'),
    cell: (row) => (row.certificate ? dateText(row.certificate.issued_at.slice(0, 10)) : '-'),
    className: 'text-nowrap',
  },
];

export function CourseCertificatesScreen({ area, courseId }: { area: IssuerArea; courseId: number }) {
  const page = usePageParam();
  const query = useQuery(courseCertificatesOptions(area, courseId, page));
  const data = query.data;
  const [confirming, setConfirming] = useState(false);
  const issue = useIssueCertificates(area, courseId);
  const titleId = useId();
  const t = useT(certificatesNs);
  const language = useLanguage();
  const dateText = useIsoDateText();
  const number = (value: number) =>
    language === 'en' ? String(value) : formatNumber(language, value, { maximumFractionDigits: 2, useGrouping: false });

  const onIssue = () =>
    issue.mutate(undefined, {
      onSettled: () => setConfirming(false),
    });

  return (
    <div>
      {data && (
        <div className="mb-3">
          <h2 className="h5 mb-1">{courseDisplayName(data.course.name, data.course.short_name)}</h2>
          <p className="text-body-secondary mb-3">{data.course.program_name}</p>
          {!data.final_released ? (
            <p className="alert alert-info mb-0">{t('course.notReleased')}</p>
          ) : data.to_issue > 0 ? (
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
              {t('course.issueAll', { count: data.to_issue })}
            </button>
          ) : data.total > 0 ? (
            <p className="mb-0">{t('course.allIssued')}</p>
          ) : null}
        </div>
      )}
      <DataTable
        query={query}
        rows={(answer) => answer.passers}
        rowKey={(row) => row.participant_id}
        total={(answer) => answer.total}
        columns={columns(t, dateText, number)}
        emptyText={t('course.noPassers')}
        caption={t('course.caption')}
      />
      <Modal
        show={confirming}
        onHide={issue.isPending ? () => undefined : () => setConfirming(false)}
        aria-labelledby={titleId}
        centered
      >
        <Modal.Header closeButton={!issue.isPending} closeLabel={t('course.close')}>
          <Modal.Title as="h2" id={titleId} className="h5">
            {t('course.confirmTitle', { count: data?.to_issue ?? 0 })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('course.confirmText')}</p>
          <ul className="mb-0">
            {(data?.to_issue_names ?? []).map((name, index) => (
              // Two people may share a name: the position keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
              <li key={index}>{name}</li>
            ))}
          </ul>
          {data && data.to_issue > data.to_issue_names.length && (
            <p className="mt-2 mb-0">{t('course.more', { count: data.to_issue - data.to_issue_names.length })}</p>
          )}
        </Modal.Body>
        <ModalButtons
          isPending={issue.isPending}
          onCancel={() => setConfirming(false)}
          onAction={onIssue}
          idle={t('course.issue')}
          busy={t('course.issuing')}
        />
      </Modal>
    </div>
  );
}
