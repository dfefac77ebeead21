// Turns a contract endpoint into a Fastify route: method, URL, zod schemas (validation, typing, OpenAPI),
// the declared access level and the one session guard, and the declared cache behaviour: a read's answer kept per
// caller (`keep`), a write's effect on the kept answers (`changes`, acted on by the write hook of app.ts, with the
// courses a `changes: 'courses'` write reports through `ctx.touches`). Features
// register every route through this.
import {
  type Access,
  type DataKind,
  type EndpointBody,
  type EndpointDef,
  type EndpointOutput,
  type EndpointParams,
  type EndpointQuery,
  ErrorBody,
  type MultipartSpec,
  successStatus,
  TWO_STEP_TEXTS,
  USER_TYPE,
  type WriteEffect,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { bearerToken, type SessionReader, type SessionUser } from '../auth/sessions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { securityEvent } from '../logging.ts';
import { callerAnswerKey, type KeptAnswers } from './kept-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api and /files route must declare it (deny by default). */
    access?: Access;
    /** The parts of a multipart route, for its OpenAPI request body. */
    multipart?: MultipartSpec;
    /**
     * What a write route does to the kept answers when it succeeds, from its descriptor (`changes`): the write hook
     * of app.ts acts on it, and only on it. Every write route under a guarded prefix must declare it.
     */
    changes?: WriteEffect;
    /** The kinds of data a `changes: 'courses'` write changes, from its descriptor (`kinds`; left out: every kind). */
    kinds?: readonly DataKind[];
  }
  interface FastifyRequest {
    /** The signed-in caller of a guarded route, set by the role guard. */
    user: SessionUser | null;
    /** The courses a `changes: 'courses'` write reported touching (`ctx.touches`), for the write hook of app.ts. */
    touchedCourses: number[] | null;
  }
}

export interface EndpointContext<E extends EndpointDef> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The caller: always set on guarded routes; on public routes only through `optionalUser()`. */
  user: E['access'] extends 'public' ? null : SessionUser;
  /** The caller of a public route if a valid session token came with it (never a refusal). */
  optionalUser(): Promise<SessionUser | null>;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * A write declaring `changes: 'courses'` reports here every course whose rows it changed (or may have: a course
   * reported and not changed only drops answers for nothing), before it answers; its members' kept answers are then
   * dropped, and only theirs. Other endpoints have none.
   */
  touches: E extends { changes: 'courses' } ? (...courseIds: number[]) => void : undefined;
}

/**
 * A handler answers the endpoint's success shape, or the reply itself once it has sent a stream with its own
 * content type (a file download such as a CSV export), as Fastify's async handlers do.
 */
export type EndpointHandler<E extends EndpointDef> = (
  ctx: EndpointContext<E>,
) => Promise<EndpointOutput<E> | FastifyReply>;

export interface RouteOptions {
  /**
   * Per-route request limit of @fastify/rate-limit. `hook: 'preHandler'` counts only requests that passed
   * validation (bad input answers 400, not 429, and does not use up the allowance).
   */
  rateLimit?: { max: number; timeWindow: number | string; hook?: 'onRequest' | 'preHandler' };
  /** Body size limit in bytes for this route (default: the server's bodyLimit). */
  bodyLimit?: number;
  /**
   * An admin route that answers a session which has not passed the second sign-in step yet (the session check,
   * logout and the two-step calls). Every other admin route answers such a session 403.
   */
  beforeTwoStep?: true;
}

export type Registrar = <E extends EndpointDef>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options?: RouteOptions,
) => void;

const ROLE_OF: Record<Exclude<Access, 'public'>, number> = {
  admin: USER_TYPE.admin,
  coordinator: USER_TYPE.coordinator,
  participant: USER_TYPE.participant,
};

/** Resolves the caller of a request from its bearer token, or null. */
export async function sessionOf(findSession: SessionReader, request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? findSession(token) : null;
}

export interface RegistrarDeps {
  findSession: SessionReader;
  /** ADMIN_MFA=required: admin routes refuse sessions that have not passed the second sign-in step. */
  adminTwoStep: boolean;
  /** Where the routes whose descriptor says `keep: true` keep their answers; null with KEEP_ANSWERS=off. */
  callerAnswers: KeptAnswers | null;
}

export function createRegistrar(app: FastifyInstance, deps: RegistrarDeps): Registrar {
  return (endpoint, handler, options = {}) => {
    const access = endpoint.access;
    const keep = endpoint.method === 'GET' && endpoint.keep;
    if (keep && access === 'public') {
      throw new Error(`GET ${endpoint.path}: a public read cannot keep its answers per caller (keep: true)`);
    }
    // Kinds of data are named only where they act, and never none (which would keep an answer through every write).
    const [named, acts] =
      endpoint.method === 'GET' ? [endpoint.reads, keep] : [endpoint.kinds, endpoint.changes === 'courses'];
    if (named && (!acts || named.length === 0)) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: kinds of data named on neither a kept read nor a courses write, or none`,
      );
    }
    const guard =
      access === 'public'
        ? undefined
        : async (request: FastifyRequest) => {
            const user = await sessionOf(deps.findSession, request);
            if (!user || user.userType !== ROLE_OF[access]) {
              securityEvent(request, 'unauthorized', { access }, 'refused without a valid session of the role');
              throw unauthorized();
            }
            if (access === 'admin' && deps.adminTwoStep && !user.twoStepVerified && !options.beforeTwoStep) {
              request.log.info(
                { event: 'two_step_required', userId: user.id },
                'admin session without its second step',
              );
              throw forbidden(TWO_STEP_TEXTS.required);
            }
            request.user = user;
          };
    // Only the keys an endpoint declares: Fastify warns about a schema key that is present but undefined.
    const schema = Object.fromEntries(
      Object.entries({
        summary: endpoint.summary,
        tags: endpoint.tags ? [...endpoint.tags] : undefined,
        params: endpoint.params,
        querystring: endpoint.query,
        body: endpoint.body,
        consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
        security: access === 'public' ? undefined : [{ bearer: [] }],
        response: { ...endpoint.responses, '4xx': ErrorBody, '5xx': ErrorBody },
      }).filter(([, value]) => value !== undefined),
    );
    const routeOptions: RouteShorthandOptions = {
      schema,
      config: {
        access,
        ...(endpoint.method === 'GET' ? {} : { changes: endpoint.changes }),
        ...(endpoint.method !== 'GET' && endpoint.kinds ? { kinds: endpoint.kinds } : {}),
        ...(endpoint.multipart ? { multipart: endpoint.multipart } : {}),
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...routeOptions,
      onRequest: guard,
      handler: async (request, reply) => {
        reply.code(successStatus(endpoint));
        request.touchedCourses = [];
        const ctx = {
          params: request.params,
          query: request.query,
          body: request.body,
          user: request.user,
          optionalUser: () => sessionOf(deps.findSession, request),
          req: request,
          reply,
          touches:
            endpoint.method !== 'GET' && endpoint.changes === 'courses'
              ? (...courseIds: number[]) => request.touchedCourses?.push(...courseIds)
              : undefined,
        } as EndpointContext<typeof endpoint>;
        if (keep && request.user && deps.callerAnswers) {
          const key = callerAnswerKey(request.user.id, request.params, request.query);
          return deps.callerAnswers.answer(endpoint, key, request, reply, async () => {
            const answer = await handler(ctx);
            if (answer === reply) throw new Error(`${endpoint.path} keeps its answers but sent a stream`);
            return answer as EndpointOutput<typeof endpoint>;
          });
        }
        return handler(ctx);
      },
    });
  };
}
