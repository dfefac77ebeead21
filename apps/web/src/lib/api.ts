// The request helpers: the only code that talks HTTP, and the one place that implements the error catalogue
// (docs/features.md, pieces every area shares). Every URL comes from a contract endpoint descriptor, every result is
// parsed with the endpoint's own response schema (except the few reads of `readTrusted`, see there), and every
// signed-in call carries the Bearer token of the auth_token cookie.
import {
  buildPath,
  DELETED_TEXT,
  type EndpointBodyIn,
  type EndpointDef,
  type EndpointOutput,
  type EndpointParamsIn,
  type EndpointQueryIn,
  type MultipartSpec,
  withQuery,
} from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { getAuthToken } from './cookies.ts';
import { refreshPublicStatus } from './public-status.ts';
import { boundQueryClient, endSession } from './session.ts';
import { notify } from './toast.ts';

export { ApiError } from './api-error.ts';

// ---------------------------------------------------------------------------------------------------------
// The catalogue. A text of `SERVER_TEXT` means "the server's own `error` text". `other` is used for a status
// the table does not name (409, 413, 415, 429 …) when the server sent no text; `invalid` for a 2xx answer
// that does not match the contract.

export const SERVER_TEXT = null;
type Text = string | typeof SERVER_TEXT;

export interface Catalogue {
  readonly status: Readonly<Record<number, Text>>;
  readonly network: string;
  readonly invalid: string;
  readonly other: string;
}

/** GET: a 401 goes to '/' silently; 400, 403 and 500 are toasted; the rest is left to the screen's state. */
export const READ_TEXTS: Catalogue = {
  status: { 400: SERVER_TEXT, 401: 'Authintication Error', 403: 'Access denied', 500: 'Internal Server Error' },
  network: 'Network Connection Error',
  invalid: 'Something Went Wrong!',
  other: 'Something Went Wrong!',
};
const READ_TOASTED = new Set([400, 403, 500]);

export const WRITE_TEXTS: Catalogue = {
  status: { 400: SERVER_TEXT, 401: 'Authintication Error', 403: 'Access denied', 500: 'Internal Server Error!' },
  network: 'Network Connection Error',
  invalid: 'Network Connection Error!',
  other: 'Something Went Wrong!',
};

/**
 * Uploads. The helper's toast for no answer is 'Network Connection Error!'; a form that shows the failure in
 * itself (`uploadFormText`) says 'Failed to Fetch!' for it instead, and the server's `error` text for a refusal.
 */
export const UPLOAD_TEXTS: Catalogue & { readonly formNetwork: string } = {
  status: { 400: 'Bad Request!', 401: 'Authintication Error', 403: 'Access denied', 500: 'Internal Server Error!' },
  network: 'Network Connection Error!',
  invalid: 'Network Connection Error!',
  other: 'Something Went Wrong!',
  formNetwork: 'Failed to Fetch!',
};

export const DOWNLOAD_TEXTS: Catalogue = {
  status: {
    400: 'Bad Request!',
    401: 'Authintication Error',
    403: 'Access denied',
    404: 'File not found!',
    500: 'Internal Server Error!',
  },
  network: 'Network Connection Error!',
  invalid: 'Network Connection Error!',
  other: 'Something Went Wrong!',
};

export const DELETE_TEXTS: Catalogue = {
  status: {
    401: 'Authintication Error! Please Re-login!',
    403: 'Permission Denied. Action Failed',
    500: 'Internal Server Error! Delete action failed.',
  },
  network: 'Network Connection Error!',
  invalid: 'Network Connection Error!',
  other: 'Something Went Wrong!',
};

/**
 * The states a list screen shows in place of its rows; the empty text is each list's own. Unlike the read catalogue,
 * these are shown on the page, not toasted, and a refusal the table does not name (400, 403, 404) is the generic text
 * rather than the server's.
 */
export const LIST_TEXTS = {
  loading: 'Loading....',
  network: 'Network Connection Error!',
  server: 'Internal Server Error',
  generic: 'Something Went Wrong!',
} as const;

