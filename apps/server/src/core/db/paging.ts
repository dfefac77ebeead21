// One page of a list in SQL: the offset of a 1-based page of PAGE_SIZE rows, and the row count beside it.
import { PAGE_SIZE } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/** `count(*)` as a number (PostgreSQL answers a bigint). */
export const countRows = sql<number>`count(*)::int`;

/**
 * Newest first, in the order the `(…, created_at DESC, id DESC)` indexes keep (drizzle-kit writes them NULLS
 * LAST; plain `desc` would mean NULLS FIRST and keep PostgreSQL from reading the index in order).
 */
export const newestFirst = (...columns: AnyPgColumn[]): SQL[] =>
  columns.map((column) => sql`${column} desc nulls last`);

/** Oldest first on the same indexes, read backwards. */
export const oldestFirst = (...columns: AnyPgColumn[]): SQL[] =>
  columns.map((column) => sql`${column} asc nulls first`);

/**
 * The rows of a statement that answers its total on a one-row head and its page as a `left join lateral` on it:
 * the page's rows (none when the lateral page is empty, where the head's row comes alone, its `id` null) and the
 * head's total.
 */
export function headAndPage<Row extends { total: number; id: number | null }>(found: Row[]) {
  const rows = found.flatMap(({ total: _, id, ...row }) => (id === null ? [] : [{ id, ...row }]));
  return { rows, total: found[0]?.total ?? 0 };
}
