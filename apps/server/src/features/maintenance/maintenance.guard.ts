// The write guard of maintenance mode: while it is on, a request that may change data answers 503 with the
// admin's message and Retry-After, before its body is validated or read (an upload is not received). What goes on:
// every read; every call of an admin (they fix things); the writes that change no row (`changes: 'none'`: sign-in,
// the admins' two-step sign-in, sign-out, download links); and the participants' downloads of course material,
// which count a view but are reads to their user. Registration, the contact form, password resets and every other
// write of participants and coordinators are refused (docs/decisions/030-maintenance-and-readiness.md).
import { MAINTENANCE_RETRY_AFTER_SECONDS, participantAssignments, participantContents } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { shownMessage } from './maintenance.queries.ts';
import type { MaintenanceMode } from './maintenance.state.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes that go on in maintenance mode although they record something: reads to the person asking. */
const READS_THAT_RECORD = new Set(
  [participantContents.download, participantAssignments.download].map((e) => `${e.method} ${e.path}`),
);

export function refuseWritesInMaintenance(app: FastifyInstance, mode: MaintenanceMode): void {
  // preValidation: after the route's role guard (onRequest) has found the caller, before the body is validated.
  app.addHook('preValidation', (request, reply, done) => {
    const state = mode.current;
    if (!state.on || !WRITE_METHODS.has(request.method)) return done();
    const { access, changes } = request.routeOptions.config;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (access === 'admin' || changes === 'none' || READS_THAT_RECORD.has(route)) return done();
    request.log.info({ event: 'maintenance_refused', url: request.routeOptions.url }, 'write refused: maintenance');
    reply
      .code(503)
      .header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .send({ error: shownMessage(state) });
  });
}
