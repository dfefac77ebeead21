// Maintenance mode (docs/decisions/030-maintenance-and-readiness.md): one row, read by every server process at start
// and again whenever the change feed says it was switched.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const maintenanceMode = pgTable(
  'maintenance_mode',
  {
    /** Always 1: the table holds exactly one row (inserted by its migration). */
    id: smallint().primaryKey().default(1),
    on: boolean().notNull().default(false),
    /** The message as the admin typed it (blank: the default text); kept while off, for the next time. */
    message: text().notNull().default(''),
    /** When it was last switched (on or off); null if never. */
    since: timestamp({ withTimezone: true }),
    /** Who switched it last: the admin's e-mail, or `command line`. */
    byEmail: text(),
    byId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('maintenance_mode_one_row_ck', sql`${t.id} = 1`)],
);
