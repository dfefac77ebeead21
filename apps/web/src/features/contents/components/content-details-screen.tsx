// A content's recipients, "view details" (docs/features.md, Contents; docs/decisions/011-contents.md): every
// participant of every course of the caller's it was sent to, with whether and how often they viewed it, 10 a page; 'No
// Data to Show' without a content id. Above the table: how many of all recipients viewed it, a filter 'All / Not
// viewed' (`viewed=no`), and for the owner a reminder to those who have not viewed it, which says when it was last sent
// (the server allows one a day and answers 409 with its text otherwise).
import { type ContentRecipient, courseDisplayName, formatNumber } from '@portal/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Fragment, useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { contentsNs } from '#web/i18n/namespaces/contents.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { type RecipientList, readRate, recipientsOptions, recipientTotal, useRemind } from '../api.ts';
import { contentListHref, useRecipientFilter } from '../filters.ts';
import { DateTime } from './date-time.tsx';

const columns = (t: TFunction<'contents'>): readonly Column<ContentRecipient>[] => [
  { header: t('details.sentBy'), cell: (row) => row.sent_by },
  {
    header: t('details.participant'),
    cell: (row) => (
      <>
        {row.participant_name}
        <span className="d-block small text-body-secondary">{row.course_wise_id}</span>
      </>
    ),
  },
  { header: t('details.contentTitle'), cell: (row) => row.content_title },
  { header: t('columns.course'), cell: (row) => courseDisplayName(row.course_name, row.course_short_name) },
  {
    header: t('details.isView'),
    cell: (row) => (
      <Badge bg={row.is_viewed ? 'success' : 'secondary'}>
        {row.is_viewed ? t('details.viewed') : t('details.notViewed')}
      </Badge>
    ),
  },
  { header: t('details.totalView'), cell: (row) => <Count value={row.view_count} /> },
  { header: t('columns.sentAt'), cell: (row) => <DateTime iso={row.created_at} />, className: 'text-nowrap' },
];

export function ContentDetailsScreen() {
  const { filter, setNotViewed } = useRecipientFilter();
  const query = useQuery(recipientsOptions(filter));
  const t = useT(contentsNs);

  return (
    <>
      <p className="mb-3">
        <Link to={contentListHref()}>{t('details.back')}</Link>
      </p>
      {filter.contentId !== null && (
        <Summary query={query} contentId={filter.contentId} notViewed={filter.notViewed} onFilter={setNotViewed} />
      )}
      <DataTable
        query={query}
        rows={(data) => data.details}
        rowKey={(row) => `${row.course_short_name}-${row.participant_id}`}
        total={(data) => data.total_data}
        columns={columns(t)}
        emptyText={filter.contentId !== null && filter.notViewed ? t('details.allViewed') : t('details.noDetails')}
        caption={t('details.caption')}
      />
    </>
  );
}

/** A number of the table in the page's digits. */
function Count({ value }: { value: number }) {
  const language = useLanguage();
  return language === 'bn' ? formatNumber(language, value) : value;
}

/** Marks where a value in bold goes in a translated text, so that the text can be cut there (withStrong). */
const MARK = '\uE000';
const marker = (index: number) => `${MARK}${index}${MARK}`;

/** A translated text with the values its markers stand for in bold. */
function withStrong(text: string, values: readonly string[]) {
  return text.split(new RegExp(`${MARK}(\\d+)${MARK}`)).map((part, index) =>
    // Odd parts are the markers' numbers.
    index % 2 === 1 ? (
      <strong key={`v${part}`}>{values[Number(part)]}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text keep their order.
      <Fragment key={index}>{part}</Fragment>
    ),
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
  const t = useT(contentsNs);
  const language = useLanguage();
  // Kept from before while another page or filter loads, as the table does; not shown when it failed.
  const data = query.isError ? undefined : query.data;
  const total = data ? recipientTotal(data, notViewed) : 0;
  // Bengali digits in Bangla; English writes its numbers as it always did.
  const number = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));

  return (
    <section aria-label={t('details.summary')} className="mb-3">
      {data && (
        <>
          <h2 className="h5 mb-1">{data.content_title}</h2>
          <p className="mb-2">
            {withStrong(
              t('details.viewedBy', {
                count: total,
                viewed: marker(0),
                total: marker(1),
                rate: number(readRate(data.total_viewed, total)),
              }),
              [number(data.total_viewed), number(total)],
            )}
          </p>
        </>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <fieldset>
          <legend className="visually-hidden">{t('details.show')}</legend>
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
              {t('details.all')}
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
              {t('details.notViewed')}
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
              {remind.isPending ? t('details.reminding') : t('details.remind')}
            </Button>
            <span className="small text-body-secondary">
              {data.last_reminded_at ? (
                <>
                  {t('details.lastReminded')} <DateTime iso={data.last_reminded_at} />
                </>
              ) : (
                t('details.noReminder')
              )}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
