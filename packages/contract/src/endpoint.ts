// An endpoint descriptor: the one object from which the server registers a route (validation, typing,
// OpenAPI) and the web builds its call. Paths use Fastify's `:name` parameters.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. Every endpoint declares one (deny by default, docs/security.md AC1). */
export type Access = 'public' | 'participant' | 'coordinator' | 'admin';

/** The file part of a multipart endpoint: its field name and the rule set (FILE_RULES) it follows. */
export interface MultipartFile {
  field: string;
  rule: 'avatar' | 'document' | 'submission' | 'marks';
  required: boolean;
}

/** A multipart endpoint: one optional or required file plus, when `json` is given, a `json` part it validates. */
export interface MultipartSpec {
  file: MultipartFile;
  json?: z.ZodType;
}

/**
 * What a write that succeeds does to the answers the server keeps in its process (docs/ARCHITECTURE.md, "Answers
 * kept in the process"), declared on every write so that its cache behaviour is read where the endpoint is:
 * - `courses`: it changes rows of one or more courses only (a post, a reply, a submission, a content's view); its
 *   handler reports each course it touched (`ctx.touches(courseId)`), and the kept answers of the members of those
 *   courses are dropped (only those whose kinds of data meet its `kinds`, DataKind), in every server process, before its answer leaves. A `courses` write that succeeds without
 *   reporting a course is a bug: it is logged and drops everything, and the per-course suite fails on it;
 * - `work`: it may change what any work-area read shows (rows of no one course, or of who belongs where: the admin
 *   console, profiles, a coordinator's own library); every caller's kept answers are dropped, in every server
 *   process, before its answer leaves;
 * - `none`: it changes no row (a download link, a check that answers and stores nothing, a sign-in or sign-out,
 *   whose session rows no answer shows); nothing is dropped. The reads-change-nothing suite sends every such write
 *   and compares every table.
 */
export type WriteEffect = 'courses' | 'work' | 'none';

/**
 * The kinds of data of a course that the work areas' reads show and its writes change, so that a write drops only
 * the kept answers of its courses' members whose reads meet its kinds (docs/ARCHITECTURE.md, "Answers kept in the
 * process"):
 * - `courses`: the courses themselves and who belongs to them (names, states, members, enrolments);
 * - `contents`: the contents and their sends to courses;
 * - `views`: who viewed or downloaded a content or an assignment's file, and the counts of them;
 * - `assignments`: the assignments (titles, dates, files);
 * - `submissions`: the participants' submissions and the counts of them;
 * - `forum`: the posts and their replies;
 * - `results`: evaluations, components, marks and their releases.
 */
export const DATA_KINDS = ['courses', 'contents', 'views', 'assignments', 'submissions', 'forum', 'results'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

interface EndpointBase {
  path: string;
  access: Access;
  summary: string;
  tags?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: MultipartSpec;
  responses: { readonly [status: number]: z.ZodType };
}

/** A read: `keep` is required (a GET without it fails typecheck with "Property 'keep' is missing"). */
export interface ReadEndpointDef extends EndpointBase {
  method: 'GET';
  /**
   * Whether the server keeps its answer per caller until a write that may change it succeeds
   * (apps/server/src/core/http/kept-answers.ts). Only a guarded read that answers data (not a stream), sets no
   * header of its own and shows nothing that changes with time but at midnight in the institute's zone may say
   * `true` (no signed link: those expire); the server refuses to start with a public one. The public site's reads,
   * the same for every caller, say `false`: their handlers answer from the public site's own cache
   * (apps/server/src/features/public/public-cache.ts).
   */
  keep: boolean;
  /**
   * With `keep: true`, the kinds of data of its caller's courses the answer shows (DataKind): it is dropped only by
   * a per-course write of its courses whose kinds meet these. Left out, every kind (dropped by every write of its
   * courses). Naming too few leaves an answer from before a write: the per-course suite fails on it.
   */
  reads?: readonly DataKind[];
}

/** A write: `changes` is required (a write without it fails typecheck with "Property 'changes' is missing"). */
export interface WriteEndpointDef extends EndpointBase {
  method: Exclude<HttpMethod, 'GET'>;
  /**
   * What it does to the kept answers when it succeeds: `courses` for a write that changes rows of the courses its
   * handler reports, `work` for any other write that changes a row (WriteEffect).
   */
  changes: WriteEffect;
  /**
   * With `changes: 'courses'`, the kinds of data of its courses it changes (DataKind): only its courses' members'
   * kept answers whose `reads` meet these are dropped. Left out, every kind (every kept answer of its courses'
   * members). Naming too few leaves a reader an answer from before the write: the per-course suite fails on it.
   */
  kinds?: readonly DataKind[];
}

export type EndpointDef = ReadEndpointDef | WriteEndpointDef;

export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

/** Status codes of success (2xx) declared by an endpoint. */
type SuccessStatus<E extends EndpointDef> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

/** What a handler returns and a client receives on success. */
export type EndpointOutput<E extends EndpointDef> = z.output<E['responses'][SuccessStatus<E>]>;
export type EndpointParams<E extends EndpointDef> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Infer<E['query']>;
export type EndpointBody<E extends EndpointDef> = Infer<E['body']>;
/** The inputs a client passes: parameters and query before coercion, the body as sent. */
export type EndpointParamsIn<E extends EndpointDef> = InferIn<E['params']>;
export type EndpointQueryIn<E extends EndpointDef> = InferIn<E['query']>;
export type EndpointBodyIn<E extends EndpointDef> = InferIn<E['body']>;

/** The HTTP status of a successful answer: 201 when the endpoint declares only a creation. */
export function successStatus(endpoint: EndpointDef): number {
  const codes = Object.keys(endpoint.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort();
  return codes[0] ?? 200;
}

/** Fills `:name` parameters of a path; every value is URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends a query string built from defined values only. */
export function withQuery(path: string, query?: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
