// The admin's home: every count in one statement (scalar sub-queries, each on an index or a small table).
import { USER_TYPE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '#server/core/db/client.ts';

export interface OverviewRow {
  programs: number;
  running_courses: number;
  expired_courses: number;
  coordinators: number;
  participants: number;
  inactive_participants: number;
  pending_invitations: number;
  unread_messages: number;
}

/** The counts of the overview at `at` (an invitation is pending until it expires). */
export async function overviewCounts(db: Db, at: Date): Promise<OverviewRow> {
  const [row] = await queryRows<OverviewRow>(
    db,
    sql`select
        (select count(*)::int from programs) as programs,
        (select count(*)::int from courses where status = 1) as running_courses,
        (select count(*)::int from courses where status = 0) as expired_courses,
        (select count(*)::int from users where user_type = ${USER_TYPE.coordinator}) as coordinators,
        (select count(*)::int from users where user_type = ${USER_TYPE.participant}) as participants,
        (select count(*)::int from users where user_type = ${USER_TYPE.participant} and not is_active)
          as inactive_participants,
        (select count(*)::int from invitations
          where used_at is null and revoked_at is null and expires_at > ${at.toISOString()}::timestamptz) as pending_invitations,
        (select count(*)::int from contact_messages where read_at is null) as unread_messages`,
  );
  if (!row) throw new Error('the overview answered no row');
  return row;
}
