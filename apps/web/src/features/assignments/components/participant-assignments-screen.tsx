// The participant's assignments (docs/features.md, Assignments): SN, Title, Course, Sent By, Attachment (its icon
// downloads the assignment's file, which counts a view), Created, Last Date of Submit (with the time left during the
// grace) and Action ('Expired', Upload, or the submitted file with 'Change'), 10 a page.
import { courseDisplayName, type ParticipantAssignment, participantAssignments } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { participantAssignmentsOptions } from '../api.ts';
import { dateText, dateTimeText } from '../format.ts';
import { LastSubmitDate } from './last-submit-date.tsx';
import { SubmissionAction } from './submission-action.tsx';
import { SubmitAssignmentModal } from './submit-assignment-modal.tsx';

export function ParticipantAssignmentsScreen() {
  const page = usePageParam();
  const query = useQuery(participantAssignmentsOptions(page));
  const t = useT(assignmentsNs);
  const language = useLanguage();
  // The row as it was when Upload or Change was clicked: the list refreshes under the open dialog.
  const [uploading, setUploading] = useState<ParticipantAssignment | null>(null);

  const columns: Column<ParticipantAssignment>[] = [
    { header: t('columns.title'), cell: (row) => row.title },
    { header: t('columns.course'), cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
    { header: t('columns.sentBy'), cell: (row) => row.faculty_name },
    {
      header: t('columns.attachment'),
      cell: (row) => (
        <DownloadButton
          endpoint={participantAssignments.download}
          input={{ params: { assignmentId: row.assignment_id }, body: {} }}
          fileName={row.content_file}
          extension={row.content_mime}
        />
      ),
    },
    {
      header: t('columns.created'),
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTimeText(row.created_at, language)}>
          {dateText(row.created_at, language)}
        </time>
      ),
    },
    { header: t('columns.lastDate'), cell: (row) => <LastSubmitDate assignment={row} /> },
    {
      header: t('columns.action'),
      cell: (row) => <SubmissionAction assignment={row} onUpload={() => setUploading(row)} />,
    },
  ];

  return (
    <>
      <p className="mb-3">
        <Link to={paths.participant.dashboard.path}>{t('returnToDashboard')}</Link>
      </p>
      <DataTable
        query={query}
        rows={(data) => data.assignments}
        rowKey={(row) => row.assignment_id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={t('empty')}
        caption={t('participant.caption')}
      />
      <SubmitAssignmentModal assignment={uploading} onHide={() => setUploading(null)} />
    </>
  );
}