/** The list state's text of a failed read (an `ApiError` of `read`, or anything else a query threw). */
export function listFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return LIST_TEXTS.network;
    if (error.status === 500) return LIST_TEXTS.server;
  }
  return LIST_TEXTS.generic;
}

/** The text a catalogue shows for an answer (status 0: no answer). */
export function catalogueText(catalogue: Catalogue, status: number, serverText: string | undefined): string {
  if (status === 0) return catalogue.network;
  const text = catalogue.status[status];
  if (typeof text === 'string') return text;
  return serverText ?? catalogue.other;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs, typed from the endpoint descriptor.

type PathParams<E extends EndpointDef> = { [K in keyof EndpointParamsIn<E>]: string | number };
type ParamsPart<E extends EndpointDef> = E extends { params: z.ZodType }
  ? { params: PathParams<E> }
  : { params?: undefined };
type QueryPart<E extends EndpointDef> = E extends { query: z.ZodType }
  ? { query?: EndpointQueryIn<E> }
  : { query?: undefined };
type BodyPart<E extends EndpointDef> = E extends { body: z.ZodType }
  ? { body: EndpointBodyIn<E> }
  : { body?: Record<string, never> | undefined };

/** The input argument may be left out when nothing in it is required. */
type InputArgs<I> = Partial<I> extends I ? [input?: I] : [input: I];

interface AfterSuccess {
  /** Query keys (prefixes) to refresh after success; the helper resolves once they are refetched. */
  invalidate?: readonly QueryKey[];
}
interface Toasts {
  /** Toast the server's `success` text (default true). */
  toastSuccess?: boolean;
  /** Toast the failure text (default true); a form that shows it inline passes false. A 401 always toasts. */
  toastError?: boolean;
}

export type ReadInput<E extends EndpointDef> = ParamsPart<E> & QueryPart<E> & { signal?: AbortSignal };
export type WriteInput<E extends EndpointDef> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & AfterSuccess & Toasts;
export type UploadInput<E extends EndpointDef> = ParamsPart<E> &
  AfterSuccess &
  Toasts & {
    formData: FormData;
    /** Upload progress, 0 to 100. */
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  };
export type DownloadInput<E extends EndpointDef> = ParamsPart<E> & BodyPart<E> & AfterSuccess;
export type DeleteInput<E extends EndpointDef> = ParamsPart<E> & BodyPart<E> & AfterSuccess;

// ---------------------------------------------------------------------------------------------------------
// Transport.

interface Answer {
  /** 0 when no answer arrived. */
  status: number;
  data: unknown;
}

interface AnyInput {
  params?: Record<string, string | number> | undefined;
  query?: unknown;
  body?: unknown;
  /** A bearer token sent instead of the session's (the invitation token of register_auth). */
  bearer?: string | undefined;
}

/** What the transport needs of an endpoint: its method and path. */
type Route = Pick<EndpointDef, 'method' | 'path'>;

export function endpointUrl(endpoint: Route, input: AnyInput | undefined): string {
  const path = buildPath(endpoint.path, input?.params);
  return withQuery(path, input?.query as Record<string, unknown> | undefined);
}

function authHeaders(bearer?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = bearer ?? getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(endpoint: Route, input: AnyInput | undefined, signal?: AbortSignal): Promise<Answer> {
  const headers = authHeaders(input?.bearer);
  const init: RequestInit = { method: endpoint.method, headers, signal: signal ?? null };
  if (endpoint.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(input?.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, input), init);
  } catch (error) {
    if (isAbort(error)) throw error;
    return { status: 0, data: undefined };
  }
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
  }
  return { status: response.status, data: parseJson(text) };
}

/**
 * The raw call, for the screens whose texts differ from every catalogue (Sign In; the registration and reset links): it
 * answers whatever the server said, with status 0 when nothing arrived, and has no side effects. `bearer` replaces the
 * session token (register_auth takes the invitation token).
 */
