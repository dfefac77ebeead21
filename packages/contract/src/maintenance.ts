// Maintenance mode and readiness (docs/decisions/030-maintenance-and-readiness.md): the public status every page
// polls for the banner, the admin console's switch, and the load balancer's readiness check. The texts and the
// status path the first paint needs are in maintenance-texts.ts (no zod).
import { z } from 'zod';
import { IsoDateTime } from './admin.ts';
import { ErrorBody, SuccessBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lineText } from './fields.ts';
import { MAINTENANCE_MESSAGE_MAX, MAINTENANCE_TEXTS, PUBLIC_STATUS_PATH } from './maintenance-texts.ts';
import { READ_ERRORS, WRITE_ERRORS } from './options.ts';

/** What everyone may know of maintenance mode: on or off, the message the banner shows, since when. */
export const MaintenanceInfo = z.object({
  on: z.boolean(),
  /** The admin's message, or the default text when they left it blank; '' while off. */
  message: z.string(),
  since: IsoDateTime.nullable(),
});
export type MaintenanceInfo = z.infer<typeof MaintenanceInfo>;

export const PublicStatus = z.object({ maintenance: MaintenanceInfo });
export type PublicStatus = z.infer<typeof PublicStatus>;

/** The console's view: also who switched it last, and the message as typed (kept while off, for next time). */
export const AdminMaintenance = z.object({
  on: z.boolean(),
  message: z.string(),
  since: IsoDateTime.nullable(),
  /** The e-mail of the admin who switched it last, or `command line`; null if never switched. */
  by: z.string().nullable(),
});
export type AdminMaintenance = z.infer<typeof AdminMaintenance>;

/** The console's switch: on or off, with the message (blank: the default text). */
export const MaintenanceBody = z.object({
  on: z.boolean(),
  message: lineText({ tooLong: MAINTENANCE_TEXTS.messageTooLong }, MAINTENANCE_MESSAGE_MAX, {
    anyControl: 'Control characters are not allowed',
  }),
});
export type MaintenanceBody = z.infer<typeof MaintenanceBody>;

/** `ready`, or why the process should get no new traffic. */
export const ReadyResponse = z.object({ status: z.enum(['ready', 'draining', 'maintenance']) });
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const publicStatusEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    keep: false,
    path: PUBLIC_STATUS_PATH,
    access: 'public',
    summary: "The portal's status every page shows: whether maintenance mode is on, and its message",
    tags: ['system'],
    responses: { 200: PublicStatus },
  }),
  ready: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/ready',
    access: 'public',
    summary:
      'Readiness for a load balancer: 200 while the process takes traffic; 503 while it drains (stopping) or in maintenance mode',
    tags: ['system'],
    responses: { 200: ReadyResponse, 503: ReadyResponse },
  }),
} as const;

export const adminMaintenance = {
  get: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/maintenance',
    access: 'admin',
    summary: 'Maintenance mode as the console shows it: on or off, the message, since when, by whom',
    tags: ['admin'],
    responses: { 200: AdminMaintenance, ...READ_ERRORS },
  }),
  set: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/admin/maintenance',
    access: 'admin',
    summary:
      'Turns maintenance mode on (with its message) or off, for every server process at once; audited. While on, ' +
      'writes of everyone but admins answer 503 with the message',
    tags: ['admin'],
    body: MaintenanceBody,
    responses: { 200: SuccessBody, ...WRITE_ERRORS, 503: ErrorBody },
  }),
} as const;
