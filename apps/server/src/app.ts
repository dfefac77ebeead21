// buildApp: the whole server as one Fastify instance, assembled in a visible order — core plugins, then
// the features, then media and the web app. main.ts opens the database and listens; tests inject.
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { FRAME_HOSTS, type WriteEffect } from '@portal/contract';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { createSessionReader } from './core/auth/sessions.ts';
import { type ChangeFeed, courseKey } from './core/db/changes.ts';
import type { Db } from './core/db/client.ts';
import { memberCourseIdLists } from './core/db/course-membership.ts';
import { badRequest, errorHandler } from './core/errors.ts';
import type { FeatureContext } from './core/feature-context.ts';
import { filesRoutes } from './core/files/files.routes.ts';
import { mediaRoutes } from './core/files/media.routes.ts';
import type { FileStore } from './core/files/store.ts';
import { capConnections, SERVER_TIMEOUTS } from './core/http/connections.ts';
import { createCallerAnswers } from './core/http/kept-answers.ts';
import { registerLoadShedding } from './core/http/load-shedding.ts';
import { DOCS_PREFIX, registerOpenApi } from './core/http/openapi.ts';
import { PER_REQUEST_COMPRESSION } from './core/http/prepared-answer.ts';
import { createRegistrar } from './core/http/register-endpoint.ts';
import { registerWebApp, webDistDir } from './core/http/web-static.ts';
import type { JobQueue } from './core/jobs/queue.ts';
import { redactUrl } from './core/logging.ts';
import { registerMetrics } from './core/metrics/metrics.routes.ts';
import { adminRoutes } from './features/admin/index.ts';
import { assignmentRoutes } from './features/assignments/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { backupRoutes } from './features/backup/index.ts';
import { badgeRoutes } from './features/badges/index.ts';
import { calendarRoutes } from './features/calendar/index.ts';
import { certificateVerificationRoutes } from './features/certificate-verification/index.ts';
import { certificateRoutes } from './features/certificates/index.ts';
import { contentRoutes } from './features/contents/index.ts';
import { coursesRoutes } from './features/courses/index.ts';
import { dashboardRoutes } from './features/dashboard/index.ts';
import { evaluationRoutes } from './features/evaluations/index.ts';
import { forumRoutes } from './features/forum/index.ts';
import { invitationRoutes } from './features/invitations/index.ts';
import { languageRoutes } from './features/language/index.ts';
import { maintenanceMode } from './features/maintenance/index.ts';
import { markImportRoutes } from './features/mark-imports/index.ts';
import { marksRoutes } from './features/marks/index.ts';
import { notificationRoutes } from './features/notifications/index.ts';
import { participantsRoutes } from './features/participants/index.ts';
import { profileRoutes } from './features/profile/index.ts';
import { publicRoutes } from './features/public/index.ts';
import { registrationRoutes } from './features/registration/index.ts';
import { reportsRoutes } from './features/reports/index.ts';
import { componentRoutes, participantResultsRoutes } from './features/results/index.ts';
import { systemRoutes } from './features/system/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** How changes reach the in-process caches of every server process (core/db/changes.ts). */
  changes: ChangeFeed;
  /** The job queue, started by whoever built it (boot.ts, the test app); the app only queues jobs. */
  jobs: JobQueue;
  store: FileStore;
  /** HMAC key of signed download links. */
  filesSecret: string;
  /** Pino options or `false`; tests pass a stream to read the log. */
  logger?: FastifyServerOptions['logger'];
  /** Write the app's own log configuration (level, redaction) as JSON lines to this stream instead. */
  logStream?: { write(line: string): void };
  /** Serve the built web app (default: when it is built). */
  webDist?: string | null;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: string | undefined;
  /** What a write route does to the kept answers when it succeeds, as its descriptor declares (`changes`). */
  changes: WriteEffect | undefined;
  /** The route's zod schemas (params, querystring, body), for the suites that derive bad input from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the suites that walk all of them. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The methods of the requests that may write. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes under these prefixes must declare `config.access` (docs/security.md AC1), and their writes `config.changes`.
 */
