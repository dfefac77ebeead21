import type { FastifyRequest } from 'fastify';

// Tokens travel in some URLs by spec (registration, password reset): they never reach a log line.
const TOKEN_IN_URL = /[A-Za-z0-9_-]{43}/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_URL, '[token]');
}

/**
 * A security event (docs/security.md LG2) as one JSON line at level info: the event's name, the user it concerns (the
 * signed-in caller unless `fields` names another; null when nobody is known) and the client's address. Pino adds
 * `time`, and the request's logger its `reqId`.
 */
export function securityEvent(
  request: FastifyRequest,
  event: string,
  fields: Record<string, unknown> = {},
  message: string = event,
): void {
  request.log.info({ event, userId: request.user?.id ?? null, ip: request.ip, ...fields }, message);
}