export function request<E extends EndpointDef>(
  endpoint: E,
  ...[input]: InputArgs<ParamsPart<E> & QueryPart<E> & BodyPart<E> & { bearer?: string }>
): Promise<Answer> {
  return send(endpoint, input as AnyInput | undefined);
}

/** The server's `error` text of a refusal, if any. */
export function errorTextOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return undefined;
}

function successTextOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'success' in data && typeof data.success === 'string') {
    return data.success || undefined;
  }
  return undefined;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Parses a 2xx answer with the schema the endpoint declares for that status (or its first 2xx schema). */
function parseOutput<E extends EndpointDef>(endpoint: E, answer: Answer, catalogue: Catalogue): EndpointOutput<E> {
  const declared = Object.keys(endpoint.responses)
    .map(Number)
    .filter(isSuccess)
    .sort((a, b) => a - b);
  const status = declared.includes(answer.status) ? answer.status : declared[0];
  const schema = status === undefined ? undefined : endpoint.responses[status];
  if (!schema) return answer.data as EndpointOutput<E>;
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) {
    throw new ApiError(catalogue.invalid, { status: answer.status, kind: 'invalid' });
  }
  return parsed.data as EndpointOutput<E>;
}

/**
 * Builds the error of a failed answer and runs its effects: a 401 ends the session (with a toast, except for
 * reads, which go to '/' silently); other failures toast when `toast` is set.
 */
function fail(catalogue: Catalogue, answer: Answer, toast: boolean, toast401 = true): ApiError {
  const serverText = errorTextOf(answer.data);
  const message = catalogueText(catalogue, answer.status, serverText);
  const error = new ApiError(message, {
    status: answer.status,
    kind: answer.status === 0 ? 'network' : 'http',
    serverText,
    body: answer.data,
  });
  // A 503 may be maintenance mode: its message is the server's text (toasted below), and the banner shows it at once.
  if (answer.status === 503) refreshPublicStatus();
  if (answer.status === 401) {
    if (toast401) notify.error(message);
    endSession();
  } else if (toast) {
    // A refusal naming something (ErrorBody's code and values): the toast writes it in the page's language.
    notify.error(message, error);
  }
  return error;
}

async function invalidate(keys: readonly QueryKey[] | undefined): Promise<void> {
  if (!keys?.length) return;
  const client = boundQueryClient();
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

// ---------------------------------------------------------------------------------------------------------
// The helpers.

/** GET with the read catalogue; made for a TanStack Query `queryFn`. */
export async function read<E extends EndpointDef>(
  endpoint: E,
  ...[input]: InputArgs<ReadInput<E>>
): Promise<EndpointOutput<E>> {
  const answer = await send(endpoint, input as AnyInput | undefined, input?.signal);
  if (isSuccess(answer.status)) return parseOutput(endpoint, answer, READ_TEXTS);
  throw fail(READ_TEXTS, answer, READ_TOASTED.has(answer.status), false);
}

/**
 * An endpoint's method and path without its schemas, for `readTrusted`. The compiler checks both against the
 * contract's descriptor `E` (whose path is a literal type), so the route cannot drift from its endpoint, and
 * `E` types the input and the answer.
 */
export interface EndpointRoute<E extends EndpointDef> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: carries `E` for inference. */
  readonly endpoint?: E;
}

/**
 * `read` without the response schema, for the reads of the home page and the public bar (gallery, programmes,
 * who is signed in): importing their descriptors would build the contract's schemas and load zod on the first
 * view (docs/decisions/006-home-page-performance.md). The server sends every answer through the same schema
 * (its serializer refuses to send anything else), so a 2xx answer has the contract's shape; what the client
 * still checks is that the answer is JSON, and anything else ("no JSON", an HTML page from a proxy) is the
 * catalogue's `invalid` text, as with `read`. Errors, toasts and the 401 behave exactly as with `read`.
 */
