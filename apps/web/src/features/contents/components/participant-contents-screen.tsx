// The participant's contents (docs/features.md, Contents): SN, Title, Course, Sent By, Content (the file icon downloads
// it, which counts a view in that course) and Sent At, 10 a page; 'No Contents' when none.
import { courseDisplayName, type ParticipantContent, participantContents } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { contentsNs } from '#web/i18n/namespaces/contents.ts';
import { useT } from '#web/i18n/use-t.ts';
import { participantContentsOptions } from '../api.ts';
import { DateTime } from './date-time.tsx';

const columns = (t: TFunction<'contents'>): readonly Column<ParticipantContent>[] => [
  { header: t('columns.title'), cell: (content) => content.content_title },
  { header: t('columns.course'), cell: (content) => courseDisplayName(content.course_name, content.course_short_name) },
  { header: t('columns.sentBy'), cell: (content) => content.faculty_name },
  {
    header: t('columns.content'),
    cell: (content) => (
      <DownloadButton
        endpoint={participantContents.download}
        input={{ params: { contentId: content.content_id, courseId: content.course_id }, body: {} }}
        fileName={content.content_file}
        extension={content.content_mime}
      />
    ),
  },
  { header: t('columns.sentAt'), cell: (content) => <DateTime iso={content.sent_at} />, className: 'text-nowrap' },
];

export function ParticipantContentsScreen() {
  const page = usePageParam();
  const query = useQuery(participantContentsOptions(page));
  const t = useT(contentsNs);
  return (
    <>
      <p className="mb-3">
        <Link to={paths.participant.dashboard.path}>{t('returnToDashboard')}</Link>
      </p>
      <DataTable
        query={query}
        rows={(data) => data.contents}
        // One row per content and course it reached the caller through.
        rowKey={(content) => `${content.content_id}-${content.course_id}`}
        total={(data) => data.total_data}
        columns={columns(t)}
        emptyText={t('participant.empty')}
        caption={t('participant.caption')}
      />
    </>
  );
}
