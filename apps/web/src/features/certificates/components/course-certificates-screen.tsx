// A course's certificates (docs/features.md, Certificates), for its coordinators and for admins: the participants
// whose released final status is Pass, 10 a page, each with the certificate they hold and its status; and one action,
// "Issue to the N who passed", which first lists them in a confirmation. Without a released final result it says why
// nothing can be issued.
import {
  CERTIFICATE_SCREEN_TEXT,
  CERTIFICATE_STATUS_LABELS,
  type CertificatePasser,
  type CertificateStatus,
  courseDisplayName,
  isoDateToDisplay,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { courseCertificatesOptions, type IssuerArea, useIssueCertificates } from '../api.ts';

const T = CERTIFICATE_SCREEN_TEXT;

export const STATUS_BADGE: Record<CertificateStatus, string> = {
  valid: 'text-bg-success',
  revoked: 'text-bg-danger',
  superseded: 'text-bg-secondary',
};

export function StatusBadge({ status }: { status: CertificateStatus }) {
  return <span className={`badge ${STATUS_BADGE[status]}`}>{CERTIFICATE_STATUS_LABELS[status]}</span>;
}

const COLUMNS: readonly Column<CertificatePasser>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Course-wise ID', cell: (row) => row.course_roll, className: 'text-nowrap' },
  { header: 'Total', cell: (row) => (row.total === null ? '-' : String(row.total)) },
  {
    header: 'Certificate',
    cell: (row) => row.certificate?.serial ?? 'Not issued',
    className: 'text-nowrap',
  },
  {
    header: 'Status',
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
    header: 'Issued',
    cell: (row) => (row.certificate ? isoDateToDisplay(row.certificate.issued_at.slice(0, 10)) : '-'),
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
            <p className="alert alert-info mb-0">{T.notReleased}</p>
          ) : data.to_issue > 0 ? (
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
              {T.issueAll(data.to_issue)}
            </button>
          ) : data.total > 0 ? (
            <p className="mb-0">{T.allIssued}</p>
          ) : null}
        </div>
      )}
      <DataTable
        query={query}
        rows={(answer) => answer.passers}
        rowKey={(row) => row.participant_id}
        total={(answer) => answer.total}
        columns={COLUMNS}
        emptyText={T.noPassers}
        caption="Participants who passed and their certificates"
      />
      <Modal
        show={confirming}
        onHide={issue.isPending ? () => undefined : () => setConfirming(false)}
        aria-labelledby={titleId}
        centered
      >
        <Modal.Header closeButton={!issue.isPending} closeLabel="Close">
          <Modal.Title as="h2" id={titleId} className="h5">
            {T.issueConfirmTitle(data?.to_issue ?? 0)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Each of them gets a certificate with its serial number and verification code, and a mail:</p>
          <ul className="mb-0">
            {(data?.to_issue_names ?? []).map((name, index) => (
              // Two people may share a name: the position keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
              <li key={index}>{name}</li>
            ))}
          </ul>
          {data && data.to_issue > data.to_issue_names.length && (
            <p className="mt-2 mb-0">and {data.to_issue - data.to_issue_names.length} more.</p>
          )}
        </Modal.Body>
        <ModalButtons
          isPending={issue.isPending}
          onCancel={() => setConfirming(false)}
          onAction={onIssue}
          idle="Issue"
          busy="Issuing..."
        />
      </Modal>
    </div>
  );
}
