// The feed's iCalendar text (RFC 5545, with ical-generator): one all-day VEVENT per assignment on its last submission
// date, the day the institute's deadline ends (docs/decisions/026-deadlines-and-calendar.md). Its UID is
// `assignment-{id}@{host of PUBLIC_URL}`, the same on every fetch, and SEQUENCE and LAST-MODIFIED follow the
// assignment's edits, so a changed deadline moves the same event instead of adding one.
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { FeedRow } from './calendar.queries.ts';

export interface FeedOptions {
  /** PUBLIC_URL: the events' links and the host of their UIDs. */
  publicUrl: string;
  /** TZ_INSTITUTE, named in each event's description with the exact deadline. */
  timeZone: string;
  productName: string;
}

/** How often calendar apps are asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3600;

export function assignmentUid(assignmentId: number, publicUrl: string): string {
  return `assignment-${assignmentId}@${new URL(publicUrl).host}`;
}

function dateOnly(isoDate: string, addDays = 0): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + addDays));
}

function moment(value: string | Date | null): Date {
  return value instanceof Date ? value : new Date(value ?? 0);
}

/** The whole feed as text. */
export function feedText(rows: readonly FeedRow[], options: FeedOptions): string {
  const link = new URL('/participant/assignments', options.publicUrl).toString();
  const calendar = ical({
    name: `${options.productName}: assignment deadlines`,
    prodId: { company: new URL(options.publicUrl).host, product: 'assignment-deadlines', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  const closing = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });
  for (const row of rows) {
    if (row.id === null || row.last_submit_date === null) continue;
    const created = moment(row.created_at);
    const updated = moment(row.updated_at);
    const course = row.course_short_name ? `${row.course_name} (${row.course_short_name})` : (row.course_name ?? '');
    calendar.createEvent({
      id: assignmentUid(row.id, options.publicUrl),
      allDay: true,
      start: dateOnly(row.last_submit_date),
      end: dateOnly(row.last_submit_date, 1),
      summary: `Assignment due: ${row.title ?? ''}`,
      description: `${course}\nLast date of submission: ${closing.format(dateOnly(row.last_submit_date))}. Submissions close at 00:00 (${options.timeZone}) at the end of that day.\n${link}`,
      url: link,
      // A revision number that only grows: whole seconds between the assignment's creation and its last edit.
      sequence: Math.max(0, Math.floor((updated.getTime() - created.getTime()) / 1000)),
      lastModified: updated,
      created,
      stamp: updated,
      // A deadline is not a meeting: it does not make the person busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1); ical-generator leaves the last one open.
  return `${calendar.toString()}\r\n`;
}