const GUARDED_PREFIXES = ['/api/', '/files/', '/media/'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logStream
      ? { ...defaultLogger(config, false), stream: deps.logStream }
      : (deps.logger ?? defaultLogger(config)),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    // Node applies the request and headers timeouts only when they are given as the server is created: Fastify's own
    // option alone (set on the server afterwards) never cut off a client sending its body at 1 byte a second (HD7).
    http: {
      requestTimeout: SERVER_TIMEOUTS.requestTimeout,
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval,
    },
    routerOptions: { maxParamLength: 100 },
    // The router's own refusals in the one error shape: a parameter over 100 characters names nothing (404,
    // not Fastify's 414), a malformed URL is a 400.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(404).send({ error: 'Not Found' });
      return reply.code(400).send({ error: 'Bad Request' });
    },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });
  // Open-loop overload (docs/security.md RE5): without a cap, every arriving connection is accepted and its request
  // queued, and memory and waiting grow without bound. At the cap the idlest connection makes room (HD9).
  capConnections(app.server, config.MAX_CONNECTIONS);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON and multipart only: any other body type is refused with 415.
  app.removeContentTypeParser('text/plain');

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  // Deny by default: a route under a guarded prefix without a declared access level, or a write route there that
  // does not declare what it changes, stops start-up.
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (url.startsWith(DOCS_PREFIX)) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const { access, changes } = route.config ?? {};
    for (const method of methods) registeredRoutes.push({ method, url, access, changes, schema: route.schema });
    if (!GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access level`);
    // The write hook below acts only on what a route declares: a write that declared nothing would drop nothing.
    if (!changes && methods.some((method) => WRITE_METHODS.has(method))) {
      throw new Error(`Route ${route.method} ${url} declares no changes (what its writes do to the kept answers)`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', String(request.id));
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.id,
        ip: request.ip,
      },
      'request',
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The route's path, or the request's without its origin: a request line may carry an absolute URL
    // (`GET http://host/api/…`), which reaches the same route.
    const path = request.routeOptions.url ?? new URL(request.url, 'http://localhost').pathname;
    if (path.startsWith('/api/') && !path.startsWith(DOCS_PREFIX)) {
      // API answers are never cached by browsers or proxies (unless a public route set its own short public
      // Cache-Control), nor rendered if opened directly.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      if (String(reply.getHeader('Content-Type') ?? '').startsWith('application/json')) {
        reply.header('Content-Disposition', 'attachment; filename="api.json"');
      }
    }
    return payload;
  });

  // The security headers of every answer (HD1–HD5), from helmet built once: @fastify/helmet builds a new helmet
  // from its options on every request, which cost more than the rest of a bare request's hooks together.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: [...FRAME_HOSTS],
        connectSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: config.PUBLIC_URL.startsWith('https:') ? { maxAge: 15_724_800, includeSubDomains: true } : false,
  });
  // helmet 8 throws instead of passing an error on; its callback is only "headers set".
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  // A query string with a percent-escape that is no UTF-8 (a lone surrogate, a cut sequence) is refused with 400,
  // as the router refuses one in a path, instead of reaching a route as its literal characters.
  app.addHook('onRequest', (request, _reply, done) =>
    done(hasMalformedQuery(request.raw.url) ? badRequest() : undefined),
  );
  // Load shedding (docs/security.md RE5): 503 + Retry-After while the event loop lags, start-up not counted.
  if (config.MAX_EVENT_LOOP_DELAY > 0) await registerLoadShedding(app, config.MAX_EVENT_LOOP_DELAY);
  await app.register(fastifyCompress, PER_REQUEST_COMPRESSION);
  // Counters in memory for one process; in Redis when several copies share the limits.
  // ioredis is loaded only when it is used (docs/performance.md, "Memory").
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 4,
      fieldSize: 64 * 1024,
      fileSize: Math.max(...Object.values(config.uploadLimits)),
      parts: 6,
      headerPairs: 50,
    },
  });
  if (config.API_DOCS === 'on') await registerOpenApi(app);

  // A write route that declares `changes: 'work'` or `'courses'` (its descriptor in the contract) and succeeds (or
  // fails with a 5xx, which may follow a commit) drops the work areas' answers kept per caller: every caller's for
  // `work`, those of the members of the courses its handler reported (`ctx.touches`) for `courses`; in this process
  // at once, and in the others through the change feed, whose notification is committed before the answer leaves
  // (core/http/kept-answers.ts), so that the writer's next read finds no answer from before its write on any
  // process. A `courses` write that reported no course drops everything (and is logged: a handler forgot one). A
  // write declaring `none` changes no row (testing/suites/reads-change-nothing.test.ts holds it to that) and drops
  // nothing; a 4xx changed nothing (the bad-input suite holds every route to that). Also with KEEP_ANSWERS=off: the
  // other processes may keep answers. A callback hook, not an async one: it runs on every answer, and a read goes
  // on at once.
  const callerAnswers =
    config.KEEP_ANSWERS === 'on'
      ? createCallerAnswers(
          deps.changes,
          (members) => memberCourseIdLists(deps.db, members),
          (error) => app.log.error({ err: error }, 'looking up the callers’ courses failed'),
        )
      : null;
  app.decorateRequest('touchedCourses', null);
  // GET /metrics and the series every request adds to, when METRICS_TOKEN is set (core/metrics/).
  await registerMetrics(app, config.METRICS_TOKEN, {
    db: deps.db,
    jobs: deps.jobs,
    sessionLimits: { idleMs: config.SESSION_IDLE, maxMs: config.SESSION_MAX },
  });
  if (callerAnswers) app.metrics?.watchKeptAnswers('caller', callerAnswers);
  app.addHook('onSend', (request, reply, payload, done) => {
    const changes = request.routeOptions.config.changes;
    if ((changes === 'work' || changes === 'courses') && (reply.statusCode < 400 || reply.statusCode >= 500)) {
      let key: string | undefined;
      if (changes === 'courses') {
        key = courseKey(request.touchedCourses ?? [], request.routeOptions.config.kinds);
        if (key === undefined && (request.touchedCourses ?? []).length === 0 && reply.statusCode < 400) {
          request.log.error(
            { event: 'write_reported_no_course', route: request.routeOptions.url },
            'a write declaring changes: courses reported no course: every kept answer is dropped',
          );
        }
      }
      deps.changes
        .signal(deps.db, 'work', key)
        .then(() => done(null, payload), done)
        .catch((error: unknown) => request.log.error({ err: error }, 'answering after a write failed'));
    } else {
      done(null, payload);
    }
  });

  const context: FeatureContext = {
    app,
    route: createRegistrar(app, {
      findSession: createSessionReader(deps.db, deps.changes, {
        idleMs: config.SESSION_IDLE,
        maxMs: config.SESSION_MAX,
      }),
      adminTwoStep: config.ADMIN_MFA === 'required',
      callerAnswers,
    }),
    db: deps.db,
    changes: deps.changes,
    config,
    jobs: deps.jobs,
    store: deps.store,
    filesSecret: deps.filesSecret,
  };
  // Maintenance mode first: its write guard (a hook) covers every route registered after it.
  const maintenance = await maintenanceMode(context);
  systemRoutes(context, maintenance);
  authRoutes(context);
  profileRoutes(context);
  languageRoutes(context);
  publicRoutes(context);
  registrationRoutes(context);
  forumRoutes(context);
  assignmentRoutes(context);
  contentRoutes(context);
  dashboardRoutes(context);
  coursesRoutes(context);
  componentRoutes(context);
  markImportRoutes(context);
  marksRoutes(context);
  participantsRoutes(context);
  reportsRoutes(context);
  participantResultsRoutes(context);
  adminRoutes(context);
  invitationRoutes(context);
  evaluationRoutes(context);
  notificationRoutes(context);
  certificateVerificationRoutes(context);
  calendarRoutes(context);
  badgeRoutes(context);
  certificateRoutes(context);
  backupRoutes(context);

  filesRoutes(app, { db: deps.db, store: deps.store, filesSecret: deps.filesSecret });
  mediaRoutes(app, deps.store);
  await registerWebApp(app, deps.webDist === undefined ? webDistDir() : deps.webDist);
  return app;
}

function defaultLogger(config: Config, pretty = config.NODE_ENV === 'development') {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** Whether the URL's query string holds a percent-escape that does not decode (bad hex or no UTF-8). */
export function hasMalformedQuery(url: string | undefined): boolean {
  const start = url?.indexOf('?') ?? -1;
  if (url === undefined || start < 0 || !url.includes('%', start)) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}
