// One page of a list in SQL: the offset of a 1-based page of PAGE_SIZE rows, and the row count beside it.
import { PAGE_SIZE } from '@portal/contract';
import { sql } from 'drizzle-orm';

export const pageOffset = (page: number): number => (page - 1) * PAGE_SIZE;

/** `count(*)` as a number (PostgreSQL answers a bigint). */
export const countRows = sql<number>`count(*)::int`;
