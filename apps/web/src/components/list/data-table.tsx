// The paginated table of the work areas (courses, participants, assignments, contents, their details): the
// column headers stay, the list states fill the body as one full-width row, the SN column counts across pages
// ((page-1)*10+index+1), and the page links follow (docs/features.md).
// Below Bootstrap's `md` breakpoint the same table shows each row as a card (styles/app.css, "Lists as cards"):
// every cell under its column's name, the row's actions inside the screen. One DOM for both, so nothing is
// rendered twice (no hidden copy of a button in the tab order); the explicit table roles keep the table's
// semantics for screen readers when the card styles change the cells' display
// (docs/decisions/018-phone-layouts.md).
import { formatNumber } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useMessageText } from '#web/i18n/messages.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { useLastPageRedirect } from './list-frame.tsx';
import { listState } from './list-state.ts';
import { Pagination, serialNumber, usePageParam } from './pagination.tsx';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes of the header and body cells (alignment, width). */
  className?: string;
  /**
   * The column's name as text, shown beside each cell when the rows are cards (below `md`). A text header is its
   * own label; a header that is a control (a "select all" checkbox) has none unless given here, and stays above
   * the cards, where it can still be used.
   */
  label?: string;
}

/** The label of a column's cells in the card layout, if it has one. */
function cardLabel<Row>(column: Column<Row>): string | undefined {
  return typeof column.header === 'string' ? column.header : column.label;
}

export interface DataTableProps<T, Row> {
  query: UseQueryResult<T>;
  rows: (data: T) => readonly Row[];
  rowKey: (row: Row) => Key;
  /** All rows of the list (`total_data`): page links under the table. Leave out for a table of one page. */
  total?: (data: T) => number;
  columns: readonly Column<Row>[];
  emptyText: string;
  /** The table's caption (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** The SN column first (every table of the spec has one). */
  withSerial?: boolean;
  /** Rows a page (default PAGE_SIZE, 10): the SN and the page links follow it. */
  pageSize?: number;
}

export function DataTable<T, Row>({
  query,
  rows,
  rowKey,
  total,
  columns,
  emptyText,
  caption,
  showCaption = false,
  withSerial = true,
  pageSize,
}: DataTableProps<T, Row>) {
  const t = useT(commonNs);
  const frame = useT(frameNs);
  const messageText = useMessageText();
  const language = useLanguage();
  const page = usePageParam();
  const state = listState(query, (data) => rows(data).length === 0, emptyText);
  const totalRows = state.kind === 'empty' || state.kind === 'ready' ? (total?.(state.data) ?? 0) : 0;
  const lastPage = useLastPageRedirect(state, totalRows, pageSize);
  if (lastPage) return lastPage;
  const width = columns.length + (withSerial ? 1 : 0);

  return (
    <div aria-busy={query.isFetching || undefined}>
      {/* biome-ignore-start lint/a11y/noRedundantRoles: the card layout changes the cells' display, which makes some browsers (Safari) drop the table's semantics unless the roles are explicit */}
      <Table responsive striped hover className="align-middle data-table" role="table">
        <caption className={showCaption ? 'caption-top' : 'visually-hidden'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {withSerial && (
              <th scope="col" role="columnheader">
                {frame('list.serial')}
              </th>
            )}
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                key={index}
                scope="col"
                role="columnheader"
                className={headerClass(column)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {state.kind === 'ready' ? (
            rows(state.data).map((row, index) => (
              <tr key={rowKey(row)} role="row">
                {withSerial && (
                  <td role="cell" data-label={frame('list.serial')}>
                    {/* A count, not a number people copy: Bengali digits in Bangla, as the page links. */}
                    {formatNumber(language, serialNumber(page, index, pageSize), { useGrouping: false })}
                  </td>
                )}
                {columns.map((column, columnIndex) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                    key={columnIndex}
                    role="cell"
                    className={column.className}
                    data-label={cardLabel(column)}
                  >
                    {/* One box for the value, whatever the cell holds: beside its label in a card. */}
                    <div className="data-table-value">{column.cell(row, index)}</div>
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr role="row" className="data-table-state">
              <td colSpan={width} role="cell" className="text-center py-4">
                {state.kind === 'loading' && (
                  <span role="status" className="d-inline-flex align-items-center gap-2">
                    <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
                    {messageText(state.text)}
                  </span>
                )}
                {state.kind === 'failed' && (
                  <span role="alert" className="d-inline-flex align-items-center gap-2">
                    {messageText(state.text)}
                    {state.canRetry && (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        onClick={() => void query.refetch()}
                      >
                        {t('retry')}
                      </button>
                    )}
                  </span>
                )}
                {state.kind === 'empty' && <span className="text-body-secondary">{state.text}</span>}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: see above */}
      {total && state.kind === 'ready' && (
        <Pagination total={totalRows} pageSize={pageSize} label={frame('list.pages', { name: caption })} />
      )}
    </div>
  );
}

/** A header that is not text (a control) stays in view above the cards; a text header labels each cell instead. */
function headerClass<Row>(column: Column<Row>): string | undefined {
  const classes = [column.className, typeof column.header === 'string' ? undefined : 'data-table-control-header'];
  return classes.filter(Boolean).join(' ') || undefined;
}
