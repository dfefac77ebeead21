// Coordinator accounts: searched by name, e-mail or mobile (`?q=`), newest first, 10 a page; create and edit in
// a dialog, send the set-password link again, deactivate or activate.
import { ADMIN_SEARCH_MAX, type AdminCoordinator, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { coordinatorsOptions, useResendLink } from '../api.ts';
import { ActiveBadge, ActiveToggle } from './active-toggle.tsx';
import { CoordinatorFormModal } from './coordinator-form-modal.tsx';

const fullName = (row: AdminCoordinator) => `${row.first_name} ${row.last_name}`.trim();

function ResendLink({ coordinator }: { coordinator: AdminCoordinator }) {
  const resend = useResendLink();
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      disabled={resend.isPending || !coordinator.is_active}
      onClick={() => resend.mutate(coordinator.id)}
      aria-label={`Send the set-password link again to ${fullName(coordinator)}`}
    >
      {resend.isPending ? 'Sending...' : 'Resend link'}
    </Button>
  );
}

export function CoordinatorsScreen() {
  const page = usePageParam();
  const q = useSearchParam('q');
  const query = useQuery(coordinatorsOptions(page, q));
  const [editing, setEditing] = useState<{ coordinator?: AdminCoordinator } | null>(null);

  const columns: readonly Column<AdminCoordinator>[] = [
    {
      header: 'Name',
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
    { header: 'E-mail', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { header: 'Mobile', cell: (row) => row.mobile_no ?? '' },
    { header: 'Courses', cell: (row) => row.course_count, className: 'text-end' },
    { header: 'Status', cell: (row) => <ActiveBadge isActive={row.is_active} /> },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing({ coordinator: row })}
            aria-label={`Edit ${fullName(row)}`}
          >
            Edit
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
          label="Search coordinators"
          placeholder="Search by name, e-mail or mobile"
          param="q"
          maxLength={ADMIN_SEARCH_MAX}
        />
        <Button variant="primary" className="mb-3" onClick={() => setEditing({})}>
          New Coordinator
        </Button>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={PEOPLE_TEXT.noCoordinators}
        caption="Coordinators"
      />
      <CoordinatorFormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        coordinator={editing?.coordinator}
      />
    </>
  );
}
