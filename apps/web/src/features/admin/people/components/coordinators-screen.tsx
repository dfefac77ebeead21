// Coordinator accounts: searched by name, e-mail or mobile (`?q=`), newest first, 10 a page; create and edit in
// a dialog, send the set-password link again, deactivate or activate.
import { ADMIN_SEARCH_MAX, type AdminCoordinator, formatNumber, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { coordinatorsOptions, useResendLink } from '../api.ts';
import { ActiveBadge, ActiveToggle } from './active-toggle.tsx';
import { CoordinatorFormModal } from './coordinator-form-modal.tsx';

const fullName = (row: AdminCoordinator) => `${row.first_name} ${row.last_name}`.trim();

function ResendLink({ coordinator }: { coordinator: AdminCoordinator }) {
  const t = useT(adminNs);
  const resend = useResendLink();
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      disabled={resend.isPending || !coordinator.is_active}
      onClick={() => resend.mutate(coordinator.id)}
      aria-label={t('people.resendLinkTo', { name: fullName(coordinator) })}
    >
      {resend.isPending ? t('people.sending') : t('people.resendLink')}
    </Button>
  );
}

export function CoordinatorsScreen() {
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const page = usePageParam();
  const q = useSearchParam('q');
  const query = useQuery(coordinatorsOptions(page, q));
  const [editing, setEditing] = useState<{ coordinator?: AdminCoordinator } | null>(null);

  const columns: readonly Column<AdminCoordinator>[] = [
    {
      header: t('people.name'),
      cell: (row) => (
        <>
          {fullName(row)}
          {row.designation && (
            <>
              <br />
              <span className="small text-body-secondary">{row.designation}</span>
            </>
          )}
        </>
      ),
    },
    { header: t('people.email'), cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { header: t('people.mobile'), cell: (row) => row.mobile_no ?? '' },
    { header: t('people.courses'), cell: (row) => formatNumber(language, row.course_count), className: 'text-end' },
    { header: t('people.status'), cell: (row) => <ActiveBadge isActive={row.is_active} /> },
    {
      header: t('people.actions'),
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ coordinator: row })}
            aria-label={t('people.editName', { name: fullName(row) })}
          >
            {t('people.edit')}
          </Button>
          <ResendLink coordinator={row} />
          <ActiveToggle kind="coordinator" account={{ id: row.id, name: fullName(row), is_active: row.is_active }} />
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
        <SearchBox
          label={t('people.searchCoordinators')}
          placeholder={t('people.searchByPerson')}
          param="q"
          maxLength={ADMIN_SEARCH_MAX}
        />
        <Button variant="primary" className="mb-3" onClick={() => setEditing({})}>
          {t('people.newCoordinator')}
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PEOPLE_TEXT.noCoordinators)}
        caption={t('people.coordinatorsCaption')}
      />
      <CoordinatorFormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        coordinator={editing?.coordinator}
      />
    </>
  );
}
