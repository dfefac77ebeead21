// What a list shows instead of, or with, its rows (docs/features.md, pieces every area shares), read from a TanStack
// Query result alone, so that every list (cards or tables) decides it the same way.
import type { UseQueryResult } from '@tanstack/react-query';
import { LIST_TEXTS, listFailureText } from '#web/lib/api.ts';

export type ListState<T> =
  | { kind: 'loading'; text: string }
  | { kind: 'failed'; text: string; canRetry: boolean }
  | { kind: 'empty'; text: string; data: T }
  | { kind: 'ready'; data: T };

/** The part of a query result the states depend on. */
export type ListQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isPending' | 'fetchStatus'>;

/**
 * A failure wins over data kept from before (the list would be stale); a read waiting for the network with
 * nothing to show is the network text (TanStack Query pauses it while offline and resumes it by itself, so
 * there is nothing to retry); then loading, empty and ready.
 */
export function listState<T>(query: ListQuery<T>, isEmpty: (data: T) => boolean, emptyText: string): ListState<T> {
  if (query.isError) return { kind: 'failed', text: listFailureText(query.error), canRetry: true };
  if (query.isPending) {
    if (query.fetchStatus === 'paused') return { kind: 'failed', text: LIST_TEXTS.network, canRetry: false };
    return { kind: 'loading', text: LIST_TEXTS.loading };
  }
  const data = query.data as T;
  return isEmpty(data) ? { kind: 'empty', text: emptyText, data } : { kind: 'ready', data };
}
