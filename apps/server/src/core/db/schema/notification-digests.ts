// The daily digest mails (features/notifications/, docs/decisions/025-scheduled-notifications.md).
import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One digest of one person on one day (the institute's date): made once (the key), it gathers the person's
 * notifications on the digest channel made in [since, until). A person's next digest starts where this one ended.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    personId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    since: timestamp({ withTimezone: true }).notNull(),
    until: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.day] }),
    // Rows older than a few weeks are deleted by the digest job (a person's last `until` is what it reads).
    index('notification_digests_day_idx').on(t.day),
  ],
);
