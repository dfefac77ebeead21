// A participant's personal calendar address (features/calendar/, docs/decisions/026-deadlines-and-calendar.md).
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One calendar address per participant: only the SHA-256 of its 256-bit token is kept (as for sessions), so a copy
 * of the database opens no feed. Making a new address replaces the row: the old token then finds nothing (404).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    personId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);
