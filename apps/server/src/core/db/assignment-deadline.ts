// The assignment deadline (docs/decisions/010-assignments-and-downloads.md, "Deadline"): the last submit date at 00:00
// in the institute's zone ("grace from"), plus 24 hours ("deadline"). In SQL, so that the database computes both and
// lists and counts can filter on them; the server's own zone never matters.
import { type SQL, sql } from 'drizzle-orm';
import { assignments } from './schema/index.ts';

/** The last date at 00:00 in the zone. */
export function graceFrom(tz: string): SQL<Date> {
  return sql<Date>`(${assignments.lastSubmitDate}::timestamp at time zone ${tz})`.mapWith((value) => new Date(value));
}

/** 24 hours after graceFrom. */
export function deadlineOf(tz: string): SQL<Date> {
  return sql<Date>`((${assignments.lastSubmitDate}::timestamp at time zone ${tz}) + interval '24 hours')`.mapWith(
    (value) => new Date(value),
  );
}

/** Whether the assignment's deadline has passed at `at`. */
export function isDeadlinePassed(tz: string, at: Date): SQL<boolean> {
  return sql<boolean>`${deadlineOf(tz)} <= ${at.toISOString()}::timestamptz`;
}
