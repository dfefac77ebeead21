// Notifications of the work areas (features/notifications/, docs/decisions/023-notifications.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One notification of one person: a kind (the registry's name) about one object (an assignment, a content send, a
 * post or a reply, by id). (kind, object, person) is unique, so a fan-out job run twice makes one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    personId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    objectId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_uq').on(t.kind, t.objectId, t.personId),
    // The list, newest first, 10 a page.
    index('notifications_person_created_idx').on(t.personId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count walks only unread rows.
    index('notifications_person_unread_idx').on(t.personId).where(sql`${t.readAt} is null`),
  ],
);

/** A person's channel for one kind; a kind without a row has the registry's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    personId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    channel: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.kind] }),
    check('notification_preferences_channel_ck', sql`${t.channel} in ('immediate', 'digest', 'off')`),
  ],
);
