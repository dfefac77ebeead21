// The statements of the people and courses screens: lists paginated in SQL with their counts in the same
// statement, each ordered by an index (courses_status_idx / the primary key, users_type_idx,
// enrolments_course_roll_uq).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { courses } from '#server/core/db/schema/index.ts';

/** Every course as a select option "name (short name)", running first, newest first within a status. */
export function courseOptions(db: Db, status?: number) {
  return db
    .select({ value: courses.id, label: sql<string>`${courses.name} || ' (' || ${courses.shortName} || ')'` })
    .from(courses)
    .where(status === undefined ? undefined : eq(courses.status, status))
    .orderBy(desc(courses.status), desc(courses.id));
}
