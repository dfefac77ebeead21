// What the banner of maintenance mode needs on every page's first paint, in a module that builds no zod schema
// (texts.ts): the public status's path and the texts. The schemas and endpoints are in maintenance.ts.

/** The public read every page polls for the banner (no session needed; answered from the process's memory). */
export const PUBLIC_STATUS_PATH = '/api/public/status';

/** How often an open page asks the public status again, in milliseconds: a switch shows within a minute. */
export const STATUS_POLL_MS = 60_000;

/** Seconds a refused write tells the client to wait (`Retry-After`) while maintenance mode is on. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** The longest message an admin may show in the banner. */
export const MAINTENANCE_MESSAGE_MAX = 500;

export const MAINTENANCE_TEXTS = {
  /** Shown (and answered with refused writes) when the admin left the message blank. */
  defaultMessage:
    'The portal is under maintenance. You can still read everything; changes are paused until it is back.',
  /** The banner's accessible name. */
  bannerLabel: 'Maintenance notice',
  messageTooLong: `The message must be at most ${MAINTENANCE_MESSAGE_MAX} characters`,
  turnedOn: 'Maintenance mode is on',
  turnedOff: 'Maintenance mode is off',
} as const;
