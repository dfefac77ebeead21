// The language a person chose for the portal and its mails (docs/i18n.md): a row once they choose one; none means
// "not chosen" (the browser's languages then decide on the web).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const userLanguages = pgTable(
  'user_languages',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_languages_language_ck', sql`${t.language} in ('en', 'bn')`)],
);
