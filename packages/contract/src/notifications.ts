// Notifications of both work areas (docs/features.md, Notifications; docs/decisions/023-notifications.md): the list
// with its unread count, marking read, the preferences per kind (immediately by mail, in a daily digest, or not at
// all), and the one-click unsubscribe of a notification mail. The kinds themselves (who receives them, their text,
// link and default channel) are one registry on the server (features/notifications/kinds.ts); the contract carries
// a kind as its name.
import { z } from 'zod';
import { ErrorBody, IdString, PageString, SuccessBody, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { NOTIFICATION_LIST_PATHS } from './notification-routes.ts';
import { READ_ERRORS, WRITE_ERRORS } from './options.ts';

export { bellLabel, NOTIFICATION_LIST_PATHS } from './notification-routes.ts';

/** How a person hears of a kind besides the portal: a mail at once, the daily digest, or no mail. */
export const NOTIFICATION_CHANNELS = ['immediate', 'digest', 'off'] as const;
export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/** The labels of the channels on the preferences form. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  immediate: 'Immediately',
  digest: 'Daily digest',
  off: 'Off',
};

export const NOTIFICATION_TEXT = {
  allRead: 'All notifications marked as read',
  read: 'Notification marked as read',
  preferencesSaved: 'Preferences saved',
  unsubscribed: 'You will no longer receive these mails',
  badToken: 'This unsubscribe link is not valid',
  unknownKind: 'Unknown notification kind',
  notFound: 'Notification not found',
} as const;

const KindName = z.string().min(1).max(60);

/**
 * The values a notification's line is written from (`text` is that line in English): the web writes the line in the
 * page's language from `kind` and these (docs/i18n.md, Texts with values). Absent fields do not apply to the kind.
 */
export const NotificationSubject = z
  .object({
    /** What it is about: an assignment's, content's or post's title, a release's component, a certificate's serial. */
    title: z.string(),
    /** The course as the line names it ("Name (SHORT)"), or the certificate's course name. */
    course: z.string(),
    /** A reply's author (forum kinds). */
    author: z.string().optional(),
    /** A deadline reminder: the last submission date, dd-MM-yyyy. */
    last_date: z.string().optional(),
    /** The grace reminder: hours of grace left, rounded up (0: the grace has ended). */
    hours_left: z.number().int().optional(),
    /** The coordinator's daily summary: the day's posts still unanswered and its new submissions. */
    unanswered: z.number().int().optional(),
    submissions: z.number().int().optional(),
    /** Results released: the final result's release (its `title` is then the fixed 'Final result', not a name). */
    final: z.boolean().optional(),
  })
  .meta({ id: 'NotificationSubject' });
export type NotificationSubject = z.infer<typeof NotificationSubject>;

export const NotificationItem = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    /** The line in English, as the server's registry of kinds writes it. */
    text: z.string(),
    /** Its values, or null when its object is gone ("This item is no longer available"). */
    subject: NotificationSubject.nullable(),
    /** The portal address of the object it is about (a path of the caller's work area). */
    link: z.string(),
    created_at: z.string(),
    is_read: z.boolean(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z
  .object({ total_data: TotalData, unread: TotalData, notifications: z.array(NotificationItem) })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationPreference = z.object({
  kind: z.string(),
  label: z.string(),
  channel: NotificationChannel,
});
export const NotificationPreferences = z
  .object({ preferences: z.array(NotificationPreference) })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const PreferencesBody = z
  .object({
    preferences: z
      .array(z.object({ kind: KindName, channel: NotificationChannel }).strict())
      .min(1)
      .max(50),
  })
  .strict();
export type PreferencesBody = z.infer<typeof PreferencesBody>;

export const NotificationIdParams = z.object({ notificationId: IdString });
const NotificationPageParams = z.object({ page: PageString });

/** A signed unsubscribe token: person, kind and signature, URL-safe. */
export const UnsubscribeToken = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/);
export const UnsubscribeParams = z.object({ token: UnsubscribeToken });
export const UnsubscribeInfo = z.object({ label: z.string() }).meta({ id: 'UnsubscribeInfo' });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;

/** The address the mails' List-Unsubscribe header names: its GET is the web page, its POST unsubscribes. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/:token';

const tags = ['notifications'];

function areaEndpoints<R extends 'participant' | 'coordinator'>(role: R) {
  return {
    list: defineEndpoint({
      method: 'GET',
      // The unread count changes on others' writes (a fan-out job): never kept, one cheap indexed read instead.
      keep: false,
      path: NOTIFICATION_LIST_PATHS[role],
      access: role,
      summary: 'The caller’s notifications, newest first, 10 a page, with the number unread',
      tags,
      params: NotificationPageParams,
      responses: { 200: NotificationList, ...READ_ERRORS },
    }),
    markRead: defineEndpoint({
      method: 'POST',
      changes: 'work',
      path: `/api/${role}/notifications/read/:notificationId` as `/api/${R}/notifications/read/:notificationId`,
      access: role,
      summary: 'Marks one of the caller’s notifications read (its link was opened)',
      tags,
      params: NotificationIdParams,
      responses: { 200: SuccessBody, ...WRITE_ERRORS },
    }),
    markAllRead: defineEndpoint({
      method: 'POST',
      changes: 'work',
      path: `/api/${role}/notifications/read_all` as `/api/${R}/notifications/read_all`,
      access: role,
      summary: 'Marks every notification of the caller read',
      tags,
      responses: { 200: SuccessBody, ...WRITE_ERRORS },
    }),
    preferences: defineEndpoint({
      method: 'GET',
      keep: false,
      path: `/api/${role}/notification_preferences` as `/api/${R}/notification_preferences`,
      access: role,
      summary: 'The caller’s channel per kind of notification (defaults where never chosen)',
      tags,
      responses: { 200: NotificationPreferences, ...READ_ERRORS },
    }),
    savePreferences: defineEndpoint({
      method: 'PATCH',
      changes: 'work',
      path: `/api/${role}/notification_preferences` as `/api/${R}/notification_preferences`,
      access: role,
      summary: 'Sets the caller’s channel of the kinds given',
      tags,
      body: PreferencesBody,
      responses: { 200: SuccessBody, ...WRITE_ERRORS },
    }),
  };
}

export const participantNotifications = areaEndpoints('participant');
export const coordinatorNotifications = areaEndpoints('coordinator');

export const unsubscribeEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/unsubscribe/:token',
    access: 'public',
    summary: 'What a signed unsubscribe link unsubscribes from (changes nothing)',
    tags,
    params: UnsubscribeParams,
    responses: { 200: UnsubscribeInfo, 400: ErrorBody, 404: ErrorBody },
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/unsubscribe/:token',
    access: 'public',
    summary: 'Turns off the mails of the kind a signed unsubscribe link names, for the person it names',
    tags,
    params: UnsubscribeParams,
    responses: { 200: SuccessBody, 400: ErrorBody, 404: ErrorBody },
  }),
};
