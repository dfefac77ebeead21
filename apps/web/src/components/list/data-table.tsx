// The paginated table of the work areas (courses, participants, assignments, contents, their details): the
// column headers stay, the spec's list states fill the body as one full-width row, the SN column counts
// across pages ((page-1)*10+index+1), and the page links follow (spec part 2, sections 2, 8 and 9).
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useLastPageRedirect } from './list-frame.tsx';
import { listState } from './list-state.ts';
import { Pagination, serialNumber, usePageParam } from './pagination.tsx';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes of the header and body cells (alignment, width). */
  className?: string;
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
}: DataTableProps<T, Row>) {
  const page = usePageParam();
  const state = listState(query, (data) => rows(data).length === 0, emptyText);
  const totalRows = state.kind === 'empty' || state.kind === 'ready' ? (total?.(state.data) ?? 0) : 0;
  const lastPage = useLastPageRedirect(state, totalRows);
  if (lastPage) return lastPage;
  const width = columns.length + (withSerial ? 1 : 0);

  return (
    <div aria-busy={query.isFetching || undefined}>
      <Table responsive striped hover className="align-middle">
        <caption className={showCaption ? 'caption-top' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {withSerial && <th scope="col">SN</th>}
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.kind === 'ready' ? (
            rows(state.data).map((row, index) => (
              <tr key={rowKey(row)}>
                {withSerial && <td>{serialNumber(page, index)}</td>}
                {columns.map((column, columnIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                  <td key={columnIndex} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={width} className="text-center py-4">
                {state.kind === 'loading' && (
                  <span role="status" className="d-inline-flex align-items-center gap-2">
                    <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
                    {state.text}
                  </span>
                )}
                {state.kind === 'failed' && (
                  <span role="alert" className="d-inline-flex align-items-center gap-2">
                    {state.text}
                    {state.canRetry && (
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        onClick={() => void query.refetch()}
                      >
                        Retry
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
      {total && state.kind === 'ready' && <Pagination total={totalRows} label={`${caption}, pages`} />}
    </div>
  );
}
