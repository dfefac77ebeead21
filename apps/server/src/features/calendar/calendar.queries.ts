// The calendar address and the feed's rows (docs/decisions/026-deadlines-and-calendar.md). The feed is read in one
// statement from the token's hash: the owner (an active participant) and their courses' assignments, through the
// same course scope as every participant read (enrolments), so another course's assignment is never in it and a
// course the participant left drops out with the enrolment.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { queryRows } from '#server/core/db/client.ts';
import { calendarFeeds } from '#server/core/db/schema/index.ts';

/** When the participant's address was made, or null without one. */
export async function feedCreatedAt(db: Db, personId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.personId, personId))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Replaces the participant's address by one of the given hash (the old token then finds nothing). */
export async function replaceFeed(db: Db, personId: number, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ personId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.personId, set: { tokenHash, createdAt: at } });
}

/** How far back the feed goes: older deadlines are history (calendar apps keep the events they fetched before). */
export const FEED_PAST_DAYS = 180;
/** The most events one feed holds (a participant of many courses), the latest last dates kept. */
export const FEED_MAX_EVENTS = 500;

export interface FeedRow {
  /** Null on the owner's row when they have no assignment (a left join keeps the owner). */
  id: number | null;
  title: string | null;
  last_submit_date: string | null;
  created_at: string | Date | null;
  updated_at: string | Date | null;
  course_name: string | null;
  course_short_name: string | null;
}

/**
 * The assignments of the feed whose token has this hash, the latest last date first (at most FEED_MAX_EVENTS, none
 * whose last date is more than FEED_PAST_DAYS ago: a calendar keeps the events it already has): null when no active participant has that
 * address (never made, replaced, or the account deactivated), else one row per assignment (or one empty row).
 * Served by calendar_feeds_token_uq, enrolments' participant index and assignments_course_last_date_idx.
 */
export async function feedAssignments(db: Db, tokenHash: string, at: Date): Promise<FeedRow[] | null> {
  const since = new Date(at.getTime() - FEED_PAST_DAYS * 24 * 3600_000).toISOString().slice(0, 10);
  const rows = await queryRows<FeedRow>(
    db,
    sql`select a.id, a.title, a.last_submit_date::text as last_submit_date, a.created_at, a.updated_at,
          c.name as course_name, c.short_name as course_short_name
        from calendar_feeds f
        join users u on u.id = f.person_id and u.is_active and u.user_type = 2
        left join enrolments e on e.participant_id = f.person_id
        left join assignments a on a.course_id = e.course_id and a.last_submit_date >= ${since}::date
        left join courses c on c.id = a.course_id
        where f.token_hash = ${tokenHash}
        order by a.last_submit_date desc nulls last, a.id desc nulls last
        limit ${FEED_MAX_EVENTS}`,
  );
  if (rows.length === 0) return null;
  return rows.filter((row) => row.id !== null);
}
