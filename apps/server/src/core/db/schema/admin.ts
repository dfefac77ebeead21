// What the admin console keeps of its own: the audit log of every change an admin makes.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every change made through the admin console: who, what (`action` on `entity` row `entityId`), when, and the
 * row before and after (null where there was none). Rows are only ever inserted: no route updates or deletes
 * them, and an account's deletion keeps its rows (`actor_id` set null, `actor_email` kept).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    /** What was done: 'create', 'update', 'delete', 'send', 'revoke', … */
    action: text().notNull(),
    /** What it was done to: 'program', 'course', 'invitation', … */
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
  ],
);
