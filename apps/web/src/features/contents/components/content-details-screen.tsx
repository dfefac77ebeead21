// A content's recipients, "view details" (docs/features.md, Contents; docs/decisions/011-contents.md): every
// participant of every course of the caller's it was sent to, with whether and how often they viewed it, 10 a page; 'No
// Data to Show' without a content id. Above the table: how many of all recipients viewed it, a filter 'All / Not
// viewed' (`viewed=no`), and for the owner a reminder to those who have not viewed it, which says when it was last sent
// (the server allows one a day and answers 409 with its text otherwise).
import { CONTENT_TEXT, type ContentRecipient, courseDisplayName } from '@portal/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { type RecipientList, readRate, recipientsOptions, recipientTotal, useRemind } from '../api.ts';
import { contentListHref, useRecipientFilter } from '../filters.ts';
import { DateTime } from './date-time.tsx';

const ALL_VIEWED_TEXT = 'Everyone has viewed it';

const COLUMNS: readonly Column<ContentRecipient>[] = [
  { header: 'Sent by', cell: (row) => row.sent_by },
  {
    header: 'Participant',
    cell: (row) => (
      <>
        {row.participant_name}
        <span className="d-block small text-body-secondary">{row.course_wise_id}</span>
      </>
    ),
  },
  { header: 'Content Title', cell: (row) => row.content_title },
  { header: 'Course', cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
  {
    header: 'Is view',
    cell: (row) => (
      <Badge bg={row.is_viewed ? 'success' : 'secondary'}>{row.is_viewed ? 'Viewed' : 'Not viewed'}</Badge>
    ),
  },
  { header: 'Total View', cell: (row) => row.view_count },
  { header: 'Sent At', cell: (row) => <DateTime iso={row.created_at} />, className: 'text-nowrap' },
];

export function ContentDetailsScreen() {
  const { filter, setNotViewed } = useRecipientFilter();
  const query = useQuery(recipientsOptions(filter));

  return (
    <>
      <p className="mb-3">
        <Link to={contentListHref()}>Back to Contents</Link>
      </p>
      {filter.contentId !== null && (
        <Summary query={query} contentId={filter.contentId} notViewed={filter.notViewed} onFilter={setNotViewed} />
      )}
      <DataTable
        query={query}
        rows={(data) => data.details}
        rowKey={(row) => `${row.course_short_name}-${row.participant_id}`}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={filter.contentId !== null && filter.notViewed ? ALL_VIEWED_TEXT : CONTENT_TEXT.noDetails}
        caption="Recipients"
      />
    </>
  );
}

interface SummaryProps {
  query: UseQueryResult<RecipientList>;
  contentId: number;
  notViewed: boolean;
  onFilter: (notViewed: boolean) => void;
}

/** The content's title, its read rate, the filter and the owner's reminder. */
function Summary({ query, contentId, notViewed, onFilter }: SummaryProps) {
  const name = useId();
  const remind = useRemind();
  // Kept from before while another page or filter loads, as the table does; not shown when it failed.
  const data = query.isError ? undefined : query.data;
  const total = data ? recipientTotal(data, notViewed) : 0;

  return (
    <section aria-label="Content summary" className="mb-3">
      {data && (
        <>
          <h2 className="h5 mb-1">{data.content_title}</h2>
          <p className="mb-2">
            Viewed by <strong>{data.total_viewed}</strong> of <strong>{total}</strong> recipient
            {total === 1 ? '' : 's'} ({readRate(data.total_viewed, total)}%)
          </p>
        </>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <fieldset>
          <legend className="visually-hidden">Recipients to show</legend>
          <div className="btn-group btn-group-sm">
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-all`}
              checked={!notViewed}
              onChange={() => onFilter(false)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${name}-all`}>
              All
            </label>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-no`}
              checked={notViewed}
              onChange={() => onFilter(true)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${name}-no`}>
              Not viewed
            </label>
          </div>
        </fieldset>
        {data?.is_mine && (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button
              variant="outline-primary"
              size="sm"
              disabled={remind.isPending || data.total_viewed >= total}
              onClick={() => remind.mutate(contentId)}
            >
              {remind.isPending ? 'Sending reminder...' : 'Remind those who have not viewed'}
            </Button>
            <span className="small text-body-secondary">
              {data.last_reminded_at ? (
                <>
                  Last reminded <DateTime iso={data.last_reminded_at} />
                </>
              ) : (
                'No reminder sent yet'
              )}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
