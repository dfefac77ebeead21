// The frame of a paginated list of cards or rows: the spec's list states in place of the rows, the rows once there, and
// the page links under them (docs/features.md, pieces every area shares). A screen gives it its query and its empty
// text and never looks at a status. For a table, DataTable (data-table.tsx) keeps the header visible.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMessageText } from '#web/i18n/messages.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type ListState, listState } from './list-state.ts';
import { Pagination, pageCount, searchWithPage, usePageParam } from './pagination.tsx';

export interface ListFrameProps<T> {
  /** The list's query (`useQuery(…)`); keep the previous page on screen while the next one loads with
   * `placeholderData: keepPreviousData`. */
  query: UseQueryResult<T>;
  /** The rows of the page shown (the empty text shows when there are none). */
  count: (data: T) => number;
  /** All rows of the list (`total_data`): page links under the rows. Leave out for a list of one page. */
  total?: (data: T) => number;
  emptyText: string;
  /** Names the list for assistive technology (the page links take it too). */
  label: string;
  children: (data: T) => ReactNode;
}

export function ListFrame<T>({ query, count, total, emptyText, label, children }: ListFrameProps<T>) {
  const t = useT(frameNs);
  const state = listState(query, (data) => count(data) === 0, emptyText);
  const totalRows = state.kind === 'empty' || state.kind === 'ready' ? (total?.(state.data) ?? 0) : 0;
  const lastPage = useLastPageRedirect(state, totalRows);
  if (lastPage) return lastPage;

  return (
    <section aria-label={label} aria-busy={query.isFetching || undefined}>
      <ListStateView state={state} onRetry={() => void query.refetch()} />
      {state.kind === 'ready' && (
        <>
          {children(state.data)}
          {total && <Pagination total={totalRows} label={t('list.pages', { name: label })} />}
        </>
      )}
    </section>
  );
}

/** The text of a state without rows, centred where the rows would be. */
export function ListStateView<T>({ state, onRetry }: { state: ListState<T>; onRetry: () => void }) {
  const t = useT(commonNs);
  const messageText = useMessageText();
  switch (state.kind) {
    case 'loading':
      return (
        <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span>{messageText(state.text)}</span>
        </div>
      );
    case 'failed':
      return (
        <div className="text-center py-5" role="alert">
          <p className="mb-3">{messageText(state.text)}</p>
          {state.canRetry && (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
        </div>
      );
    case 'empty':
      return <p className="text-center text-body-secondary py-5 mb-0">{state.text}</p>;
    default:
      return null;
  }
}

/**
 * A page past the end (the last row of the last page was just deleted, or an old link) answers no rows but
 * a total: go to the last page instead of saying the list is empty.
 */
export function useLastPageRedirect<T>(state: ListState<T>, total: number, pageSize?: number) {
  const page = usePageParam();
  const location = useLocation();
  if (state.kind !== 'empty' || total === 0) return null;
  const last = pageCount(total, pageSize);
  if (page <= last) return null;
  return <Navigate replace to={{ pathname: location.pathname, search: searchWithPage(location.search, last) }} />;
}
