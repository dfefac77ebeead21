// The assignment deadline (docs/decisions/010-assignments-and-downloads.md, "Deadline"): the last submit date at 00:00
// in the institute's zone ("grace from"), plus 24 hours ("deadline"). In SQL, so that the database computes both and
// lists and counts can filter on them; the server's own zone never matters.
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Bound } from './prepared.ts';
import { assignments } from './schema/index.ts';

/** The last date at 00:00 in the zone. */
export function graceFrom(tz: Bound<string>): SQL<Date> {
  return sql<Date>`(${assignments.lastSubmitDate}::timestamp at time zone ${tz})`.mapWith((value) => new Date(value));
}

/** 24 hours after graceFrom. */
export function deadlineOf(tz: Bound<string>): SQL<Date> {
  return sql<Date>`((${assignments.lastSubmitDate}::timestamp at time zone ${tz}) + interval '24 hours')`.mapWith(
    (value) => new Date(value),
  );
}

/** Whether the assignment's deadline has passed at `at` (bound in a statement built once: an ISO 8601 text). */
export function isDeadlinePassed(tz: Bound<string>, at: Date | Placeholder): SQL<boolean> {
  return sql<boolean>`${deadlineOf(tz)} <= ${at instanceof Placeholder ? at : at.toISOString()}::timestamptz`;
}
