// What a work area's header needs of the notifications (the bell), in a module that builds no zod schema: the
// layouts import it, and importing a module that builds schemas would put zod in their first paint (texts.ts).

/** The notification lists of both work areas, 10 a page, newest first; the bell reads page 1 for `unread`. */
export const NOTIFICATION_LIST_PATHS = {
  participant: '/api/participant/notifications/:page',
  coordinator: '/api/coordinator/notifications/:page',
} as const;

/** The bell's accessible name. */
export function bellLabel(unread: number): string {
  return `Notifications, ${unread} unread`;
}
