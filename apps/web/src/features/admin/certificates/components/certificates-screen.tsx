// Certificates: searched by serial, code or holder's name (`?q=`), filtered by status (`?status=`), newest first, 10 a
// page; a valid one can be revoked or re-issued with a corrected name.
import {
  ADMIN_SEARCH_MAX,
  type AdminCertificate,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  formatDate,
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
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { certificatesOptions } from '../api.ts';
import { CertificateActions } from './certificate-actions.tsx';

export const CERTIFICATES_TEXT = { empty: 'No certificates' } as const;

const STATUS_BADGE = {
  valid: { bg: 'success', text: 'white', label: 'certificates.valid' },
  revoked: { bg: 'danger', text: 'white', label: 'certificates.revoked' },
  superseded: { bg: 'warning', text: 'dark', label: 'certificates.superseded' },
} as const satisfies Record<CertificateStatus, { bg: string; text: 'white' | 'dark'; label: string }>;

function StatusCell({ row }: { row: AdminCertificate }) {
  const t = useT(adminNs);
  const badge = STATUS_BADGE[row.status];
  return (
    <>
      <Badge bg={badge.bg} text={badge.text}>
        {t(badge.label)}
      </Badge>
      {row.status === 'revoked' && <span className="d-block small text-break">{row.revocation_reason}</span>}
      {row.superseded_by_serial && (
        <span className="d-block small">{t('certificates.supersededBy', { serial: row.superseded_by_serial })}</span>
      )}
      {row.replaces_serial && (
        <span className="d-block small">{t('certificates.replaces', { serial: row.replaces_serial })}</span>
      )}
    </>
  );
}

const statusOf = (text: string | null): CertificateStatus | undefined =>
  CERTIFICATE_STATUSES.find((status) => status === text);

export function CertificatesScreen() {
  const id = useId();
  const page = usePageParam();
  const q = useSearchParam('q');
  const { params, change } = useUrlFilter();
  const status = statusOf(params.get('status'));
  const query = useQuery(certificatesOptions({ page, q, status }));
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  // Serials and codes are copied and typed: they stay as written. The date of issue is running text.
  const columns: readonly Column<AdminCertificate>[] = [
    { header: t('certificates.serial'), cell: (row) => row.serial },
    {
      header: t('certificates.code'),
      cell: (row) => (
        <a className="font-monospace text-nowrap" href={paths.verifyCode.getHref(row.code)}>
          {row.code}
        </a>
      ),
    },
    { header: t('certificates.holder'), cell: (row) => row.holder_name },
    { header: t('certificates.course'), cell: (row) => row.course_name },
    { header: t('certificates.issued'), cell: (row) => formatDate(language, new Date(row.issued_at)) },
    { header: t('certificates.status'), cell: (row) => <StatusCell row={row} /> },
    { header: t('certificates.action'), cell: (row) => <CertificateActions certificate={row} /> },
  ];
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <SearchBox
          label={t('certificates.search')}
          placeholder={t('certificates.searchPlaceholder')}
          param="q"
          maxLength={ADMIN_SEARCH_MAX}
        />
        <Form.Group>
          <Form.Label htmlFor={`${id}-status`}>{t('certificates.status')}</Form.Label>
          <Form.Select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => change((next) => setParam(next, 'status', event.target.value))}
          >
            <option value="">{t('certificates.any')}</option>
            {CERTIFICATE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_BADGE[value].label)}
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
        columns={columns}
        emptyText={msg(CERTIFICATES_TEXT.empty)}
        caption={t('certificates.caption')}
      />
    </>
  );
}
