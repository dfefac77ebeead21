// The one error shape `{ error }` (validation adds `issues`, a 500 adds `requestId`), the factories that
// features throw, and the single handler that turns any thrown value into that shape.
import type { RefusalCode, RefusalValues } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { redactUrl, securityEvent } from './logging.ts';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A refusal naming a person or a course: its code and values, answered beside the English text (ErrorBody). */
    readonly written?: { code: RefusalCode; values: RefusalValues },
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Bad Request', written?: HttpError['written']) =>
  new HttpError(400, message, {}, written);

/** A validation refusal found by handler code (a multipart `json` part): 400 with `issues`, as the validator answers. */
export class InvalidInputError extends HttpError {
  override name = 'InvalidInputError';
  constructor(readonly issues: { path: string; message: string }[]) {
    const first = issues[0];
    super(400, first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Bad Request');
  }
}
/** The challenge of every 401 (RFC 9110 §11.6.1): the API is used with a bearer token. */
export const BEARER_CHALLENGE = 'Bearer realm="portal"';
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, message, { 'WWW-Authenticate': BEARER_CHALLENGE });
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
/** The spec's text for a refused delete. */
export const deleteDenied = () => new HttpError(403, 'Permission Denied. Action Failed');
export const notFound = (message = 'Not Found', written?: HttpError['written']) =>
  new HttpError(404, message, {}, written);
export const conflict = (message: string, written?: HttpError['written']) => new HttpError(409, message, {}, written);
export const payloadTooLarge = (message = 'File is too large') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'This file type is not accepted') => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** The answer of a server that cannot serve right now (database out of reach, overloaded). */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable, please try again shortly';
/** Seconds a client is told to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (message = SERVICE_UNAVAILABLE) =>
  new HttpError(503, message, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin shutdown
  '57P02',
  '57P03', // cannot connect now
  '57014', // statement timeout
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Whether an error says the database is out of reach (restart, timeout), which is a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && DB_UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(candidate.message)
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

interface Issue {
  path: string;
  message: string;
}

function validationIssues(error: FastifyError): Issue[] {
  const context = (error as { validationContext?: string }).validationContext ?? '';
  return (error.validation ?? []).map((entry) => {
    const segments = String(entry.instancePath ?? '')
      .split('/')
      .filter(Boolean);
    const path = [context, ...segments].filter(Boolean).join('.');
    return { path, message: entry.message ?? 'Invalid value' };
  });
}

/** The handler of every error: a known status keeps its message, anything else is a 500 without details. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = validationIssues(error);
    const first = issues[0];
    const text = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Bad Request';
    securityEvent(request, 'validation_failed', { issues }, 'request validation failed');
    return reply.code(400).send({ error: text, issues });
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    // A 401 must carry a challenge (RFC 9110), a refused sign-in too; its body stays as the route made it.
    if (error.statusCode === 401 && !reply.hasHeader('WWW-Authenticate'))
      reply.header('WWW-Authenticate', BEARER_CHALLENGE);
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
    if (error.statusCode === 403) securityEvent(request, 'forbidden', { url: redactUrl(request.url) }, error.message);
    if (error.statusCode === 429)
      securityEvent(request, 'rate_limited', { url: redactUrl(request.url) }, error.message);
    if (error instanceof InvalidInputError) return reply.code(400).send({ error: error.message, issues: error.issues });
    return reply.code(error.statusCode).send({ error: error.message, ...error.written });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send({ error: 'Internal Server Error', requestId: String(request.id) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return reply.code(503).send({ error: SERVICE_UNAVAILABLE });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals (bad JSON, wrong content type, body too large, rate limit): safe messages.
    if (status === 429) securityEvent(request, 'rate_limited', { url: redactUrl(request.url) }, 'rate limit reached');
    if (status === 429 && error.message) return reply.code(429).send({ error: error.message });
    return reply.code(status).send({ error: error.message || 'Bad Request' });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ error: 'Internal Server Error', requestId: String(request.id) });
}
