// Deadlines in view (docs/features.md, "Deadlines in view"; docs/decisions/026-deadlines-and-calendar.md): the
// participant dashboard's "Due soon" list (part of the dashboard's answer, see dashboard.ts) and the personal
// calendar feed, an iCalendar address a calendar app polls without a session.
import { z } from 'zod';
import { ErrorBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { EmptyBody } from './options.ts';

/** "Due soon": the assignments whose last submission date is today or one of the next 6 days (institute's zone). */
export const DUE_SOON_DAYS = 7;
/** The most of them the dashboard lists; `total` counts them all (the rest are on the assignments list). */
export const DUE_SOON_MAX = 10;

export const DEADLINE_TEXT = {
  dueSoonTitle: 'Due soon',
  dueSoonEmpty: 'Nothing due in the next 7 days. Well done!',
  /** Shown under the list when more are due than it shows. */
  more: (count: number) => `and ${count} more on the assignments list`,
  allAssignments: 'See all assignments',
  inGrace: 'In grace',
  calendarTitle: 'Calendar feed',
  calendarIntro:
    'Subscribe to your assignment deadlines in Google Calendar, Outlook or any calendar app. The address is personal: whoever has it sees your deadlines.',
  calendarNone: 'You have no calendar address yet.',
  calendarMake: 'Make an address',
  calendarRenew: 'Make a new address',
  calendarRenewConfirm:
    'Make a new address? The old address stops working at once: calendars subscribed to it get no more updates.',
  calendarShownOnce:
    'Copy it now: for your safety the portal keeps only a fingerprint of it and cannot show it again. To subscribe another calendar later, make a new address.',
  calendarMadeOn: 'Your calendar address was made on',
  copy: 'Copy address',
  copied: 'Address copied',
  google: 'Add to Google Calendar',
  outlook: 'Add to Outlook',
  made: 'A new calendar address was made. The old one no longer works.',
  /** The feed's 404: an address never made, replaced by a new one, or of a deactivated account. */
  feedNotFound: 'This calendar address is not valid. Make a new one on your dashboard.',
} as const;

/** One assignment of "Due soon". Moments are ISO 8601; `last_submit_date` is the calendar date (institute's zone). */
export const DueSoonAssignment = z
  .object({
    assignment_id: z.number().int(),
    title: z.string(),
    course_name: z.string(),
    course_short_name: z.string(),
    last_submit_date: z.string(),
    /** 00:00 of the last date in the institute's zone: from then a submission is in grace. */
    grace_from: z.string(),
    /** 24 hours after grace_from: uploads are refused from then. */
    deadline: z.string(),
  })
  .meta({ id: 'DueSoonAssignment' });
export type DueSoonAssignment = z.infer<typeof DueSoonAssignment>;

/** The dashboard's "Due soon": not submitted, deadline not passed, last date within DUE_SOON_DAYS, soonest first. */
export const DueSoon = z
  .object({
    /** All of them (the list shows at most DUE_SOON_MAX). */
    total: z.number().int().nonnegative(),
    /** The institute's zone (TZ_INSTITUTE), in which the dates are shown. */
    time_zone: z.string(),
    assignments: z.array(DueSoonAssignment),
  })
  .meta({ id: 'DueSoon' });
export type DueSoon = z.infer<typeof DueSoon>;

/** The calendar address, as it is made: shown once (only its SHA-256 is stored). */
export const CalendarFeedAddress = z
  .object({
    /** https://…/api/calendar/<token>.ics */
    url: z.string(),
    /** The same address with the webcal: scheme, which calendar apps subscribe to. */
    webcal_url: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CalendarFeedAddress' });
export type CalendarFeedAddress = z.infer<typeof CalendarFeedAddress>;

/** Whether the participant has a calendar address, and since when (never the address: it is not stored). */
export const CalendarFeedState = z.object({ created_at: z.string().nullable() }).meta({ id: 'CalendarFeedState' });
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/** A feed file name: the 43-character token and `.ics`. */
export const CalendarFeedParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar address')
    .transform((file) => file.slice(0, -'.ics'.length)),
});

/** The feed: text/calendar; charset=utf-8 (RFC 5545), one VEVENT per assignment of the person's courses. */
export const CalendarFile = z
  .string()
  .meta({ id: 'CalendarFile', description: 'text/calendar; charset=utf-8 (iCalendar, RFC 5545)' });

/** The feed's path; `buildCalendarFeedPath(token)` is its address without the origin. */
export const CALENDAR_FEED_PATH = '/api/calendar/:file';
export function buildCalendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

const tags = ['deadlines'];

export const participantCalendarFeed = {
  state: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/participant/calendar_feed',
    access: 'participant',
    summary: 'Whether the caller has a calendar address and when it was made (the address itself is not kept)',
    tags,
    responses: { 200: CalendarFeedState, 401: ErrorBody },
  }),
  renew: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/participant/calendar_feed',
    access: 'participant',
    summary: 'Makes a new calendar address for the caller; the previous one stops working at once',
    tags,
    body: EmptyBody,
    responses: { 201: CalendarFeedAddress, 400: ErrorBody, 401: ErrorBody },
  }),
} as const;

export const calendarFeed = {
  feed: defineEndpoint({
    method: 'GET',
    keep: false,
    path: CALENDAR_FEED_PATH,
    access: 'public',
    summary:
      'A participant’s calendar of their courses’ assignment deadlines (iCalendar), at the secret address they made; no session needed (calendar apps poll it). An unknown or replaced address answers 404',
    tags,
    params: CalendarFeedParams,
    responses: { 200: CalendarFile, 400: ErrorBody, 404: ErrorBody },
  }),
} as const;
