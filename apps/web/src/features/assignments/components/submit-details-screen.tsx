// Who submitted an assignment (docs/features.md, Assignments), `?assignment_id=`: the assignment's title and course,
// then every participant of its course by roll: SN, Participant (name and course-wise id), Is View, No of view, Is
// submitted, File (downloads the current file; 'None' without one) and Submitted At, tagged 'late (grace)' when it came
// in the 24 hours of grace, with the earlier versions when there are some. 'Download all (ZIP)' gets every latest
// submission in one ZIP with its manifest. Where an evaluation component is tied to the assignment, a last column holds
// each participant's mark and feedback, saved per row (submission-mark-form.tsx). Without an assignment_id the table
// reads 'No Data to Show'.
import { coordinatorAssignments, courseDisplayName, formatNumber, type SubmitDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { paths } from '#web/config/paths.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { submitDetailsOptions } from '../api.ts';
import { dateTimeText } from '../format.ts';
import { DownloadAllButton } from './download-all-button.tsx';
import { SubmissionMarkForm } from './submission-mark-form.tsx';
import { VersionsModal } from './versions-modal.tsx';

/** The `assignment_id` of the URL, or null when missing or not an id. */
export function assignmentIdOf(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function SubmitDetailsScreen() {
  const [params] = useSearchParams();
  const assignmentId = assignmentIdOf(params.get('assignment_id'));
  const page = usePageParam();
  const query = useQuery(submitDetailsOptions(assignmentId, page));
  const [versionsOf, setVersionsOf] = useState<SubmitDetail | null>(null);
  const heading = query.data && assignmentId !== null && query.data.title ? query.data : null;
  const t = useT(assignmentsNs);
  const language = useLanguage();
  // Bengali digits in Bangla; English writes its numbers as it always did.
  const count = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));
  const yesNo = (value: boolean) => (value ? t('details.yes') : t('details.no'));

  const columns: Column<SubmitDetail>[] = [
    {
      header: t('details.participant'),
      cell: (row) => (
        <>
          {row.participant_name}
          <div className="small text-body-secondary">{row.course_wise_id}</div>
        </>
      ),
    },
    { header: t('details.isView'), cell: (row) => yesNo(row.is_viewed) },
    { header: t('details.viewCount'), cell: (row) => count(row.view_count) },
    { header: t('details.isSubmitted'), cell: (row) => yesNo(row.is_submit) },
    {
      header: t('details.file'),
      cell: (row) =>
        row.submit_id !== null && assignmentId !== null ? (
          <DownloadButton
            endpoint={coordinatorAssignments.downloadSubmission}
            input={{ params: { id: assignmentId, submitId: row.submit_id }, body: {} }}
            fileName={row.file_name ?? t('details.fileOf', { name: row.participant_name })}
            extension={row.content_mime}
          />
        ) : (
          <span className="text-body-secondary">{t('details.none')}</span>
        ),
    },
    {
      header: t('details.submittedAt'),
      cell: (row) =>
        row.submitted_at === null ? null : (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <time dateTime={row.submitted_at}>{dateTimeText(row.submitted_at, language)}</time>
            {row.late_grace && <span className="badge text-bg-warning">{t('details.lateGrace')}</span>}
            {row.versions > 1 && row.submit_id !== null && (
              <Button
                size="sm"
                variant="outline-secondary"
                className="py-0"
                onClick={() => setVersionsOf(row)}
                aria-haspopup="dialog"
              >
                {t('details.versions', { count: row.versions })}
              </Button>
            )}
          </div>
        ),
    },
  ];
  // Where an evaluation component marks this assignment, each row gets its mark and feedback.
  const component = heading?.component ?? null;
  if (component && assignmentId !== null) {
    columns.push({
      header: t('details.markHeader', { name: component.name, max: count(component.max_marks) }),
      label: t('details.markLabel'),
      className: 'submission-mark-cell',
      cell: (row) => (
        <SubmissionMarkForm
          // Read again after a save (a new revision): the form starts from what is stored.
          key={`${row.participant_id}/${row.mark_revision ?? 'none'}`}
          assignmentId={assignmentId}
          component={component}
          row={row}
        />
      ),
    });
  }

  return (
    <>
      <p className="mb-3">
        <Link to={paths.coordinator.assignments.getHref()}>{t('details.back')}</Link>
      </p>
      {heading && assignmentId !== null && (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h5 mb-0">
            {heading.title}{' '}
            <span className="text-body-secondary fw-normal">
              ({courseDisplayName(heading.course_name, heading.course_short_name)})
            </span>
          </h2>
          <DownloadAllButton assignmentId={assignmentId} title={heading.title} />
        </div>
      )}
      {component?.frozen && <p className="alert alert-info">{t('details.frozen', { name: component.name })}</p>}
      <DataTable
        query={query}
        rows={(data) => data.submit_details}
        rowKey={(row) => row.participant_id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={t('details.noData')}
        caption={heading ? t('details.captionOf', { title: heading.title }) : t('details.caption')}
      />
      {assignmentId !== null && (
        <VersionsModal assignmentId={assignmentId} detail={versionsOf} onHide={() => setVersionsOf(null)} />
      )}
    </>
  );
}
