// The inbox: the contact-form messages, newest first, and marking one read or unread (an audited change).
import { adminInbox, INBOX_TEXT, PAGE_SIZE } from '@portal/contract';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { contactMessages } from '#server/core/db/schema/index.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';

export function inboxRoutes({ route, db }: FeatureContext) {
  route(adminInbox.list, async ({ query }) => {
    const where: SQL | undefined = query.unread === '1' ? isNull(contactMessages.readAt) : undefined;
    const [rows, [counts]] = await Promise.all([
      db
        .select({
          id: contactMessages.id,
          name: personName(contactMessages),
          email: contactMessages.email,
          phone: contactMessages.phone,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
          readAt: contactMessages.readAt,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
        .limit(PAGE_SIZE)
        .offset(pageOffset(query.page ?? 1)),
      db
        .select({
          total: where ? sql<number>`count(*) filter (where ${where})::int` : countRows,
          unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
        })
        .from(contactMessages),
    ]);
    return {
      total_data: counts?.total ?? 0,
      unread: counts?.unread ?? 0,
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      })),
    };
  });

  route(adminInbox.markRead, async ({ user, params, body }) => {
    const found = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ id: contactMessages.id, readAt: contactMessages.readAt })
        .from(contactMessages)
        .where(eq(contactMessages.id, params.id))
        .for('update');
      if (!before) return false;
      const readAt = body.read ? (before.readAt ?? now()) : null;
      await tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, params.id));
      await recordAudit(tx, auditActor(user), {
        action: 'update',
        entity: 'contact_message',
        entityId: params.id,
        before: { read_at: before.readAt },
        after: { read_at: readAt },
      });
      return true;
    });
    if (!found) throw notFound('No such message');
    return { success: body.read ? INBOX_TEXT.markedRead : INBOX_TEXT.markedUnread };
  });
}
