// The inbox: the contact-form messages, newest first, and marking one read or unread (an audited change).
import { adminInbox, INBOX_TEXT } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor, recordAudit } from '../audit/audit-log.ts';
import { toInboxMessage } from './inbox.presenters.ts';
import { inboxPage, messageForUpdate, setMessageReadAt } from './inbox.queries.ts';

export function inboxRoutes({ route, db }: FeatureContext) {
  route(adminInbox.list, async ({ query }) => {
    const { rows, total, unread } = await inboxPage(db, query.page ?? 1, query.unread === '1');
    return { total_data: total, unread, data: rows.map(toInboxMessage) };
  });

  route(adminInbox.markRead, async ({ user, params, body }) => {
    const found = await db.transaction(async (tx) => {
      const before = await messageForUpdate(tx, params.id);
      if (!before) return false;
      const readAt = body.read ? (before.readAt ?? now()) : null;
      await setMessageReadAt(tx, params.id, readAt);
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
