// The coordinator's assignments (docs/features.md, Assignments): the status and course filters, 'New Assignment', and
// the table SN, Title, Course, Attachment (downloads the file), 'Send | Submit' (links to who submitted), Submit Date,
// Assigned By, Created and Action: Edit and Delete on the caller's own assignments only ('None' on the others'). The
// list is refreshed after an upload, an edit or a delete.
import {
  ASSIGNMENT_TEXT,
  type CoordinatorAssignment,
  coordinatorAssignments,
  courseDisplayName,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, Navigate } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { coordinatorAssignmentsOptions, deleteAssignmentCall } from '../api.ts';
import { calendarDateText, dateText, dateTimeText } from '../format.ts';
import { AssignmentFilters, useAssignmentFilter } from './assignment-filters.tsx';
import { EditAssignmentModal, NewAssignmentModal } from './assignment-form-modal.tsx';

export function CoordinatorAssignmentsScreen() {
  const { status, courseId, hasInvalidStatus } = useAssignmentFilter();
  const page = usePageParam();
  const query = useQuery({ ...coordinatorAssignmentsOptions({ status, courseId, page }), enabled: !hasInvalidStatus });
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CoordinatorAssignment | null>(null);
  const [deleting, setDeleting] = useState<CoordinatorAssignment | null>(null);

  if (hasInvalidStatus) return <Navigate replace to={paths.coordinator.assignments.getHref({ status: 1 })} />;

  const columns: Column<CoordinatorAssignment>[] = [
    { header: 'Title', cell: (row) => row.title },
    { header: 'Course', cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
    {
      header: 'Attachment',
      cell: (row) => (
        <DownloadButton
          endpoint={coordinatorAssignments.download}
          input={{ params: { id: row.assignment_id }, body: {} }}
          fileName={row.content_file}
          extension={row.content_mime}
        />
      ),
    },
    {
      header: 'Send | Submit',
      cell: (row) => (
        <Link
          to={paths.coordinator.submissionDetails.getHref(row.assignment_id)}
          title={`${row.total_send} sent, ${row.total_submit} submitted: see who submitted`}
        >
          {row.total_send} | {row.total_submit}
        </Link>
      ),
    },
    {
      header: 'Submit Date',
      cell: (row) => <time dateTime={row.submit_date}>{calendarDateText(row.submit_date)}</time>,
    },
    { header: 'Assigned By', cell: (row) => row.faculty_name },
    {
      header: 'Created',
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTimeText(row.created_at)}>
          {dateText(row.created_at)}
        </time>
      ),
    },
    {
      header: 'Action',
      cell: (row) =>
        row.is_my_assignment === ASSIGNMENT_TEXT.yes ? (
          <span className="d-inline-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditing(row)}
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setDeleting(row)}
              aria-label={`Delete ${row.title}`}
            >
              Delete
            </Button>
          </span>
        ) : (
          <span className="text-body-secondary">{ASSIGNMENT_TEXT.none}</span>
        ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <AssignmentFilters />
        <div className="d-flex align-items-center gap-3">
          <Link to={paths.coordinator.dashboard.path}>Return to Dashboard</Link>
          <Button variant="primary" onClick={() => setCreating(true)}>
            New Assignment
          </Button>
        </div>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.assignments}
        rowKey={(row) => row.assignment_id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={ASSIGNMENT_TEXT.empty}
        caption="Assignments"
      />
      <NewAssignmentModal show={isCreating} onHide={() => setCreating(false)} />
      <EditAssignmentModal assignment={editing} onHide={() => setEditing(null)} />
      {deleting && (
        <ConfirmDeleteDialog
          show
          onHide={() => setDeleting(null)}
          title="Delete Assignment"
          call={deleteAssignmentCall(deleting.assignment_id)}
        >
          Are you sure you want to delete the assignment “{deleting.title}”? Its submissions are deleted with it.
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
