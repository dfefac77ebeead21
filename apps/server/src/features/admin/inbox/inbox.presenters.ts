// Contact messages → the inbox's field names (contract admin.ts).
import type { InboxMessage } from '@portal/contract';
import type { inboxPage } from './inbox.queries.ts';

export const toInboxMessage = (row: Awaited<ReturnType<typeof inboxPage>>['rows'][number]): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});