export async function readTrusted<E extends EndpointDef>(
  route: EndpointRoute<E>,
  ...[input]: InputArgs<ReadInput<E>>
): Promise<EndpointOutput<E>> {
  const answer = await send(route, input as AnyInput | undefined, input?.signal);
  if (isSuccess(answer.status)) {
    if (typeof answer.data !== 'object' || answer.data === null) {
      throw new ApiError(READ_TEXTS.invalid, { status: answer.status, kind: 'invalid' });
    }
    return answer.data as EndpointOutput<E>;
  }
  throw fail(READ_TEXTS, answer, READ_TOASTED.has(answer.status), false);
}

/** A JSON write (POST, PUT, PATCH) with the write catalogue; toasts the server's `success` text on 200/201. */
export function write<E extends EndpointDef>(
  endpoint: E,
  ...[input]: InputArgs<WriteInput<E>>
): Promise<EndpointOutput<E>> {
  return sendWrite(endpoint, input as WriteInput<E> | undefined, (answer) =>
    parseOutput(endpoint, answer, WRITE_TEXTS),
  );
}

/**
 * `write` without the response schema, as `readTrusted` is `read` without it: for logout, which every work area's
 * shell carries (its first paint loads no zod). The answer must still be a JSON object, or it is the catalogue's
 * `invalid` text; errors, toasts, the 401 and the invalidations are exactly `write`'s.
 */
export function writeTrusted<E extends EndpointDef>(
  route: EndpointRoute<E>,
  ...[input]: InputArgs<WriteInput<E>>
): Promise<EndpointOutput<E>> {
  return sendWrite(route, input as WriteInput<E> | undefined, (answer) => {
    if (typeof answer.data !== 'object' || answer.data === null) {
      throw new ApiError(WRITE_TEXTS.invalid, { status: answer.status, kind: 'invalid' });
    }
    return answer.data as EndpointOutput<E>;
  });
}

async function sendWrite<E extends EndpointDef>(
  route: Route,
  input: WriteInput<E> | undefined,
  output: (answer: Answer) => EndpointOutput<E>,
): Promise<EndpointOutput<E>> {
  const answer = await send(route, input as AnyInput | undefined);
  if (!isSuccess(answer.status)) throw fail(WRITE_TEXTS, answer, input?.toastError ?? true);
  let result: EndpointOutput<E>;
  try {
    result = output(answer);
  } catch (error) {
    if (input?.toastError ?? true) notify.error(WRITE_TEXTS.invalid);
    throw error;
  }
  const success = successTextOf(answer.data);
  if (success && (input?.toastSuccess ?? true)) notify.success(success);
  await invalidate(input?.invalidate);
  return result;
}

/**
 * A multipart upload through XMLHttpRequest (for its progress events), with the upload catalogue.
 * The method is the endpoint's own (the server's upload endpoints use POST or PATCH; PUT when one says so).
 */
export async function upload<E extends EndpointDef>(endpoint: E, input: UploadInput<E>): Promise<EndpointOutput<E>> {
  const answer = await sendMultipart(endpoint, input);
  if (!isSuccess(answer.status)) throw fail(UPLOAD_TEXTS, answer, input.toastError ?? true);
  let output: EndpointOutput<E>;
  try {
    output = parseOutput(endpoint, answer, UPLOAD_TEXTS);
  } catch (error) {
    if (input.toastError ?? true) notify.error(UPLOAD_TEXTS.invalid);
    throw error;
  }
  const success = successTextOf(answer.data);
  if (success && (input.toastSuccess ?? true)) notify.success(success);
  await invalidate(input.invalidate);
  return output;
}

/**
 * The text an upload form shows in itself for a failed upload: 'Failed to Fetch!' when no answer came (the
 * connection failed or dropped), the server's own `error` text for a refusal (a 409 after the deadline, a date
 * in the past, a file too large or of the wrong kind), the catalogue's text otherwise (a fault of the server, a
 * refusal without a text).
 */
export function uploadFormText(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_TEXTS.other;
  if (error.kind === 'network') return UPLOAD_TEXTS.formNetwork;
  return error.isTransient ? error.message : (error.serverText ?? error.message);
}

