// A scalar subquery as a selected field: `(select …)`. The statement is nested inside the field's SQL on purpose:
// in a select from one table, Drizzle writes the field's own columns without their table name, which would turn
// a correlated `course_coordinators.course_id = courses.id` into `"course_id" = "id"` (both read inside the
// subquery); nested SQL keeps the table names.
import { type SQL, sql } from 'drizzle-orm';

export function scalarSubquery<T>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}
