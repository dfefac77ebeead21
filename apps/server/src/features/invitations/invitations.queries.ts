// The invitation board of a course: its invitations newest first (index invitations_course_created_idx), each
// row's state computed in SQL from its dates, and the count of every state.
import { type InvitationBoardQuery, type InvitationState, PAGE_SIZE } from '@portal/contract';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { newestFirst, pageOffset } from '#server/core/db/paging.ts';
import { invitations, users } from '#server/core/db/schema/index.ts';

/** The condition of each state at `at`: used → registered; else revoked; else expired; else sent (pending). */
export function stateConditions(at: Date): Record<InvitationState, SQL> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const unused = isNull(invitations.usedAt);
  const open = and(unused, isNull(invitations.revokedAt)) as SQL;
  return {
    registered: isNotNull(invitations.usedAt),
    revoked: and(unused, isNotNull(invitations.revokedAt)) as SQL,
    expired: and(open, sql`${invitations.expiresAt} <= ${moment}`) as SQL,
    sent: and(open, sql`${invitations.expiresAt} > ${moment}`) as SQL,
  };
}

/** The state of a row as a SQL expression. */
export function stateColumn(at: Date): SQL<InvitationState> {
  const when = stateConditions(at);
  return sql<InvitationState>`case when ${when.registered} then 'registered' when ${when.revoked} then 'revoked' when ${when.expired} then 'expired' else 'sent' end`;
}

export async function invitationBoard(db: Db, courseId: number, query: InvitationBoardQuery) {
  const at = now();
  const when = stateConditions(at);
  const ofCourse = eq(invitations.courseId, courseId);
  const where = query.state ? and(ofCourse, when[query.state]) : ofCourse;
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        name: invitations.name,
        registerType: invitations.registerType,
        state: stateColumn(at),
        createdAt: invitations.createdAt,
        expiresAt: invitations.expiresAt,
        usedAt: invitations.usedAt,
        revokedAt: invitations.revokedAt,
        sentBy: users.email,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.createdById))
      .where(where)
      .orderBy(...newestFirst(invitations.createdAt, invitations.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page ?? 1)),
    db
      .select({
        total: query.state ? count(when[query.state]) : sql<number>`count(*)::int`,
        sent: count(when.sent),
        registered: count(when.registered),
        expired: count(when.expired),
        revoked: count(when.revoked),
      })
      .from(invitations)
      .where(ofCourse),
  ]);
  return {
    total: counts?.total ?? 0,
    counts: {
      sent: counts?.sent ?? 0,
      registered: counts?.registered ?? 0,
      expired: counts?.expired ?? 0,
      revoked: counts?.revoked ?? 0,
    },
    rows,
  };
}

/** One invitation with its state now, or undefined. */
export async function invitationWithState(db: Db, id: number) {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      courseId: invitations.courseId,
      registerType: invitations.registerType,
      state: stateColumn(now()),
    })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1);
  return row;
}
