// Programmes: the list in display order (as /courses shows them), searched by name or short name (`?search=`),
// with links to edit each one and its coordinators by batch, and a delete that asks first.
import { type AdminProgram, PUBLISHING_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { deleteProgramCall, programsOptions } from '../api.ts';

const a = paths.admin;

function columns(onDelete: (program: AdminProgram) => void): Column<AdminProgram>[] {
  return [
    {
      header: 'Image',
      cell: (program) =>
        program.image_url ? (
          <img src={program.image_url} alt="" width={64} height={40} className="rounded object-fit-cover" />
        ) : (
          <span className="text-body-secondary small">None</span>
        ),
    },
    { header: 'Short name', cell: (program) => program.short_name },
    {
      header: 'Name',
      cell: (program) => (
        <Link to={paths.courseDetail.getHref(program.short_name)} target="_blank" rel="noopener">
          {program.name}
          <span className="visually-hidden"> (public page, opens in a new tab)</span>
        </Link>
      ),
    },
    { header: 'Order', cell: (program) => program.sort_order },
    {
      header: 'Coordinators',
      cell: (program) => (
        <Link to={a.programCoordinators.getHref(program.id)} aria-label={`Coordinators of ${program.name}`}>
          {program.coordinators}
        </Link>
      ),
    },
    {
      header: 'Action',
      cell: (program) => (
        <div className="d-flex flex-wrap gap-2">
          <Link
            className="btn btn-sm btn-outline-primary"
            to={a.editProgram.getHref(program.id)}
            aria-label={`Edit ${program.name}`}
          >
            Edit
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(program)}
            aria-label={`Delete ${program.name}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
}

export function ProgramsScreen() {
  const page = usePageParam();
  const search = useSearchParam();
  const query = useQuery(programsOptions(page, search));
  const [toDelete, setToDelete] = useState<AdminProgram | null>(null);

  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <SearchBox label="Search programmes" placeholder="Search by name or short name" maxLength={100} />
        <Link className="btn btn-primary mb-3" to={a.newProgram.path}>
          New programme
        </Link>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(program) => program.id}
        total={(data) => data.total_data}
        columns={columns(setToDelete)}
        emptyText={PUBLISHING_TEXT.programsEmpty}
        caption="Programmes"
      />
      <ConfirmDeleteDialog
        show={toDelete !== null}
        onHide={() => setToDelete(null)}
        title="Delete Programme"
        call={deleteProgramCall(toDelete?.id ?? 0)}
      >
        Are you sure you want to delete the programme <strong>{toDelete?.name}</strong>? Its coordinators by batch go
        with it; its courses stay, without a programme.
      </ConfirmDeleteDialog>
    </>
  );
}
