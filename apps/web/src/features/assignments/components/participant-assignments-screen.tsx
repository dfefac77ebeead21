// The participant's assignments (docs/features.md, Assignments): SN, Title, Course, Sent By, Attachment (its icon
// downloads the assignment's file, which counts a view), Created, Last Date of Submit (with the time left during the
// grace) and Action ('Expired', Upload, or the submitted file with 'Change'), 10 a page.
import {
  ASSIGNMENT_TEXT,
  courseDisplayName,
  type ParticipantAssignment,
  participantAssignments,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { participantAssignmentsOptions } from '../api.ts';
import { dateText, dateTimeText } from '../format.ts';
import { LastSubmitDate } from './last-submit-date.tsx';
import { SubmissionAction } from './submission-action.tsx';
import { SubmitAssignmentModal } from './submit-assignment-modal.tsx';

export function ParticipantAssignmentsScreen() {
  const page = usePageParam();
  const query = useQuery(participantAssignmentsOptions(page));
  // The row as it was when Upload or Change was clicked: the list refreshes under the open dialog.
  const [uploading, setUploading] = useState<ParticipantAssignment | null>(null);

  const columns: Column<ParticipantAssignment>[] = [
    { header: 'Title', cell: (row) => row.title },
    { header: 'Course', cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
    { header: 'Sent By', cell: (row) => row.faculty_name },
    {
      header: 'Attachment',
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
      header: 'Created',
      cell: (row) => (
        <time dateTime={row.created_at} title={dateTimeText(row.created_at)}>
          {dateText(row.created_at)}
        </time>
      ),
    },
    { header: 'Last Date of Submit', cell: (row) => <LastSubmitDate assignment={row} /> },
    { header: 'Action', cell: (row) => <SubmissionAction assignment={row} onUpload={() => setUploading(row)} /> },
  ];

  return (
    <>
      <p className="mb-3">
        <Link to={paths.participant.dashboard.path}>Return to Dashboard</Link>
      </p>
      <DataTable
        query={query}
        rows={(data) => data.assignments}
        rowKey={(row) => row.assignment_id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={ASSIGNMENT_TEXT.empty}
        caption="My assignments"
      />
      <SubmitAssignmentModal assignment={uploading} onHide={() => setUploading(null)} />
    </>
  );
}
