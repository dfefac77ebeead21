// Certificates: searched by serial, code or holder's name (`?q=`), filtered by status (`?status=`), newest first, 10 a
// page; a valid one can be revoked or re-issued with a corrected name.
import {
  ADMIN_SEARCH_MAX,
  type AdminCertificate,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { paths } from '#web/config/paths.ts';
import { certificatesOptions } from '../api.ts';
import { CertificateActions } from './certificate-actions.tsx';

export const CERTIFICATES_TEXT = { empty: 'No certificates' } as const;

const STATUS_BADGE: Record<CertificateStatus, { bg: string; text: string; label: string }> = {
  valid: { bg: 'success', text: 'white', label: 'Valid' },
  revoked: { bg: 'danger', text: 'white', label: 'Revoked' },
  superseded: { bg: 'warning', text: 'dark', label: 'Superseded' },
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function StatusCell({ row }: { row: AdminCertificate }) {
  const badge = STATUS_BADGE[row.status];
  return (
    <>
      <Badge bg={badge.bg} text={badge.text as 'white' | 'dark'}>
        {badge.label}
      </Badge>
      {row.status === 'revoked' && <span className="d-block small text-break">{row.revocation_reason}</span>}
      {row.superseded_by_serial && <span className="d-block small">by {row.superseded_by_serial}</span>}
      {row.replaces_serial && <span className="d-block small">replaces {row.replaces_serial}</span>}
    </>
  );
}

const COLUMNS: readonly Column<AdminCertificate>[] = [
  { header: 'Serial', cell: (row) => row.serial },
  {
    header: 'Code',
    cell: (row) => (
      <a className="font-monospace text-nowrap" href={paths.verifyCode.getHref(row.code)}>
        {row.code}
      </a>
    ),
  },
  { header: 'Holder', cell: (row) => row.holder_name },
  { header: 'Course', cell: (row) => row.course_name },
  { header: 'Issued', cell: (row) => dateFormat.format(Date.parse(row.issued_at)) },
  { header: 'Status', cell: (row) => <StatusCell row={row} /> },
  { header: 'Action', cell: (row) => <CertificateActions certificate={row} /> },
];

const statusOf = (text: string | null): CertificateStatus | undefined =>
  CERTIFICATE_STATUSES.find((status) => status === text);

export function CertificatesScreen() {
  const id = useId();
  const page = usePageParam();
  const q = useSearchParam('q');
  const { params, change } = useUrlFilter();
  const status = statusOf(params.get('status'));
  const query = useQuery(certificatesOptions({ page, q, status }));
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <SearchBox
          label="Search certificates"
          placeholder="Serial, code or holder's name"
          param="q"
          maxLength={ADMIN_SEARCH_MAX}
        />
        <Form.Group>
          <Form.Label htmlFor={`${id}-status`}>Status</Form.Label>
          <Form.Select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => change((next) => setParam(next, 'status', event.target.value))}
          >
            <option value="">Any</option>
            {CERTIFICATE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_BADGE[value].label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={CERTIFICATES_TEXT.empty}
        caption="Certificates, newest first"
      />
    </>
  );
}
