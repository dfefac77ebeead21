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