/** Whether a failure is an upload the user stopped (Cancel): nothing to tell them. */
export function isAbortError(error: unknown): boolean {
  return isAbort(error);
}

function sendMultipart(endpoint: EndpointDef, input: UploadInput<EndpointDef>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint, input as AnyInput));
    authHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    const { onProgress, signal } = input;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      });
    }
    xhr.addEventListener('load', () => resolve({ status: xhr.status, data: parseJson(xhr.responseText) }));
    xhr.addEventListener('error', () => resolve({ status: 0, data: undefined }));
    xhr.addEventListener('timeout', () => resolve({ status: 0, data: undefined }));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(input.formData);
  });
}

type MultipartEndpoint = EndpointDef & { multipart: MultipartSpec };
/** The `json` part an upload endpoint declares, or none for a file-only endpoint. */
type JsonPart<E extends MultipartEndpoint> = E['multipart'] extends { json: z.ZodType }
  ? { json: z.input<E['multipart']['json']> }
  : { json?: undefined };

/** The multipart body of an upload endpoint: its file part under the declared field name, plus `json` if it has one. */
export function multipartBody<E extends MultipartEndpoint>(
  endpoint: E,
  parts: { file?: Blob | undefined } & JsonPart<E>,
): FormData {
  const formData = new FormData();
  if (parts.file) formData.append(endpoint.multipart.file.field, parts.file);
  if (endpoint.multipart.json) formData.append('json', JSON.stringify(parts.json));
  return formData;
}

/** A download: the server answers `{url}`, a short-lived signed link opened in a new tab. */
export async function download<E extends EndpointDef>(
  endpoint: E,
  ...[input]: InputArgs<DownloadInput<E>>
): Promise<void> {
  const answer = await send(endpoint, input as AnyInput | undefined);
  if (!isSuccess(answer.status)) throw fail(DOWNLOAD_TEXTS, answer, true);
  const url =
    typeof answer.data === 'object' && answer.data !== null && 'url' in answer.data ? answer.data.url : undefined;
  if (typeof url !== 'string' || !url) {
    notify.error(DOWNLOAD_TEXTS.invalid);
    throw new ApiError(DOWNLOAD_TEXTS.invalid, { status: answer.status, kind: 'invalid' });
  }
  window.open(url, '_blank', 'noopener,noreferrer');
  await invalidate(input?.invalidate);
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

/** Saves a file the page already holds under a name, as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A signed-in GET whose answer is a file, not JSON (a CSV export): a plain link would carry no token, so it is fetched
 * with the session's bearer token and saved under the server's file name (`fallbackName` when it sends none). A refusal
 * speaks the download table and a 401 ends the session.
 */
export async function saveDownload<E extends EndpointDef>(
  endpoint: E,
  input: ParamsPart<E> & QueryPart<E> & { fallbackName: string },
): Promise<void> {
  const headers = authHeaders();
  headers.set('Accept', 'text/csv, application/octet-stream, application/json');
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, input as AnyInput), { method: 'GET', headers });
  } catch {
    throw fail(DOWNLOAD_TEXTS, { status: 0, data: undefined }, true);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw fail(DOWNLOAD_TEXTS, { status: response.status, data: parseJson(text) }, true);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw fail(DOWNLOAD_TEXTS, { status: 0, data: undefined }, true);
  }
  saveFile(blob, fileNameOf(response.headers.get('Content-Disposition')) ?? input.fallbackName);
}

/**
 * The call behind a delete confirmation dialog: it toasts the delete table's text for every answer, so the dialog only
 * has to close when the promise settles.
 */
export async function deleteWithDialog<E extends EndpointDef>(
  endpoint: E,
  ...[input]: InputArgs<DeleteInput<E>>
): Promise<void> {
  const answer = await send(endpoint, input as AnyInput | undefined);
  if (!isSuccess(answer.status)) throw fail(DELETE_TEXTS, answer, true);
  notify.success(DELETED_TEXT);
  await invalidate(input?.invalidate);
}
