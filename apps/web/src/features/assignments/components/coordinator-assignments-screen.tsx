// The coordinator's assignments (docs/features.md, Assignments): the status and course filters, 'New Assignment', and
// the table SN, Title, Course, Attachment (downloads the file), 'Send | Submit' (links to who submitted), Submit Date,
// Assigned By, Created and Action: Edit and Delete on the caller's own assignments only ('None' on the others'). The
// list is refreshed after an upload, an edit or a delete.
import {
  ASSIGNMENT_TEXT,
  type CoordinatorAssignment,
  coordinatorAssignments,
  courseDisplayName,
  formatNumber,
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
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
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
  const t = useT(assignmentsNs);
  const language = useLanguage();
  // Bengali digits in Bangla; English writes its counts as it always did.
  const count = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));

  if (hasInvalidStatus) return <Navigate replace to={paths.coordinator.assignments.getHref({ status: 1 })} />;

  const columns: Column<CoordinatorAssignment>[] = [
    { header: t('columns.title'), cell: (row) => row.title },
    { header: t('columns.course'), cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
    {
      header: t('columns.attachment'),
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
      header: t('coordinator.sendSubmit'),
      cell: (row) => (
        <Link
          to={paths.coordinator.submissionDetails.getHref(row.assignment_id)}
          title={t('coordinator.sendSubmitTitle', { sent: count(row.total_send), submitted: count(row.total_submit) })}
        >
          {count(row.total_send)} | {count(row.total_submit)}
        </Link>
      ),
    },
    {
      header: t('coordinator.submitDate'),
      cell: (row) => <time dateTime={row.submit_date}>{calendarDateText(row.submit_date, language)}</time>,
    },
    { header: t('coordinator.assignedBy'), cell: (row) => row.faculty_name },
    {
      header: t('columns.created'),
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTimeText(row.created_at, language)}>
          {dateText(row.created_at, language)}
        </time>
      ),
    },
    {
      header: t('columns.action'),
      cell: (row) =>
        row.is_my_assignment === ASSIGNMENT_TEXT.yes ? (
          <span className="d-inline-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditing(row)}
              aria-label={t('coordinator.editLabel', { title: row.title })}
            >
              {t('coordinator.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setDeleting(row)}
              aria-label={t('coordinator.deleteLabel', { title: row.title })}
            >
              {t('coordinator.delete')}
            </Button>
          </span>
        ) : (
          <span className="text-body-secondary">{t('coordinator.none')}</span>
        ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <AssignmentFilters />
        <div className="d-flex align-items-center gap-3">
          <Link to={paths.coordinator.dashboard.path}>{t('returnToDashboard')}</Link>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('coordinator.newAssignment')}
          </Button>
        </div>
      </div>
      <DataTable
        query={query}
        rows={(data) => data.assignments}
        rowKey={(row) => row.assignment_id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={t('empty')}
        caption={t('coordinator.caption')}
      />
      <NewAssignmentModal show={isCreating} onHide={() => setCreating(false)} />
      <EditAssignmentModal assignment={editing} onHide={() => setEditing(null)} />
      {deleting && (
        <ConfirmDeleteDialog
          show
          onHide={() => setDeleting(null)}
          title={t('coordinator.deleteTitle')}
          call={deleteAssignmentCall(deleting.assignment_id)}
        >
          {t('coordinator.deleteConfirm', { title: deleting.title })}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
