// The statements of the inbox: a page of contact messages newest first (contact_messages_created_idx) with the
// counts in one statement, and marking one read or unread.
import { PAGE_SIZE } from '@portal/contract';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { personName } from '#server/core/db/person-name.ts';
import { contactMessages } from '#server/core/db/schema/index.ts';

/** One page of messages (only the unread ones with `unreadOnly`), the total in that filter and the unread count. */
export async function inboxPage(db: Db, page: number, unreadOnly: boolean) {
  const where: SQL | undefined = unreadOnly ? isNull(contactMessages.readAt) : undefined;
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
      .offset(pageOffset(page)),
    db
      .select({
        total: where ? sql<number>`count(*) filter (where ${where})::int` : countRows,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** A message's read mark, locked for the change that follows. */
export async function messageForUpdate(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: contactMessages.id, readAt: contactMessages.readAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row;
}

export function setMessageReadAt(tx: Tx, id: number, readAt: Date | null) {
  return tx.update(contactMessages).set({ readAt }).where(eq(contactMessages.id, id));
}
