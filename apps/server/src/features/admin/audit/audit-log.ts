// The audit log of the admin console (docs/decisions/012-admin-console.md): every admin change writes one row in
// the same transaction as the change, so a change and its record stand or fall together. Rows are never
// updated or deleted by the application.
import { type AuditAction, type AuditEntity, type AuditQuery, PAGE_SIZE } from '@portal/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { countRows, newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { auditLog } from '#server/core/db/schema/index.ts';

/** Who made a change: the signed-in admin (or the command line's stand-in). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** The audit actor of a signed-in admin. */
export const auditActor = (user: { id: number; email: string }): AuditActor => ({ id: user.id, email: user.email });

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | string | null;
  /** The row before the change; leave out for a creation. Never a password or a token. */
  before?: unknown;
  /** The row after the change; leave out for a deletion. */
  after?: unknown;
  /** When the change took effect, when the row records it so (the demo data's past changes); default now. */
  at?: Date;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(tx: Db | Tx, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    ...(record.at ? { createdAt: record.at } : {}),
  });
}

/** One page of the log, newest first, with its filters; the count in the same filters. */
export async function auditPage(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page ?? 1)),
    db.select({ total: countRows }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
